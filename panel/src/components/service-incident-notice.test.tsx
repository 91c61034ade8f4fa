import type { EntitledService } from "@app/shared/schemas/catalogue";
import type { ServiceStatus, StatusResult } from "@app/shared/schemas/status";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { serviceIncident } from "../lib/service-status.ts";
import { failure, makeUser, mockApi, renderApp, signedInRoutes } from "../test/test-utils.tsx";

const SINCE = "2026-11-26T08:30:00.000Z";
const NETFLIX = { uuid: "0b7c1e0a-1111-4c3d-8e9f-000000000001", slug: "netflix-premium" };
const COPILOT = { uuid: "0b7c1e0a-1111-4c3d-8e9f-000000000002", slug: "code-copilot" };

function entry(service: { uuid: string; slug: string }, state: ServiceStatus["state"]): ServiceStatus {
  return {
    ...service,
    name: service.slug,
    state,
    since: state === "operational" ? null : SINCE,
    cause: state === "operational" ? null : { code: "probe-signed-out-marker", value: null },
    categoryName: null,
    categoryNameIndonesian: null,
    days: Array.from({ length: 90 }, () => 1),
    uptime: 1,
    uptimeSince: "2026-11-26",
  };
}

function status(...services: ServiceStatus[]): StatusResult {
  return { services, history: [], firstDay: "2026-08-29", generatedAt: "2026-11-26T09:00:00.000Z" };
}

const USER_SERVICES: EntitledService[] = [
  {
    ...NETFLIX,
    name: "Netflix Premium",
    logo: null,
    type_service: "cookie",
    categoryName: "Streaming",
    categoryNameIndonesian: null,
  },
  {
    ...COPILOT,
    name: "Code Copilot",
    logo: null,
    type_service: "key",
    categoryName: null,
    categoryNameIndonesian: null,
  },
];

describe("serviceIncident", () => {
  it("is null while the status is not loaded, for an operational service and for an unknown one", () => {
    expect(serviceIncident(undefined, NETFLIX)).toBeNull();
    expect(serviceIncident(status(entry(NETFLIX, "operational")), NETFLIX)).toBeNull();
    expect(serviceIncident(status(entry(COPILOT, "down")), NETFLIX)).toBeNull();
  });

  it("gives the state and start of a degraded or down service, by uuid first, else by slug", () => {
    const current = status(entry(NETFLIX, "degraded"), entry(COPILOT, "down"));
    expect(serviceIncident(current, NETFLIX)).toEqual({ state: "degraded", since: SINCE });
    expect(serviceIncident(current, { slug: "code-copilot" })).toEqual({ state: "down", since: SINCE });
    // A renamed slug still matches by uuid.
    expect(serviceIncident(current, { uuid: COPILOT.uuid, slug: "old-slug" })?.state).toBe("down");
  });
});

describe("ServiceIncidentNotice", () => {
  const since = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(new Date(SINCE));

  it("marks the card of a service that is not operational, and only that one", async () => {
    mockApi({
      ...signedInRoutes(makeUser()),
      "GET /api/users/services": () => ({ body: USER_SERVICES }),
      "GET /api/user-accessed-services": () => ({ body: [] }),
      "GET /api/status": () => ({ body: status(entry(NETFLIX, "degraded"), entry(COPILOT, "operational")) }),
    });
    renderApp("/panel");
    const notice = await screen.findByTestId("service-incident-notice");
    // The status page's word for the state (issue 44), not a word of its own.
    expect(notice.textContent).toBe(`Degraded since ${since}. We are fixing it.`);
    const cards = screen.getAllByTestId("service-card");
    expect(within(cards[0] as HTMLElement).queryByTestId("service-incident-notice")).toBe(notice);
    expect(within(cards[1] as HTMLElement).queryByTestId("service-incident-notice")).toBeNull();
  });

  it("shows nothing when the status call fails", async () => {
    const calls = mockApi({
      ...signedInRoutes(makeUser()),
      "GET /api/users/services": () => ({ body: USER_SERVICES }),
      "GET /api/user-accessed-services": () => ({ body: [] }),
      "GET /api/status": () => failure(500, "Internal server error", "INTERNAL_ERROR"),
    });
    renderApp("/panel");
    expect(await screen.findAllByTestId("service-card")).toHaveLength(2);
    await vi.waitFor(() => expect(calls.some((call) => call.path === "/api/status")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId("service-incident-notice")).toBeNull();
  });

  it("shows the notice on the service's page, in Indonesian too", async () => {
    mockApi({
      ...signedInRoutes(makeUser()),
      "GET /api/services/access/code-copilot": () => ({
        body: {
          ...COPILOT,
          name: "Code Copilot",
          logo: null,
          type_service: "key",
          categoryName: null,
          categoryNameIndonesian: null,
          accessUrl: null,
          secret: "sk-1",
          subscriptionEndsAt: "2026-12-31T00:00:00.000Z",
        },
      }),
      "GET /api/status": () => ({ body: status(entry(COPILOT, "down")) }),
    });
    renderApp("/id/panel/service/code-copilot", { basepath: "/id", locale: "id" });
    const notice = await screen.findByTestId("service-incident-notice");
    const sinceId = new Intl.DateTimeFormat("id", { dateStyle: "medium", timeStyle: "short" }).format(new Date(SINCE));
    expect(notice.textContent).toBe(`Tidak berfungsi sejak ${sinceId}. Sedang kami perbaiki.`);
    expect(notice.dataset.state).toBe("down");
  });
});
