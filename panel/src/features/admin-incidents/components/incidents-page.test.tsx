import type { DowntimeCreditSettings, IncidentDto } from "@app/shared/schemas/incidents";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { failure, makeUser, mockApi, type RecordedCall, renderApp, signedInRoutes } from "../../../test/test-utils.tsx";

const NETFLIX = { uuid: "0b7c1e0a-1111-4c3d-8e9f-000000000001", name: "Netflix" };
const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.parse("2026-05-01T00:00:00.000Z") + ms).toISOString();

const incident = (n: number, overrides: Partial<IncidentDto>): IncidentDto => ({
  uuid: `0b7c1e0a-3333-4c3d-8e9f-00000000000${n}`,
  service: NETFLIX,
  account: null,
  state: "down",
  cause: { code: "probe-redirected", value: 302 },
  startedAt: at(0),
  endedAt: at(HOUR),
  confirmedBy: null,
  credit: null,
  ...overrides,
});

const SERVICE_INCIDENTS: IncidentDto[] = [
  incident(1, { endedAt: null }),
  incident(2, {
    endedAt: at(7.5 * HOUR),
    confirmedBy: "probe",
    credit: { outcome: "credited", users: 37, days: 1, at: at(8 * HOUR) },
  }),
  incident(3, {
    endedAt: at(2 * HOUR),
    confirmedBy: "admin",
    credit: { outcome: "below-threshold", users: 0, days: 0, at: at(3 * HOUR) },
  }),
  incident(4, {
    endedAt: at(9 * HOUR),
    confirmedBy: "probe",
    credit: { outcome: "credits-off", users: 0, days: 0, at: at(10 * HOUR) },
  }),
  incident(5, { state: "degraded", endedAt: at(51 * HOUR) }),
];
const ACCOUNT_INCIDENTS: IncidentDto[] = [
  incident(6, { account: { id: "0b7c1e0a-2222-4c3d-8e9f-000000000001", label: "Family 1" }, endedAt: null }),
];

let serviceIncidents: IncidentDto[];
let settings: DowntimeCreditSettings;
let calls: RecordedCall[];
let failPut: boolean;
/** The answer of POST /incidents/{uuid}/confirm. */
let confirmReply: (uuid: string) => Response | { body: unknown };

function page(rows: IncidentDto[]): Response {
  return new Response(JSON.stringify({ error: false, data: rows, meta: { page: 1, limit: 10, total: rows.length } }), {
    headers: { "Content-Type": "application/json" },
  });
}

beforeEach(() => {
  serviceIncidents = SERVICE_INCIDENTS;
  settings = { enabled: true, thresholdHours: 6 };
  failPut = false;
  confirmReply = (uuid) => {
    serviceIncidents = serviceIncidents.map((row) => (row.uuid === uuid ? { ...row, confirmedBy: "admin" } : row));
    return { body: serviceIncidents.find((row) => row.uuid === uuid) };
  };
  const first = SERVICE_INCIDENTS[0] as IncidentDto;
  calls = mockApi({
    [`POST /api/incidents/${first.uuid}/confirm`]: () => confirmReply(first.uuid),
    ...signedInRoutes(makeUser({ role: "admin" })),
    "GET /api/incidents": (call) => {
      const query = new URLSearchParams(call.search);
      const rows = query.get("scope") === "accounts" ? ACCOUNT_INCIDENTS : serviceIncidents;
      const open = query.get("open");
      return page(open === null ? rows : rows.filter((row) => (row.endedAt === null) === (open === "true")));
    },
    "GET /api/incidents/credit-settings": () => ({ body: settings }),
    "PUT /api/incidents/credit-settings": (call) => {
      if (failPut) {
        return failure(400, "Too big", "VALIDATION_ERROR", {
          fields: [
            {
              field: "thresholdHours",
              message: "Too big: expected number to be <=720",
              issue: { code: "too_big", origin: "number", maximum: 720, inclusive: true },
            },
          ],
        });
      }
      settings = call.body as DowntimeCreditSettings;
      return { body: settings };
    },
  });
});

