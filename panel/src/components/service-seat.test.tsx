import type { EntitledService } from "@app/shared/schemas/catalogue";
import type { UserNotice } from "@app/shared/schemas/incidents";
import type { ServiceSeat } from "@app/shared/schemas/service-accounts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  bothExtensionsInstalled,
  failure,
  makeUser,
  mockApi,
  type RecordedCall,
  renderApp,
  signedInRoutes,
} from "../test/test-utils.tsx";

/*
 * Full pools that don't dead-end (decision 070): each card says whether a seat is free before the
 * click, a refusal says the place in the queue, and a seat that became theirs is a notice.
 */

const uuid = (n: number) => `0b7c1e0a-3333-4c3d-8e9f-00000000000${n}`;
const card = (n: number, name: string, type: "cookie" | "key" = "cookie"): EntitledService => ({
  uuid: uuid(n),
  name,
  logo: null,
  slug: name.toLowerCase().replaceAll(" ", "-"),
  type_service: type,
  categoryName: null,
  categoryNameIndonesian: null,
});
const SERVICES = [
  card(1, "Netflix"),
  card(2, "Canva"),
  card(3, "Spotify"),
  card(4, "Figma"),
  card(5, "Copilot", "key"),
];
const HELD_UNTIL = "2026-05-02T09:30:00.000Z";
const seat = (n: number, state: ServiceSeat["state"], extra: Partial<ServiceSeat> = {}): ServiceSeat => ({
  serviceUuid: uuid(n),
  state,
  position: null,
  queued: false,
  heldUntil: null,
  ...extra,
});

let seats: ServiceSeat[];
let calls: RecordedCall[];
const routes = () => ({
  ...signedInRoutes(makeUser()),
  "GET /api/users/services": () => ({ body: SERVICES }),
  "GET /api/user-accessed-services": () => ({ body: [] }),
  "GET /api/services/list/seats": () => ({ body: seats }),
});

beforeEach(() => {
  seats = [
    seat(1, "held"),
    seat(2, "free"),
    seat(3, "full", { position: 3, queued: false }),
    seat(4, "full", { position: 2, queued: true }),
    seat(5, "held", { heldUntil: HELD_UNTIL }),
  ];
  calls = mockApi(routes());
});

const badgeOf = (name: string) => {
  const named = screen
    .getAllByTestId("service-card")
    .find((c) => within(c).getByTestId("service-name").textContent === name);
  return within(named as HTMLElement).queryByTestId("service-seat");
};
const at = (iso: string, locale: "en" | "id") =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
/** A hold's end on a card: day and time, no year. */
const short = (iso: string, locale: "en" | "id") =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );

describe("a service card's seat, before the click", () => {
  it("says Seat ready, kept until, or Full with the place in line, from one request for every card", async () => {
    renderApp("/panel");
    await waitFor(() => expect(screen.getAllByTestId("service-seat")).toHaveLength(5));
    expect(badgeOf("Netflix")?.textContent).toBe("Seat ready");
    expect(badgeOf("Canva")?.textContent).toBe("Seat ready");
    expect(badgeOf("Spotify")?.textContent).toBe("Full · you'd be #3 in line");
    expect(badgeOf("Figma")?.textContent).toBe("Full · you're #2 in line");
    expect(badgeOf("Copilot")?.textContent).toBe(`Seat kept for you until ${short(HELD_UNTIL, "en")}`);
    expect(badgeOf("Spotify")?.getAttribute("data-state")).toBe("full");
    // Words and an icon, not colour alone; one request for all five cards.
    expect(badgeOf("Spotify")?.querySelector("svg")).not.toBeNull();
    expect(calls.filter((c) => c.path === "/api/services/list/seats")).toHaveLength(1);
  });

  it("speaks Indonesian", async () => {
    renderApp("/id/panel", { basepath: "/id", locale: "id" });
    await waitFor(() => expect(screen.getAllByTestId("service-seat")).toHaveLength(5));
    expect(badgeOf("Netflix")?.textContent).toBe("Kursi siap");
    expect(badgeOf("Spotify")?.textContent).toBe("Penuh · kamu akan jadi antrean ke-3");
    expect(badgeOf("Figma")?.textContent).toBe("Penuh · kamu antrean ke-2");
    expect(badgeOf("Copilot")?.textContent).toBe(`Kursi disimpan untukmu sampai ${short(HELD_UNTIL, "id")}`);
  });

  it("says nothing for a service without a working account, or when the seats cannot be loaded", async () => {
    seats = [seat(1, "none")];
    renderApp("/panel");
    await screen.findAllByTestId("service-card");
    await waitFor(() => expect(calls.some((c) => c.path === "/api/services/list/seats")).toBe(true));
    expect(screen.queryByTestId("service-seat")).toBeNull();
  });
});

