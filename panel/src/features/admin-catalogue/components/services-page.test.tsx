import type { ServiceDto } from "@app/shared/schemas/catalogue";
import type { ServiceAccountDto } from "@app/shared/schemas/service-accounts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import {
  type ApiHandler,
  envelope,
  failure,
  makeUser,
  mockApi,
  type RecordedCall,
  renderApp,
  signedInRoutes,
} from "../../../test/test-utils.tsx";
import { expiryState } from "./service-accounts-dialog.tsx";

const SERVICE = "0b7c1e0a-1111-4c3d-8e9f-000000000001";
const ACCOUNT = "0b7c1e0a-2222-4c3d-8e9f-000000000001";
const DAY = 24 * 3600_000;

let services: ServiceDto[];
let accounts: ServiceAccountDto[];
let calls: RecordedCall[];
/** The answer of POST …/accounts/{id}/check; a promise keeps the check pending until it settles. */
let checkReply: ApiHandler;

const account = (overrides: Partial<ServiceAccountDto>): ServiceAccountDto => ({
  id: ACCOUNT,
  serviceUuid: SERVICE,
  label: "Family 1",
  seats: 3,
  seatsUsed: 1,
  active: true,
  hasSession: true,
  expiresAt: new Date(Date.now() + DAY).toISOString(),
  health: "healthy",
  healthSince: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
  ...overrides,
});

beforeEach(() => {
  checkReply = () => failure(422, "no probe", "NO_HEALTH_PROBE");
  services = [
    {
      uuid: SERVICE,
      name: "Netflix",
      slug: "netflix",
      logo: null,
      type_service: "cookie",
      categoryUuid: null,
      categoryName: null,
      categoryNameIndonesian: null,
      status: "active",
      description: null,
      accessUrl: "https://www.netflix.com/browse",
      hasSecret: true,
      blockedUrls: ["||netflix.com/account"],
      probeUrl: null,
      probeSignedInText: null,
      probeSignedOutText: null,
      health: "operational",
      healthSince: null,
      sortOrder: 0,
    },
  ];
  accounts = [
    account({}),
    account({
      id: "0b7c1e0a-2222-4c3d-8e9f-000000000002",
      label: "Spare",
      seats: null,
      seatsUsed: 0,
      active: false,
      hasSession: false,
      expiresAt: null,
    }),
  ];
  calls = mockApi({
    ...signedInRoutes(makeUser({ role: "admin" })),
    "GET /api/category-services": () => ({ body: [] }),
    "GET /api/services": () => ({ body: services }),
    [`PUT /api/services/${SERVICE}`]: (call) => {
      const body = call.body as { blockedUrls: string[] };
      if (body.blockedUrls.includes("||netflix.com/browse")) {
        const index = body.blockedUrls.indexOf("||netflix.com/browse");
        return failure(400, "covers", "VALIDATION_ERROR", {
          fields: [{ field: `blockedUrls[${index}]`, message: "covers", code: "BLOCKED_URL_COVERS_SERVICE" }],
        });
      }
      return { body: { ...services[0], ...body } };
    },
    [`GET /api/services/${SERVICE}/accounts`]: () => ({ body: accounts }),
    [`POST /api/services/${SERVICE}/accounts`]: (call) => {
      const body = call.body as { label: string; seats: number | null; active: boolean; session?: string };
      if (body.label === "Family 1") {
        return failure(409, "taken", "ACCOUNT_LABEL_TAKEN", {
          fields: [{ field: "label", message: "taken", code: "ACCOUNT_LABEL_TAKEN" }],
        });
      }
      if (body.session === "[{}]") {
        return failure(400, "session[0].domain is a required field", "VALIDATION_ERROR", {
          fields: [{ field: "session[0].domain", message: "session[0].domain is a required field" }],
        });
      }
      const created = account({
        id: "0b7c1e0a-2222-4c3d-8e9f-000000000003",
        label: body.label,
        seats: body.seats,
        seatsUsed: 0,
        active: body.active,
        hasSession: !!body.session,
        expiresAt: null,
      });
      accounts = [...accounts, created];
      return { status: 201, body: created };
    },
    [`PUT /api/services/${SERVICE}/accounts/${ACCOUNT}`]: (call) => {
      accounts = accounts.map((a) => (a.id === ACCOUNT ? { ...a, ...(call.body as object) } : a));
      return { body: accounts[0] };
    },
    [`POST /api/services/${SERVICE}/accounts/${ACCOUNT}/check`]: (call) => checkReply(call),
    [`DELETE /api/services/${SERVICE}/accounts/${ACCOUNT}`]: () => {
      accounts = accounts.filter((a) => a.id !== ACCOUNT);
      return { body: { deleted: true } };
    },
  });
});

