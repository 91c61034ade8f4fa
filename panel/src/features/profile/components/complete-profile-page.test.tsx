import { screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dataLayerEvents,
  failure,
  fieldFailure,
  fill,
  makeUser,
  mockApi,
  renderApp,
  signedInRoutes,
} from "../../../test/test-utils.tsx";

const countries = [
  { code: "ID", name: "Indonesia", dialCode: "+62" },
  { code: "US", name: "United States", dialCode: "+1" },
];

function setup(overrides = {}) {
  const user = makeUser({ phone: null, country: null, profileComplete: false });
  const completed = { ...user, phone: "+6281234567890", country: "ID", profileComplete: true };
  const calls = mockApi({
    ...signedInRoutes(user),
    "GET /api/countries": () => ({ body: countries }),
    "PUT /api/users/me": () => ({ body: completed }),
    ...overrides,
  });
  return calls;
}

/** The country list loads with the page (no route loader, decision 038): the select is ready once its options are. */
const countrySelect = (label: string) => screen.getByLabelText(label, { selector: "select" }) as HTMLSelectElement;

async function choose(user: UserEvent, label: string, value: string) {
  await waitFor(() => expect(countrySelect(label).querySelector(`option[value="${value}"]`)).not.toBeNull());
  await user.selectOptions(countrySelect(label), value);
  await user.tab();
}

describe("CompleteProfilePage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("lists the countries with dialing codes in the page's language", async () => {
    const calls = setup();
    renderApp("/id/complete-profile", { basepath: "/id", locale: "id" });
    await screen.findByTestId("complete-profile-heading");
    expect(await screen.findByRole("option", { name: "Indonesia (+62)" })).toBeVisible();
    expect(calls.find((c) => c.path === "/api/countries")?.search).toBe("?locale=id");
  });

  it("rejects a phone number that is not valid for the country, client-side", async () => {
    const user = userEvent.setup();
    const calls = setup();
    renderApp("/complete-profile");
    await screen.findByTestId("complete-profile-heading");
    await choose(user, "Country", "US");
    await fill(user, "Phone number", "0812 3456 7890");
    expect(await screen.findByText("Phone is not a valid number for the chosen country")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("submits E.164, tracks profile_completed and continues to the redirect target", async () => {
    const user = userEvent.setup();
    const calls = setup();
    const { router } = renderApp("/complete-profile?redirect=%2Fpanel%2Fvouchers");
    await screen.findByTestId("complete-profile-heading");
    await choose(user, "Country", "ID");
    await fill(user, "Phone number", "0812 3456 7890");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/vouchers"));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ phone: "+6281234567890", country: "ID" });
    expect(dataLayerEvents()).toContain("profile_completed");
  });

  it("words the server's own field messages in the page's language, never raw", async () => {
    const user = userEvent.setup();
    setup({
      "PUT /api/users/me": () =>
        fieldFailure({ phone: "phone must contain only digits", country: "country must be a 2-letter country code" }),
    });
    renderApp("/id/complete-profile", { basepath: "/id", locale: "id" });
    await screen.findByTestId("complete-profile-heading");
    await fill(user, "Nomor telepon", "0812 3456 7890");
    await user.click(screen.getByRole("button", { name: "Simpan dan lanjutkan" }));
    expect(await screen.findByText("Nomor telepon tidak valid untuk negara yang dipilih")).toBeVisible();
    expect(screen.getByText("Negara tidak valid")).toBeVisible();
    expect(screen.queryByText(/must (contain|be)/)).toBeNull();
  });

  it("asks for a missing country in words, not the schema's raw message", async () => {
    const user = userEvent.setup();
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat("en", { timeZone: "UTC" }).resolvedOptions(),
      timeZone: "Europe/Berlin",
    });
    const calls = setup();
    renderApp("/complete-profile");
    await screen.findByTestId("complete-profile-heading");
    expect((screen.getByLabelText("Country", { selector: "select" }) as HTMLSelectElement).value).toBe("");
    await fill(user, "Phone number", "0812 3456 7890");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Country is a required field")).toBeVisible();
    expect(screen.queryByText(/country must be/)).toBeNull();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("starts an empty country at Indonesia when the time zone is Indonesian", async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat("en", { timeZone: "UTC" }).resolvedOptions(),
      timeZone: "Asia/Makassar",
    });
    setup();
    renderApp("/complete-profile");
    await screen.findByTestId("complete-profile-heading");
    await waitFor(() =>
      expect((screen.getByLabelText("Country", { selector: "select" }) as HTMLSelectElement).value).toBe("ID"),
    );
  });

  it("keeps the country the profile already has", async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat("en", { timeZone: "UTC" }).resolvedOptions(),
      timeZone: "Asia/Jakarta",
    });
    mockApi({
      ...signedInRoutes(makeUser({ phone: null, country: "US", profileComplete: false })),
      "GET /api/countries": () => ({ body: countries }),
    });
    renderApp("/id/complete-profile", { basepath: "/id", locale: "id" });
    await screen.findByTestId("complete-profile-heading");
    await waitFor(() =>
      expect((screen.getByLabelText("Negara", { selector: "select" }) as HTMLSelectElement).value).toBe("US"),
    );
  });

  it("shows the form without waiting for the country list, and says so in the form when it fails", async () => {
    setup({ "GET /api/countries": () => failure(500, "Internal server error", "INTERNAL_ERROR") });
    renderApp("/complete-profile");
    await screen.findByTestId("complete-profile-heading");
    expect(await screen.findByText("The country list could not be loaded.")).toBeVisible();
    expect(screen.getByLabelText("Phone number")).toBeVisible();
  });

  it("sends a user whose profile is complete on to the panel", async () => {
    mockApi(signedInRoutes(makeUser()));
    const { router } = renderApp("/complete-profile");
    expect(await screen.findByTestId("dashboard-heading")).toBeVisible();
    expect(router.state.location.pathname).toBe("/panel");
  });

  it("sends visitors to /login", async () => {
    mockApi({});
    const { router } = renderApp("/complete-profile");
    expect(await screen.findByTestId("login-heading")).toBeVisible();
    expect(router.state.location.pathname).toBe("/login");
  });
});
