import { LOCALE_COOKIE } from "@app/shared/constants";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider, type LocaleState, readInitialLocale, resolveInitialLocale, useLocale } from "./locale.tsx";

const browser = { timeZone: "Europe/Berlin", languages: ["en-GB"] };

describe("resolveInitialLocale (docs/product.md#languages order)", () => {
  it("prefers the stored preference over the URL and the detection", () => {
    expect(
      resolveInitialLocale({ stored: "id", pathname: "/en/panel", timeZone: "Europe/Berlin", languages: ["en"] }),
    ).toEqual({ locale: "id", autoDetected: false, preference: "id" });
  });

  it("uses the URL locale when nothing valid is stored", () => {
    expect(resolveInitialLocale({ stored: null, pathname: "/id/login", ...browser })).toEqual({
      locale: "id",
      autoDetected: false,
      preference: null,
    });
    expect(
      resolveInitialLocale({ stored: "fr", pathname: "/en/panel", timeZone: "Asia/Jakarta", languages: [] }),
    ).toEqual({
      locale: "en",
      autoDetected: false,
      preference: null,
    });
  });

  it("falls back to detection: Indonesian time zone or language → id, else en", () => {
    expect(
      resolveInitialLocale({ stored: null, pathname: "/panel", timeZone: "Asia/Makassar", languages: ["en"] }),
    ).toEqual({ locale: "id", autoDetected: true, preference: null });
    expect(
      resolveInitialLocale({ stored: null, pathname: "/panel", timeZone: "UTC", languages: ["in-ID"] }).locale,
    ).toBe("id");
    expect(resolveInitialLocale({ stored: null, pathname: "/panel", ...browser })).toEqual({
      locale: "en",
      autoDetected: true,
      preference: null,
    });
  });

  it("reads the time zone only when neither the stored preference nor the URL decides", () => {
    let reads = 0;
    const timeZone = () => {
      reads += 1;
      return "Asia/Jakarta";
    };
    expect(resolveInitialLocale({ stored: "en", pathname: "/panel", timeZone, languages: [] }).locale).toBe("en");
    expect(resolveInitialLocale({ stored: null, pathname: "/en/login", timeZone, languages: [] }).locale).toBe("en");
    expect(reads).toBe(0);
    expect(resolveInitialLocale({ stored: null, pathname: "/login", timeZone, languages: [] }).locale).toBe("id");
    expect(reads).toBe(1);
  });

  it("does not read a locale from a path that merely starts with en or id", () => {
    expect(
      resolveInitialLocale({ stored: null, pathname: "/identity", timeZone: "UTC", languages: ["en"] }).locale,
    ).toBe("en");
  });
});

describe("readInitialLocale", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("reads the preference stored in localStorage", () => {
    window.localStorage.setItem(STORAGE_KEYS.preferredLocale, "id");
    window.history.replaceState(null, "", "/en/panel");
    expect(readInitialLocale()).toEqual({ locale: "id", autoDetected: false, preference: "id" });
  });

  it("reads the URL when nothing is stored", () => {
    window.history.replaceState(null, "", "/id/panel");
    expect(readInitialLocale().locale).toBe("id");
  });
});

function Probe() {
  const { locale, t, setLocale, autoDetected, preference } = useLocale();
  return (
    <div>
      <p data-testid="state">{`${locale}|${autoDetected}|${preference ?? "-"}`}</p>
      <p data-testid="text">{t("auth.login.title")}</p>
      <button type="button" onClick={() => setLocale("id")}>
        id
      </button>
      <button type="button" onClick={() => setLocale("en")}>
        en
      </button>
    </div>
  );
}

function renderProbe(initial: LocaleState, navigate = vi.fn()) {
  render(
    <LocaleProvider initial={initial} navigate={navigate}>
      <Probe />
    </LocaleProvider>,
  );
  return navigate;
}

describe("LocaleProvider", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("translates with the current locale and sets <html lang>", () => {
    renderProbe({ locale: "id", autoDetected: true, preference: null });
    expect(screen.getByTestId("text").textContent).toBe("Masuk");
    expect(document.documentElement.lang).toBe("id");
  });

  it("setLocale stores the preference, sets the cookie and prepends the locale segment", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/panel/vouchers?page=2#history");
    const navigate = renderProbe({ locale: "en", autoDetected: true, preference: null });
    await user.click(screen.getByRole("button", { name: "id" }));
    expect(window.localStorage.getItem(STORAGE_KEYS.preferredLocale)).toBe("id");
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=id`);
    expect(screen.getByTestId("state").textContent).toBe("id|false|id");
    expect(screen.getByTestId("text").textContent).toBe("Masuk");
    expect(document.documentElement.lang).toBe("id");
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/id/panel/vouchers?page=2#history");
  });

  it("swaps an existing locale segment", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/en/login");
    const navigate = renderProbe({ locale: "en", autoDetected: false, preference: null });
    await user.click(screen.getByRole("button", { name: "id" }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/id/login");
  });

  it("does not reload when the URL already carries the chosen locale", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/en/panel");
    const navigate = renderProbe({ locale: "id", autoDetected: false, preference: "id" });
    await user.click(screen.getByRole("button", { name: "en" }));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByTestId("text").textContent).toBe("Sign in");
    expect(window.localStorage.getItem(STORAGE_KEYS.preferredLocale)).toBe("en");
  });
});
