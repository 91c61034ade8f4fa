import { describe, expect, it } from "vitest";
import { en } from "../i18n/en.ts";
import {
  categoryFor,
  filterServices,
  logoUrl,
  moveIndex,
  openFailure,
  type PopupService,
  parseServices,
  servicePageUrl,
} from "./popup-services.ts";

const service = (name: string, extra: Partial<PopupService> = {}): PopupService => ({
  uuid: `00000000-0000-4000-8000-${name.length.toString().padStart(12, "0")}`,
  name,
  slug: name.toLowerCase().replace(/\W+/g, "-"),
  logo: null,
  type_service: "cookie",
  categoryName: null,
  categoryNameIndonesian: null,
  ...extra,
});

const LIST = [
  service("Streamflix", { categoryName: "Streaming", categoryNameIndonesian: "Tayangan" }),
  service("Café Music", { categoryName: "Music", categoryNameIndonesian: "Musik" }),
  service("Design Studio", { categoryName: "Design", type_service: "key" }),
  service("Flix Kids", { categoryName: "Streaming" }),
];

describe("the popup's services", () => {
  it("takes the API's list, leaving out malformed entries", () => {
    const parsed = parseServices([
      { ...LIST[0], extra: "ignored" },
      { uuid: "x", name: "No slug", type_service: "cookie" },
      { ...LIST[1], type_service: "other" },
      null,
      { ...LIST[2], logo: "", categoryName: null },
    ]);
    expect(parsed?.map((s) => s.name)).toEqual(["Streamflix", "Design Studio"]);
    expect(parsed?.[0]).toEqual(LIST[0]);
    expect(parsed?.[1]?.logo).toBeNull();
    expect(parseServices({ data: [] })).toBeNull();
  });

  it("filters as one types: every word in the name or the reader's category, accents ignored", () => {
    const names = (query: string, language = "en") => filterServices(LIST, query, language).map((s) => s.name);
    expect(names("")).toEqual(LIST.map((s) => s.name));
    expect(names("cafe")).toEqual(["Café Music"]);
    expect(names("  MUSIC ")).toEqual(["Café Music"]);
    expect(names("streaming")).toEqual(["Streamflix", "Flix Kids"]);
    expect(names("kids stream")).toEqual(["Flix Kids"]);
    expect(names("tayangan", "id")).toEqual(["Streamflix"]);
    expect(names("tayangan", "en-US")).toEqual([]);
    expect(names("nothing like it")).toEqual([]);
  });

  it("puts names that start with the query first, so Enter opens the likeliest", () => {
    expect(filterServices(LIST, "flix", "en").map((s) => s.name)).toEqual(["Flix Kids", "Streamflix"]);
  });

  it("shows the category in the browser's language when it has one", () => {
    expect(categoryFor(LIST[0] as PopupService, "id")).toBe("Tayangan");
    expect(categoryFor(LIST[3] as PopupService, "id")).toBe("Streaming");
    expect(categoryFor(LIST[0] as PopupService, "en-GB")).toBe("Streaming");
  });

  it("loads a logo from the panel's origin, http(s) or an inline image only", () => {
    const origin = "http://localhost:8787";
    expect(logoUrl("/api/media/logo.png", origin)).toBe("http://localhost:8787/api/media/logo.png");
    expect(logoUrl("https://cdn.example.com/a.svg", origin)).toBe("https://cdn.example.com/a.svg");
    expect(logoUrl("data:image/png;base64,AAAA", origin)).toBe("data:image/png;base64,AAAA");
    // The seeded logos: SVG written into the address.
    expect(logoUrl("data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E", origin)).toBe(
      "data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E",
    );
    expect(logoUrl("javascript:alert(1)", origin)).toBeNull();
    expect(logoUrl("data:text/html;base64,AAAA", origin)).toBeNull();
    expect(logoUrl(null, origin)).toBeNull();
  });

  it("sends a key service to its page on the panel", () => {
    expect(servicePageUrl(LIST[2] as PopupService, "https://app.example.com")).toBe(
      "https://app.example.com/panel/service/design-studio",
    );
  });

  it("moves with the arrow keys between the search box (-1) and the last service", () => {
    expect(moveIndex(-1, 1, 3)).toBe(0);
    expect(moveIndex(0, -1, 3)).toBe(-1);
    expect(moveIndex(-1, -1, 3)).toBe(-1);
    expect(moveIndex(2, 1, 3)).toBe(2);
    expect(moveIndex(-1, 1, 0)).toBe(-1);
  });

  it("says why a service did not open, in the API's words when it has them", () => {
    expect(openFailure({ ok: false, code: "NO_FREE_SEAT", status: 409 })).toEqual({
      kind: "message",
      key: "error_NO_FREE_SEAT",
    });
    expect(openFailure({ ok: false, code: "SUBSCRIPTION_REQUIRED", status: 403 }).kind).toBe("message");
    expect(openFailure({ ok: false, code: "SERVICE_UNAVAILABLE", status: 403 })).toMatchObject({
      key: "error_SERVICE_UNAVAILABLE",
    });
    expect(openFailure({ ok: false, code: "NETWORK_ERROR", status: 0 })).toMatchObject({ key: "popupErrorNetwork" });
    expect(openFailure({ ok: false, code: "CONFLICT_EXTENSIONS" })).toMatchObject({ key: "popupConflicts" });
    expect(openFailure({ ok: false, code: "COOKIE_SET_FAILED" })).toMatchObject({ key: "popupErrorGeneric" });
    expect(openFailure({ ok: false, code: "NOT_LINKED" })).toEqual({ kind: "signed-out" });
    expect(openFailure({ ok: false, code: "SESSION_REVOKED", status: 401 })).toEqual({ kind: "signed-out" });
    expect(openFailure({ ok: false, code: "EXTENSION_OUTDATED", status: 426 })).toEqual({ kind: "outdated" });
    // Every message the popup may show exists in the extension's dictionary.
    for (const code of ["NO_FREE_SEAT", "SUBSCRIPTION_REQUIRED", "TEMPORARILY_UNAVAILABLE", "BOGUS"]) {
      const failure = openFailure({ ok: false, code, status: 409 });
      if (failure.kind === "message") expect(en[failure.key]?.trim()).toBeTruthy();
    }
  });
});
