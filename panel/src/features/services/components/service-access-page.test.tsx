import type { ServiceAccessDto } from "@app/shared/schemas/catalogue";
import { screen, within } from "@testing-library/react";
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
} from "../../../test/test-utils.tsx";

const ENDS_AT = "2026-04-30T12:00:00.000Z";

function access(overrides: Partial<ServiceAccessDto> = {}): ServiceAccessDto {
  return {
    uuid: "0b7c1e0a-1111-4c3d-8e9f-000000000002",
    name: "Code Copilot",
    slug: "code-copilot",
    logo: "/api/media/logos/copilot.png",
    type_service: "key",
    categoryName: "Developer tools",
    categoryNameIndonesian: null,
    accessUrl: "https://copilot.example.com/app",
    secret: "sk-live-123456",
    subscriptionEndsAt: ENDS_AT,
    ...overrides,
  };
}

let answer: () => Response | { body: unknown };
let calls: RecordedCall[];
const writeText = vi.fn(async (_text: string) => {});

beforeEach(() => {
  answer = () => ({ body: access() });
  writeText.mockClear();
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  calls = mockApi({
    ...signedInRoutes(makeUser()),
    "GET /api/services/access/code-copilot": () => answer(),
  });
});

const accessCalls = () => calls.filter((call) => call.path.startsWith("/api/services/access/"));