async function openAccounts(user: UserEvent, locale: "en" | "id" = "en") {
  if (locale === "id") renderApp("/id/panel/admin/services", { basepath: "/id", locale });
  else renderApp("/panel/admin/services");
  // The page's first render (its route and dictionary load) can take a while on a busy machine.
  const button = await screen.findByTestId("service-accounts-button", {}, { timeout: 4000 });
  expect(button.getAttribute("aria-label")).toBe(locale === "id" ? "Akun Netflix" : "Accounts of Netflix");
  await user.click(button);
  const dialog = screen.getByRole("dialog", { name: locale === "id" ? "Akun Netflix" : "Accounts of Netflix" });
  await within(dialog).findAllByTestId("account-row");
  return dialog;
}

describe("service health", () => {
  it("shows a down service's Down badge with since when, and an operational one without a date", async () => {
    services = [
      { ...(services[0] as ServiceDto), health: "down", healthSince: "2026-05-01T10:00:00.000Z" },
      {
        ...(services[0] as ServiceDto),
        uuid: "0b7c1e0a-1111-4c3d-8e9f-000000000002",
        name: "Spotify",
        slug: "spotify",
      },
    ];
    renderApp("/panel/admin/services");
    const [down, operational] = await screen.findAllByTestId("service-health", {}, { timeout: 4000 });
    if (!down || !operational) throw new Error("two services expected");
    expect(down.getAttribute("data-health")).toBe("down");
    expect(down.querySelector("[data-tone]")?.getAttribute("data-tone")).toBe("danger");
    const since = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(
      new Date("2026-05-01T10:00:00.000Z"),
    );
    expect(down.textContent).toBe(`Downsince ${since}`);
    expect(operational.textContent).toBe("Operational");
    expect(operational.querySelector("[data-tone]")?.getAttribute("data-tone")).toBe("success");
  });
});

