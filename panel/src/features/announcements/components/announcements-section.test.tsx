import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NEXT_ACTION_RANK, NextActionQueue, useNextActionTurn } from "../../../components/next-action.tsx";
import { ToastProvider } from "../../../components/toast.tsx";
import { LocaleProvider } from "../../../lib/locale.tsx";
import { createQueryClient } from "../../../lib/query-client.ts";
import { bothExtensionsInstalled, envelope, failure, mockApi } from "../../../test/test-utils.tsx";
import type { MyAnnouncement } from "../api.ts";
import { AnnouncementsSection } from "./announcements-section.tsx";

const MAINTENANCE: MyAnnouncement = {
  uuid: "0b6f3c1e-2a4d-4e8f-9a1b-1c2d3e4f5a6b",
  title: "Maintenance tonight",
  html: "<p>The panel is down from <strong>22:00</strong>.</p>",
  level: "critical",
  audience: "everyone",
  startsAt: "2026-11-21T10:00:00.000Z",
};
const WELCOME: MyAnnouncement = {
  uuid: "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f",
  title: "Welcome",
  html: "<p>Install both extensions.</p>",
  level: "info",
  audience: "everyone",
  startsAt: "2026-11-20T10:00:00.000Z",
};
/** Aimed at people without the extensions (issue 46). */
const INSTALL: MyAnnouncement = {
  ...WELCOME,
  uuid: "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e10",
  title: "Install the extensions",
  audience: "without_extensions",
};

function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A call to action ranked before the extensions' (the trial on offer). */
function TrialOnOffer() {
  useNextActionTurn("trial", NEXT_ACTION_RANK.trial, true);
  return <p>Trial on offer</p>;
}

function renderSection(before?: ReactNode) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, "test-token");
  const queryClient = createQueryClient();
  render(
    <LocaleProvider initial={{ locale: "en", autoDetected: false, preference: null }} navigate={() => {}}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <NextActionQueue>
            {before}
            <AnnouncementsSection />
          </NextActionQueue>
        </ToastProvider>
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return queryClient;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AnnouncementsSection", () => {
  it("shows one aimed at people without the extensions only on a computer where they are missing", async () => {
    mockApi({ "GET /api/notifications/mine": () => ({ body: [INSTALL, WELCOME] }) });
    renderSection();
    // While the extensions may still say hello, it waits; once they are missing, it shows.
    await waitFor(() => expect(screen.getAllByTestId("announcement")).toHaveLength(2), { timeout: 3000 });
    expect(screen.getByText("Install the extensions")).toBeVisible();
    // Both extensions say hello: it goes, the others stay.
    await bothExtensionsInstalled();
    await waitFor(() => expect(screen.queryByText("Install the extensions")).toBeNull());
    expect(screen.getAllByTestId("announcement")).toHaveLength(1);
  });

  it("one aimed at people without the extensions waits while the trial is the next action (issue 46)", async () => {
    mockApi({ "GET /api/notifications/mine": () => ({ body: [INSTALL, WELCOME] }) });
    renderSection(<TrialOnOffer />);
    expect(await screen.findByText("Welcome")).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(screen.queryByText("Install the extensions")).toBeNull();
  });

  it("never shows one aimed at people without the extensions on a phone", async () => {
    vi.stubGlobal("navigator", { ...navigator, userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)" });
    mockApi({ "GET /api/notifications/mine": () => ({ body: [INSTALL, WELCOME] }) });
    renderSection();
    expect(await screen.findByText("Welcome")).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(screen.queryByText("Install the extensions")).toBeNull();
  });

  it("lists the announcements in the server's order, styled by level, with the server's HTML", async () => {
    const calls = mockApi({ "GET /api/notifications/mine": () => ({ body: [MAINTENANCE, WELCOME] }) });
    renderSection();
    const items = await screen.findAllByTestId("announcement");
    expect(items.map((item) => item.dataset.level)).toEqual(["critical", "info"]);
    expect(within(items[0] as HTMLElement).getByRole("alert").textContent).toContain("Maintenance tonight");
    expect(within(items[1] as HTMLElement).getByRole("status").textContent).toContain("Install both extensions.");
    expect((items[0] as HTMLElement).querySelector("strong")?.textContent).toBe("22:00");
    expect(calls[0]?.search).toBe("?locale=en");
  });

  it("renders nothing when there is no announcement or the list fails", async () => {
    const calls = mockApi({ "GET /api/notifications/mine": () => failure(500, "boom", "INTERNAL_ERROR") });
    renderSection();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByTestId("announcements")).toBeNull();
  });

  it("removes a dismissed announcement at once and tells the server", async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const calls = mockApi({
      "GET /api/notifications/mine": () => ({ body: [MAINTENANCE, WELCOME] }),
      [`POST /api/notifications/${WELCOME.uuid}/dismiss`]: () => pending.promise,
    });
    renderSection();
    await screen.findAllByTestId("announcement");

    await user.click(screen.getByRole("button", { name: "Dismiss the announcement Welcome" }));
    // Optimistic: gone before the server has answered.
    await waitFor(() => expect(screen.getAllByTestId("announcement")).toHaveLength(1));
    expect(screen.queryByText("Welcome")).toBeNull();
    expect(calls.some((c) => c.method === "POST" && c.path === `/api/notifications/${WELCOME.uuid}/dismiss`)).toBe(
      true,
    );

    await act(async () => pending.resolve(envelope({ dismissed: true })));
    expect(screen.getAllByTestId("announcement")).toHaveLength(1);
    expect(screen.getByText("Maintenance tonight")).toBeVisible();
  });

  it("puts the announcement back and reports the error when the dismissal fails", async () => {
    const user = userEvent.setup();
    mockApi({
      "GET /api/notifications/mine": () => ({ body: [MAINTENANCE, WELCOME] }),
      [`POST /api/notifications/${MAINTENANCE.uuid}/dismiss`]: () =>
        failure(404, "Announcement not found", "NOT_FOUND"),
    });
    renderSection();
    await screen.findAllByTestId("announcement");
    await user.click(screen.getByRole("button", { name: "Dismiss the announcement Maintenance tonight" }));

    expect((await screen.findByTestId("toast-error")).textContent).toContain(
      "The announcement could not be dismissed.",
    );
    const items = screen.getAllByTestId("announcement");
    expect(items.map((item) => item.dataset.level)).toEqual(["critical", "info"]);
  });
});