describe("ServiceAccessPage", () => {
  it("shows a key service: name, logo, category, type, end date, open button and the masked key", async () => {
    const user = userEvent.setup();
    renderApp("/panel/service/code-copilot");
    expect((await screen.findByTestId("service-name")).textContent).toBe("Code Copilot");
    expect(screen.getByRole("img", { name: "Code Copilot logo" }).getAttribute("width")).toBe("64");
    expect(screen.getByTestId("service-category").textContent).toBe("Developer tools");
    expect(screen.getByTestId("service-kind-key").textContent).toBe("Access key to copy");
    const ends = new Intl.DateTimeFormat("en", { dateStyle: "long" }).format(new Date(ENDS_AT));
    expect(screen.getByTestId("subscription-ends").textContent).toContain(ends);

    const open = screen.getByRole("link", { name: /Open Code Copilot/ });
    expect(open.getAttribute("href")).toBe("https://copilot.example.com/app");
    expect(open.getAttribute("target")).toBe("_blank");
    expect(open.getAttribute("rel")).toContain("noopener");

    const key = screen.getByLabelText("Your access key") as HTMLInputElement;
    expect(key.type).toBe("password");
    expect(key.value).toBe("sk-live-123456");
    await user.click(screen.getByRole("button", { name: "Show key" }));
    expect(key.type).toBe("text");
    expect(screen.getByRole("button", { name: "Hide key" }).getAttribute("aria-pressed")).toBe("true");

    await user.click(screen.getByRole("button", { name: "Copy key" }));
    // userEvent.setup() puts its own clipboard in place of the stub.
    expect(await navigator.clipboard.readText()).toBe("sk-live-123456");
    expect((await screen.findByTestId("toast-success")).textContent).toContain("Copied to the clipboard");
    expect(accessCalls()).toHaveLength(1);
  });

  it("a cookie service without the extensions in this browser: no Open button, the way to install them", async () => {
    answer = () => ({
      body: access({ type_service: "cookie", secret: null, categoryName: null, categoryNameIndonesian: null }),
    });
    renderApp("/panel/service/code-copilot");
    expect(await screen.findByTestId("service-kind-cookie")).toBeVisible();
    expect(screen.queryByTestId("service-category")).toBeNull();
    expect(screen.getByTestId("service-kind-cookie").textContent).toBe("Opens signed in");
    expect(screen.queryByLabelText("Your access key")).toBeNull();
    const install = await screen.findByRole("link", { name: "Install the extensions first" }, { timeout: 3000 });
    expect(install.getAttribute("href")).toBe("/panel/addons?guide=1");
    expect(screen.getByTestId("service-needs-extensions").textContent).toContain("not installed in this browser");
    expect(screen.queryByRole("button", { name: /Open Code Copilot/ })).toBeNull();
    // Nothing about pressing Open while there is nothing to press.
    expect(screen.queryByTestId("cookie-note")).toBeNull();
  });

  it("on a phone, says the service opens on a computer instead of offering an install", async () => {
    vi.stubGlobal("navigator", {
      ...navigator,
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148",
    });
    answer = () => ({ body: access({ type_service: "cookie", secret: null }) });
    renderApp("/panel/service/code-copilot");
    expect((await screen.findByTestId("service-on-computer")).textContent).toContain("opens on a computer");
    expect(screen.getByRole("link", { name: "Set it up on my computer" }).getAttribute("href")).toBe("/panel/addons");
    expect(screen.queryByRole("link", { name: "Install the extensions first" })).toBeNull();
  });

  it("says it in Indonesian on an Indonesian page", async () => {
    answer = () => ({ body: access({ type_service: "cookie", secret: null }) });
    renderApp("/id/panel/service/code-copilot", { basepath: "/id", locale: "id" });
    const install = await screen.findByRole("link", { name: "Pasang ekstensinya dulu" }, { timeout: 3000 });
    expect(install.getAttribute("href")).toBe("/id/panel/addons?guide=1");
  });

  describe("with the Access extension installed", () => {
    const sent: { id: string; message: Record<string, unknown> }[] = [];
    let openReply: Record<string, unknown>;
    beforeEach(async () => {
      sent.length = 0;
      openReply = { ok: true };
      answer = () => ({ body: access({ type_service: "cookie", secret: null }) });
      calls = mockApi({
        ...signedInRoutes(makeUser()),
        "GET /api/services/access/code-copilot": () => answer(),
        "POST /api/extension/link-code": () => ({
          status: 201,
          body: { code: "one-time-code-123", expiresAt: ENDS_AT },
        }),
      });
      await bothExtensionsInstalled();
      (globalThis as unknown as { chrome: unknown }).chrome = {
        runtime: {
          sendMessage: (id: string, message: Record<string, unknown>, reply: (r: unknown) => void) => {
            sent.push({ id, message });
            if (message.type === "status") reply({ ok: true, linked: false, user: null });
            else if (message.type === "link") reply({ ok: true, user: { name: "Rina", email: "rina@example.com" } });
            else reply(openReply);
          },
        },
      };
      return () => {
        delete (globalThis as unknown as { chrome?: unknown }).chrome;
      };
    });

    it("links with a one-time code from the API, then asks the extension to open the service", async () => {
      const user = userEvent.setup();
      renderApp("/panel/service/code-copilot");
      expect((await screen.findByTestId("cookie-note")).textContent).toContain("sign you in for you");
      await user.click(await screen.findByRole("button", { name: /Open Code Copilot/ }));
      expect((await screen.findByTestId("service-opened")).textContent).toBe(
        "Code Copilot opened in a new tab, signed in.",
      );
      // The signed-in area links the extension on its first page (this mock never reports it
      // linked); opening checks and links again, then opens.
      expect(sent.map((m) => m.message.type).slice(-3)).toEqual(["status", "link", "open-service"]);
      expect(sent.every((m) => m.id === "mlbpacckabidemamnpjgonbbojahbjlc")).toBe(true);
      expect(sent.at(-2)?.message.code).toBe("one-time-code-123");
      expect(sent.at(-1)?.message.serviceUuid).toBe("0b7c1e0a-1111-4c3d-8e9f-000000000002");
    });

    it("a conflicting extension: nothing applied, a link to the security alert", async () => {
      const user = userEvent.setup();
      openReply = { ok: false, code: "CONFLICT_EXTENSIONS", conflicts: ["hlkenndednhfkekhgcdicdfddnkalmdm"] };
      renderApp("/panel/service/code-copilot");
      await user.click(await screen.findByRole("button", { name: /Open Code Copilot/ }));
      const error = await screen.findByTestId("service-open-error");
      expect(within(error).getByRole("link", { name: "See which one" }).getAttribute("href")).toBe(
        "/panel/addons/security-alert",
      );
    });

    it.each([
      ["en", "/panel/service/code-copilot", undefined, "All seats are taken. You're in line: we'll email you"],
      ["id", "/id/panel/service/code-copilot", "/id", "Semua kursi sedang terpakai. Kamu sudah masuk antrean"],
    ] as const)(
      "every seat taken (NO_FREE_SEAT) is a place in the queue in %s",
      async (locale, url, basepath, text) => {
        const user = userEvent.setup();
        openReply = { ok: false, status: 409, code: "NO_FREE_SEAT", message: "Every seat of this service is taken." };
        renderApp(url, { basepath, locale });
        await user.click(await screen.findByTestId("service-open"));
        // No seats known here (the route is not mocked): "in line", without a number.
        const queue = await screen.findByTestId("seat-queue");
        expect(queue.textContent).toContain(text);
        expect(screen.queryByTestId("service-open-error")).toBeNull();
      },
    );

    it.each([
      ["en", "/panel/service/code-copilot", undefined, "This service is down and we are fixing it."],
      ["id", "/id/panel/service/code-copilot", "/id", "Layanan ini tidak berfungsi dan sedang kami perbaiki."],
    ] as const)("every account down (SERVICE_DOWN) is said in %s", async (locale, url, basepath, text) => {
      const user = userEvent.setup();
      openReply = { ok: false, status: 409, code: "SERVICE_DOWN", message: "This service has a known problem." };
      renderApp(url, { basepath, locale });
      await user.click(await screen.findByTestId("service-open"));
      const error = await screen.findByTestId("service-open-error");
      expect(error.getAttribute("data-code")).toBe("SERVICE_DOWN");
      expect(error.textContent).toContain(text);
    });

    it("an outdated extension (426) leads to the outdated page", async () => {
      const user = userEvent.setup();
      openReply = {
        ok: false,
        status: 426,
        code: "EXTENSION_OUTDATED",
        message: "The extensions are outdated and must be updated.",
      };
      const { router } = renderApp("/panel/service/code-copilot");
      await user.click(await screen.findByRole("button", { name: /Open Code Copilot/ }));
      await vi.waitFor(() => expect(router.state.location.pathname).toBe("/panel/addons/outdated"));
    });
  });

  it.each([
    ["SUBSCRIPTION_REQUIRED", "You have no active subscription", "You need an active subscription", "Choose a package"],
    ["NOT_ENTITLED", "This service is not included in your package", "Not included in your package", "See packages"],
  ])("shows a page for %s with a link to the packages", async (code, message, title, cta) => {
    answer = () => failure(403, message, code);
    renderApp("/panel/service/code-copilot");
    const page = await screen.findByTestId("service-denied");
    expect(page.getAttribute("data-code")).toBe(code);
    expect(within(page).getByRole("heading", { level: 1 }).textContent).toBe(title);
    expect(within(page).getByRole("link", { name: cta }).getAttribute("href")).toBe("/pricing");
    expect(within(page).getByRole("link", { name: "Back to the dashboard" }).getAttribute("href")).toBe("/panel");
    // A refusal is the answer: no retry.
    expect(accessCalls()).toHaveLength(1);
  });

  it("shows a page for SERVICE_UNAVAILABLE that points to the report form", async () => {
    answer = () => failure(403, "This service is currently unavailable", "SERVICE_UNAVAILABLE");
    renderApp("/panel/service/code-copilot");
    const page = await screen.findByTestId("service-denied");
    expect(within(page).getByRole("heading", { level: 1 }).textContent).toBe("This service is currently unavailable");
    expect(within(page).getByRole("link", { name: "Report services" }).getAttribute("href")).toBe("/panel/report");
    expect(within(page).queryByRole("link", { name: "See packages" })).toBeNull();
  });

  it("keeps the /id prefix on the pricing link", async () => {
    answer = () => failure(403, "You have no active subscription", "SUBSCRIPTION_REQUIRED");
    renderApp("/id/panel/service/code-copilot", { basepath: "/id", locale: "id" });
    const page = await screen.findByTestId("service-denied");
    expect(within(page).getByRole("link", { name: "Pilih paket" }).getAttribute("href")).toBe("/id/pricing");
  });

  it.each([["SERVICE_DOWN", "This service is down and we are fixing it. Please try again later."]])(
    "a key service refused with %s says why, with a retry",
    async (code, text) => {
      answer = () => failure(409, "refused", code);
      renderApp("/panel/service/code-copilot");
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toContain(`This service could not be opened. ${text}`);
      expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
      // A refusal is the answer: no automatic retry.
      expect(accessCalls()).toHaveLength(1);
    },
  );

  it("a key service refused with NO_FREE_SEAT is the queue, with no retry to press", async () => {
    answer = () => failure(409, "refused", "NO_FREE_SEAT", { position: 5, service: "Code Copilot" });
    renderApp("/panel/service/code-copilot");
    const queue = await screen.findByTestId("seat-queue");
    expect(within(queue).getByTestId("seat-queue-position").textContent).toBe("You're #5 in line.");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(accessCalls()).toHaveLength(1);
  });

  it("shows a not-found page for an unknown slug", async () => {
    answer = () => failure(404, "Service not found", "NOT_FOUND");
    renderApp("/panel/service/code-copilot");
    const page = await screen.findByTestId("service-not-found");
    expect(within(page).getByRole("heading").textContent).toBe("Service not found");
    expect(accessCalls()).toHaveLength(1);
  });
});