describe("service accounts", () => {
  it("lists the accounts with seats, session and expiry", async () => {
    const user = userEvent.setup();
    const dialog = await openAccounts(user);
    const [first, second] = within(dialog).getAllByTestId("account-row");
    if (!first || !second) throw new Error("two rows expected");
    expect(within(first).getByTestId("account-seats").textContent).toBe("1 / 3");
    expect(within(first).getByTestId("account-session").textContent).toBe("Set");
    expect(
      within(first).getByTestId("account-expiry").querySelector("[data-expiry]")?.getAttribute("data-expiry"),
    ).toBe("soon");
    expect(within(first).getByRole("switch", { name: "Family 1: active" }).getAttribute("aria-checked")).toBe("true");
    expect(within(second).getByTestId("account-seats").textContent).toBe("0 / unlimited");
    expect(within(second).getByTestId("account-session").textContent).toBe("None");
    expect(within(second).getByTestId("account-expiry").textContent).toBe("—");
    expect(within(second).getByRole("switch").getAttribute("aria-checked")).toBe("false");
  });

  it("shows the empty state", async () => {
    const user = userEvent.setup();
    accounts = [];
    renderApp("/panel/admin/services");
    await user.click(await screen.findByTestId("service-accounts-button"));
    expect((await screen.findByTestId("accounts-empty")).textContent).toContain("No account yet");
  });

  it("adds an account, with field errors from the form and the API", async () => {
    const user = userEvent.setup();
    const dialog = await openAccounts(user);
    await user.click(within(dialog).getByTestId("account-add"));
    const form = screen.getByRole("dialog", { name: "New account" });
    await user.click(within(form).getByTestId("account-save"));
    expect(await within(form).findByText("Label is a required field")).toBeVisible();

    await user.clear(within(form).getByTestId("account-label-input"));
    await user.type(within(form).getByTestId("account-label-input"), "Family 1");
    await user.click(within(form).getByTestId("account-save"));
    expect(await within(form).findByText("This service already has an account with this label")).toBeVisible();

    await user.clear(within(form).getByTestId("account-label-input"));
    await user.type(within(form).getByTestId("account-label-input"), "Family 2");
    await user.clear(within(form).getByTestId("account-seats-input"));
    await user.type(within(form).getByTestId("account-seats-input"), "5");
    await user.clear(within(form).getByTestId("account-session-input"));
    await user.paste("[{}]");
    await user.click(within(form).getByTestId("account-save"));
    expect(await within(form).findByText("Invalid session: session[0].domain is a required field")).toBeVisible();

    await user.clear(within(form).getByTestId("account-session-input"));
    await user.paste('[{"name":"a"}]');
    await user.click(within(form).getByTestId("account-save"));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New account" })).toBeNull());
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({
      label: "Family 2",
      seats: 5,
      active: true,
      session: '[{"name":"a"}]',
    });
    await waitFor(() => expect(within(dialog).getAllByTestId("account-row")).toHaveLength(3));
    // The services list is read again: the service's "secret set" may have changed.
    expect(calls.filter((c) => c.method === "GET" && c.path === "/api/services").length).toBeGreaterThan(1);
  });

  it("switches an account off and deletes one after a confirmation", async () => {
    const user = userEvent.setup();
    const dialog = await openAccounts(user);
    const [first] = within(dialog).getAllByTestId("account-row");
    if (!first) throw new Error("row expected");
    await user.click(within(first).getByRole("switch"));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT" && c.path.endsWith(ACCOUNT))).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ active: false });

    await user.click(within(first).getByTestId("account-delete"));
    const confirm = screen.getByRole("alertdialog", { name: "Delete the account Family 1?" });
    // Escape closes the confirmation only, not the accounts under it.
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("dialog", { name: "Accounts of Netflix" })).toBeVisible();

    await user.click(within(first).getByTestId("account-delete"));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Yes, I'm sure" }));
    expect(confirm.isConnected).toBe(false);
    await waitFor(() => expect(within(dialog).getAllByTestId("account-row")).toHaveLength(1));
  });

  it("edits an account: an empty session keeps it, clear removes it", async () => {
    const user = userEvent.setup();
    const dialog = await openAccounts(user);
    const [first] = within(dialog).getAllByTestId("account-row");
    if (!first) throw new Error("row expected");
    await user.click(within(first).getByTestId("account-edit"));
    const form = screen.getByRole("dialog", { name: "Edit account Family 1" });
    expect((within(form).getByTestId("account-seats-input") as HTMLInputElement).value).toBe("3");
    await user.clear(within(form).getByTestId("account-seats-input"));
    await user.click(within(form).getByLabelText("Clear the stored session"));
    await user.click(within(form).getByTestId("account-save"));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      label: "Family 1",
      seats: null,
      active: true,
      session: "",
    });
  });
});