describe("opening a service whose seats are all taken", () => {
  beforeEach(async () => {
    seats = [seat(1, "full", { position: 4, queued: false })];
    mockApi({
      ...routes(),
      "POST /api/extension/link-code": () => ({
        status: 201,
        body: { code: "one-time-code", expiresAt: "2099-01-01T00:00:00.000Z" },
      }),
    });
    vi.stubGlobal("chrome", {
      runtime: {
        sendMessage: (_id: string, message: Record<string, unknown>, reply: (r: unknown) => void) => {
          if (message.type === "status") reply({ ok: true, linked: false, user: null });
          else if (message.type === "open-service") {
            // The Worker put them in the queue: the seats now say so.
            seats = [seat(1, "full", { position: 4, queued: true })];
            reply({ ok: false, code: "NO_FREE_SEAT", status: 409, message: "Every seat is taken" });
          } else reply({ ok: true });
        },
      },
    });
    await bothExtensionsInstalled();
  });

  it("from a card: the place in the queue and the promise of a mail, in English", async () => {
    const user = userEvent.setup();
    renderApp("/panel");
    const [netflix] = await screen.findAllByTestId("service-card");
    await waitFor(() => expect(netflix?.getAttribute("data-opens")).toBe("extension"));
    await user.click(netflix as HTMLElement);
    const queue = await screen.findByTestId("seat-queue");
    await waitFor(() =>
      expect(queue.textContent).toBe("All seats are taken. You're #4 in line: we'll email you when a seat is yours."),
    );
    expect(badgeOf("Netflix")?.textContent).toBe("Full · you're #4 in line");
    expect(screen.queryByTestId("service-open-error")).toBeNull();
  });

  it("from a card: in Indonesian", async () => {
    const user = userEvent.setup();
    renderApp("/id/panel", { basepath: "/id", locale: "id" });
    const [netflix] = await screen.findAllByTestId("service-card");
    await waitFor(() => expect(netflix?.getAttribute("data-opens")).toBe("extension"));
    await user.click(netflix as HTMLElement);
    await waitFor(() =>
      expect(screen.getByTestId("seat-queue").textContent).toBe(
        "Semua kursi sedang terpakai. Kamu antrean ke-4: kami akan mengirim email begitu ada kursi untukmu.",
      ),
    );
  });
});

describe("a key service's page when every seat is taken", () => {
  const refuse = () => failure(409, "Every seat is taken", "NO_FREE_SEAT", { position: 2, service: "Copilot" });

  it("is the queue, not an error: the place in line, the mail and the 24 hours", async () => {
    mockApi({ ...routes(), "GET /api/services/access/copilot": refuse });
    renderApp("/panel/service/copilot");
    const queue = await screen.findByTestId("seat-queue");
    expect(within(queue).getByRole("heading").textContent).toBe("All seats of Copilot are taken");
    expect(within(queue).getByTestId("seat-queue-position").textContent).toBe("You're #2 in line.");
    expect(queue.textContent).toContain(
      "We'll email you and tell you here as soon as a seat is yours, and keep it for you for 24 hours.",
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to the dashboard" })).toBeVisible();
  });

  it("speaks Indonesian", async () => {
    mockApi({ ...routes(), "GET /api/services/access/copilot": refuse });
    renderApp("/id/panel/service/copilot", { basepath: "/id", locale: "id" });
    const queue = await screen.findByTestId("seat-queue");
    expect(within(queue).getByRole("heading").textContent).toBe("Semua kursi Copilot sedang terpakai");
    expect(within(queue).getByTestId("seat-queue-position").textContent).toBe("Kamu antrean ke-2.");
    expect(queue.textContent).toContain("selama 24 jam");
  });
});

describe("the notice when a seat is theirs", () => {
  const notice: UserNotice = {
    uuid: "5d2c6a1e-3b4f-4c5d-8e6f-7a8b9c0d1e2f",
    kind: "seat-ready",
    createdAt: "2026-05-01T09:30:00.000Z",
    data: { service: "Spotify", slug: "spotify", heldUntil: HELD_UNTIL },
  };

  it("says until when the seat is kept and links to the service", async () => {
    mockApi({ ...routes(), "GET /api/notices": () => ({ body: [notice] }) });
    renderApp("/panel");
    const shown = await screen.findByTestId("notice");
    expect(shown.getAttribute("data-kind")).toBe("seat-ready");
    expect(shown.textContent).toContain(
      `A seat of Spotify is yours. We keep it for you until ${at(HELD_UNTIL, "en")}. Open Spotify`,
    );
    expect(within(shown).getByRole("link", { name: "Open Spotify" }).getAttribute("href")).toBe(
      "/panel/service/spotify",
    );
  });

  it("speaks Indonesian", async () => {
    mockApi({ ...routes(), "GET /api/notices": () => ({ body: [notice] }) });
    renderApp("/id/panel", { basepath: "/id", locale: "id" });
    const shown = await screen.findByTestId("notice");
    expect(shown.textContent).toContain(
      `Ada kursi Spotify untukmu. Kami menyimpannya untukmu sampai ${at(HELD_UNTIL, "id")}. Buka Spotify`,
    );
    expect(within(shown).getByRole("link", { name: "Buka Spotify" }).getAttribute("href")).toBe(
      "/id/panel/service/spotify",
    );
  });
});