const rows = async () => screen.findAllByTestId("table-row", {}, { timeout: 4000 });
const cellTexts = (testId: string) => screen.getAllByTestId(testId).map((cell) => cell.textContent);

describe("incidents page", () => {
  it("lists service incidents with their duration and how each was credited", async () => {
    renderApp("/panel/admin/incidents");
    expect(await rows()).toHaveLength(5);
    expect(calls.find((c) => c.path === "/api/incidents")?.search).toBe("?page=1&limit=10&scope=services");
    expect(screen.queryByRole("columnheader", { name: "Account" })).toBeNull();
    expect(cellTexts("incident-credit")).toEqual([
      "After it ends",
      "1 day to 37 subscribers",
      "Below threshold",
      "Credits were off",
      "—",
    ]);
    expect(cellTexts("incident-duration").slice(1)).toEqual(["7 h 30 min", "2 h 0 min", "9 h 0 min", "2 d 3 h"]);
    expect(screen.getAllByTestId("incident-ongoing")).toHaveLength(1);
    expect(cellTexts("incident-state")).toEqual(["Down", "Down", "Down", "Down", "Degraded"]);
    expect(cellTexts("incident-cause")[0]).toBe("Health check: sent to another page (302), signed out");
  });

  it("says the credit in Indonesian", async () => {
    renderApp("/id/panel/admin/incidents", { basepath: "/id", locale: "id" });
    await rows();
    expect(cellTexts("incident-credit").slice(0, 2)).toEqual(["Setelah selesai", "1 hari untuk 37 pelanggan"]);
    // The status words and the cause are the reader's too (issue 44), the status page's words.
    expect(cellTexts("incident-state")[0]).toBe("Tidak berfungsi");
    expect(cellTexts("incident-cause")[0]).toBe("Pemeriksaan kesehatan: dialihkan ke halaman lain (302), sudah keluar");
  });

  it("switches to account incidents and filters open ones", async () => {
    const user = userEvent.setup();
    renderApp("/panel/admin/incidents");
    await rows();
    await user.click(screen.getByRole("button", { name: "Accounts" }));
    await waitFor(() => expect(screen.getAllByTestId("table-row")).toHaveLength(1));
    expect(screen.getByRole("columnheader", { name: "Account" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Accounts" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("table-row").textContent).toContain("Family 1");
    expect(cellTexts("incident-credit")).toEqual(["—"]);

    await user.click(screen.getByRole("button", { name: "Closed" }));
    expect((await screen.findByTestId("table-empty")).textContent).toBe("No closed incidents yet.");
    expect(calls.at(-1)?.search).toBe("?page=1&limit=10&scope=accounts&open=false");
  });

  it("says every service was operational when there is no incident", async () => {
    serviceIncidents = [];
    renderApp("/panel/admin/incidents");
    expect((await screen.findByTestId("table-empty", {}, { timeout: 4000 })).textContent).toBe(
      "No incidents — every service has been operational",
    );
  });
});

describe("confirming an outage", () => {
  it("says who confirmed each service outage, and an admin confirms an unconfirmed one", async () => {
    const user = userEvent.setup();
    renderApp("/panel/admin/incidents");
    await rows();
    expect(screen.getByRole("columnheader", { name: "Confirmation" })).toBeVisible();
    expect(cellTexts("incident-confirmed")).toEqual([
      "Not confirmed",
      "Confirmed by probe",
      "Confirmed by an admin",
      "Confirmed by probe",
      "—",
    ]);
    const started = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(new Date(at(0)));
    const buttons = screen.getAllByTestId("incident-confirm");
    expect(buttons).toHaveLength(1);
    const button = screen.getByRole("button", { name: `Confirm the outage of Netflix that started ${started}` });
    expect(button.textContent).toBe("Confirm outage");

    // "No, cancel" sends nothing.
    await user.click(button);
    let dialog = screen.getByRole("alertdialog", { name: "Confirm the outage of Netflix?" });
    expect(dialog.textContent).toContain("Only confirmed outages earn subscribers downtime credits.");
    await user.click(within(dialog).getByRole("button", { name: "No, cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await user.click(button);
    dialog = screen.getByRole("alertdialog", { name: "Confirm the outage of Netflix?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, I'm sure" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      `/api/incidents/${SERVICE_INCIDENTS[0]?.uuid}/confirm`,
    ]);
    expect((await screen.findByTestId("toast-success")).textContent).toContain("Outage confirmed");
    await waitFor(() => expect(cellTexts("incident-confirmed")[0]).toBe("Confirmed by an admin"));
    expect(screen.queryByTestId("incident-confirm")).toBeNull();
  });

  it("keeps the confirmation open and says why when the API refuses", async () => {
    const user = userEvent.setup();
    confirmReply = () => failure(422, "Only a service incident in state down can be confirmed", "VALIDATION_ERROR");
    renderApp("/panel/admin/incidents");
    await rows();
    await user.click(screen.getByTestId("incident-confirm"));
    const dialog = screen.getByRole("alertdialog", { name: "Confirm the outage of Netflix?" });
    await user.click(within(dialog).getByRole("button", { name: "Yes, I'm sure" }));
    expect((await screen.findByTestId("toast-error")).textContent).toContain("Could not confirm the outage");
    expect(dialog.isConnected).toBe(true);
    expect(screen.getByTestId("incident-confirm")).toBeTruthy();
  });

  it("names an outage settled without confirmation, in both languages", async () => {
    serviceIncidents = [
      incident(7, {
        endedAt: at(9 * HOUR),
        credit: { outcome: "unconfirmed", users: 0, days: 0, at: at(10 * HOUR) },
      }),
    ];
    renderApp("/panel/admin/incidents");
    await rows();
    expect(cellTexts("incident-credit")).toEqual(["Not credited: not confirmed"]);
    expect(cellTexts("incident-confirmed")).toEqual(["Not confirmed"]);
    // Settled: too late to confirm.
    expect(screen.queryByTestId("incident-confirm")).toBeNull();
  });

  it("speaks Indonesian", async () => {
    serviceIncidents = [
      ...SERVICE_INCIDENTS.slice(0, 2),
      incident(7, { endedAt: at(9 * HOUR), credit: { outcome: "unconfirmed", users: 0, days: 0, at: at(10 * HOUR) } }),
    ];
    renderApp("/id/panel/admin/incidents", { basepath: "/id", locale: "id" });
    await rows();
    expect(cellTexts("incident-confirmed")).toEqual([
      "Belum dikonfirmasi",
      "Dikonfirmasi oleh pemeriksaan otomatis",
      "Belum dikonfirmasi",
    ]);
    expect(screen.getByTestId("incident-confirm").textContent).toBe("Konfirmasi gangguan");
    expect(cellTexts("incident-credit")[2]).toBe("Tanpa kompensasi: belum dikonfirmasi");
  });
});

describe("downtime credit settings", () => {
  it("saves the switch and the threshold, with field errors from the form and the API", async () => {
    const user = userEvent.setup();
    renderApp("/panel/admin/incidents");
    const card = await screen.findByTestId("credit-settings-form", {}, { timeout: 4000 });
    const enabled = within(card).getByLabelText("Credit downtime to subscribers") as HTMLInputElement;
    const threshold = within(card).getByLabelText("Threshold (hours)") as HTMLInputElement;
    expect(enabled.checked).toBe(true);
    expect(threshold.value).toBe("6");

    await user.clear(threshold);
    await user.type(threshold, "0");
    await user.click(within(card).getByRole("button", { name: "Save" }));
    expect(await within(card).findByText("Threshold (hours) must be greater than or equal to 1")).toBeVisible();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    failPut = true;
    await user.clear(threshold);
    await user.type(threshold, "24");
    await user.click(within(card).getByRole("button", { name: "Save" }));
    const error = await within(card).findByText("Threshold (hours) must be less than or equal to 720");
    expect(threshold.getAttribute("aria-describedby")).toContain(error.id);

    failPut = false;
    await user.click(enabled);
    await user.click(within(card).getByRole("button", { name: "Save" }));
    expect((await screen.findByTestId("toast-success")).textContent).toContain("Downtime credit settings saved");
    expect(calls.filter((c) => c.method === "PUT").at(-1)?.body).toEqual({ enabled: false, thresholdHours: 24 });
  });
});