describe("account health", () => {
  const withProbe = () => {
    services = services.map((service) => ({
      ...service,
      probeUrl: "https://www.netflix.com/browse",
      probeSignedInText: "Who's watching?",
    }));
  };

  it("shows each account's health with its date, and no check without a probe", async () => {
    const user = userEvent.setup();
    accounts = [
      account({ health: "down", healthSince: "2026-05-01T10:00:00.000Z" }),
      account({ id: "0b7c1e0a-2222-4c3d-8e9f-000000000002", label: "Spare", health: "suspect" }),
    ];
    const dialog = await openAccounts(user);
    const [first, second] = within(dialog).getAllByTestId("account-row");
    if (!first || !second) throw new Error("two rows expected");
    const down = within(first).getByTestId("account-health");
    expect(down.getAttribute("data-health")).toBe("down");
    expect(down.querySelector("[data-tone]")?.getAttribute("data-tone")).toBe("danger");
    const since = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(
      new Date("2026-05-01T10:00:00.000Z"),
    );
    expect(down.textContent).toBe(`Downsince ${since}`);
    expect(down.querySelector("time")?.getAttribute("datetime")).toBe("2026-05-01T10:00:00.000Z");
    const suspect = within(second).getByTestId("account-health");
    expect(suspect.getAttribute("data-health")).toBe("suspect");
    // The status page's words (issue 44): a suspect account reads as degraded.
    expect(suspect.textContent).toBe("Degraded");
    expect(within(dialog).queryByTestId("account-check")).toBeNull();
  });

  it("checks an account now: pending, then the verdict with the server's detail, and the new health", async () => {
    const user = userEvent.setup();
    withProbe();
    let settle: (reply: Response) => void = () => {};
    checkReply = () => new Promise((resolve) => (settle = resolve));
    const dialog = await openAccounts(user);
    const [first, second] = within(dialog).getAllByTestId("account-row");
    if (!first || !second) throw new Error("two rows expected");
    expect(within(second).getByTestId("account-check")).toBeVisible();
    const button = within(first).getByRole("button", { name: "Check Family 1 now" });
    expect(button.getAttribute("data-testid")).toBe("account-check");
    await user.click(button);
    await waitFor(() => expect(button.textContent).toBe("Checking…"));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(calls.filter((c) => c.method === "POST" && c.path.endsWith("/check"))).toHaveLength(1);

    const reads = calls.filter((c) => c.method === "GET" && c.path.endsWith("/accounts")).length;
    const after = account({ health: "down", healthSince: "2026-05-01T10:00:00.000Z" });
    accounts = [after, ...accounts.slice(1)];
    await act(async () => {
      settle(envelope({ result: "bad", status: 302, cause: { code: "probe-redirected", value: 302 }, account: after }));
    });
    const result = await within(first).findByTestId("account-check-result");
    expect(result.getAttribute("data-result")).toBe("bad");
    expect(result.textContent).toBe("Signed out · Health check: sent to another page (302), signed out");
    expect(button.textContent).toBe("Check now");
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(within(first).getByTestId("account-health").getAttribute("data-health")).toBe("down");
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "GET" && c.path.endsWith("/accounts")).length).toBeGreaterThan(reads),
    );
  });

  it.each([
    ["en", "good", "Signed in · Health check: signed in"],
    ["en", "error", "Could not tell · Health check: the site answered with an error (503)"],
    ["id", "good", "Sudah masuk · Pemeriksaan kesehatan: sudah masuk"],
    ["id", "bad", "Sudah keluar · Pemeriksaan kesehatan: halaman tidak memuat teks masuk"],
    ["id", "error", "Tidak bisa dipastikan · Pemeriksaan kesehatan: situs menjawab dengan kesalahan (503)"],
  ] as const)("says the verdict in %s (%s)", async (locale, verdict, text) => {
    const user = userEvent.setup();
    withProbe();
    const cause = {
      good: { code: "probe-signed-in", value: null },
      bad: { code: "probe-no-signed-in-marker", value: null },
      error: { code: "probe-upstream-error", value: 503 },
    };
    checkReply = () => ({ body: { result: verdict, status: 200, cause: cause[verdict], account: accounts[0] } });
    const dialog = await openAccounts(user, locale);
    const [first] = within(dialog).getAllByTestId("account-row");
    if (!first) throw new Error("row expected");
    await user.click(within(first).getByTestId("account-check"));
    expect((await within(first).findByTestId("account-check-result")).textContent).toBe(text);
  });

  it("says a refused check by its code", async () => {
    const user = userEvent.setup();
    withProbe();
    const dialog = await openAccounts(user);
    const [first] = within(dialog).getAllByTestId("account-row");
    if (!first) throw new Error("row expected");
    await user.click(within(first).getByTestId("account-check"));
    const toast = await screen.findByTestId("toast-error");
    expect(toast.textContent).toContain("Could not check the account");
    expect(toast.textContent).toContain("This service has no health probe: set its probe URL and a marker first");
    expect(within(first).queryByTestId("account-check-result")).toBeNull();
  });
});

describe("service dialog health probe", () => {
  it("shows the stored probe, checks its fields together and sends them", async () => {
    const user = userEvent.setup();
    services = services.map((service) => ({ ...service, probeSignedOutText: "Sign In" }));
    renderApp("/panel/admin/services");
    await user.click(await screen.findByRole("button", { name: "Edit Netflix" }, { timeout: 4000 }));
    const form = screen.getByRole("dialog", { name: "Edit service" });
    const url = within(form).getByTestId("probe-url-input") as HTMLInputElement;
    const signedIn = within(form).getByTestId("probe-signed-in-input") as HTMLInputElement;
    const signedOut = within(form).getByTestId("probe-signed-out-input") as HTMLInputElement;
    expect([url.value, signedIn.value, signedOut.value]).toEqual(["", "", "Sign In"]);
    expect(within(form).getByRole("group", { name: "Health probe" })).toBeVisible();
    expect(within(form).getByLabelText("Text on the signed-in page")).toBe(signedIn);

    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("Enter the page to check, or clear the texts below.")).toBeVisible();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    await user.clear(url);
    await user.type(url, "ftp://www.netflix.com/browse");
    await user.tab();
    expect(await within(form).findByText("Enter an address that starts with http:// or https://.")).toBeVisible();

    await user.clear(url);
    await user.type(url, "https://www.netflix.com/browse");
    await user.clear(signedOut);
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(
      await within(form).findByText("Enter the text of the signed-in page, the signed-out page, or both."),
    ).toBeVisible();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    await user.clear(signedIn);
    await user.type(signedIn, " Who's watching? ");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      probeUrl: "https://www.netflix.com/browse",
      probeSignedInText: "Who's watching?",
      probeSignedOutText: null,
    });
  });
});

describe("service dialog blocked pages", () => {
  it("sends the patterns as a list and shows the API's refusal on the pattern's line", async () => {
    const user = userEvent.setup();
    renderApp("/panel/admin/services");
    await user.click(await screen.findByRole("button", { name: "Edit Netflix" }));
    const form = screen.getByRole("dialog", { name: "Edit service" });
    const input = within(form).getByTestId("blocked-urls-input") as HTMLTextAreaElement;
    expect(input.value).toBe("||netflix.com/account");
    await user.clear(input);
    await user.paste("||netflix.com/account\n\n||netflix.com/browse");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(
      await within(form).findByText("Line 3: This pattern would block the service's own access URL"),
    ).toBeVisible();
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      blockedUrls: ["||netflix.com/account", "||netflix.com/browse"],
      probeUrl: null,
      probeSignedInText: null,
      probeSignedOutText: null,
    });

    await user.clear(input);
    await user.paste("||netflix.com/account\nnot valid");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText(/^Line 2 is not a valid pattern/)).toBeVisible();
  });
});

describe("expiryState", () => {
  it("tells expired, within 3 days and later apart", () => {
    const now = Date.parse("2026-05-01T00:00:00Z");
    expect(expiryState(null, now)).toBe("none");
    expect(expiryState("2026-04-30T23:00:00Z", now)).toBe("expired");
    expect(expiryState("2026-05-03T23:00:00Z", now)).toBe("soon");
    expect(expiryState("2026-05-04T01:00:00Z", now)).toBe("ok");
  });
});
