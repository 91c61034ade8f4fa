import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ToastProvider } from "../../../components/toast.tsx";
import { LocaleProvider } from "../../../lib/locale.tsx";
import { createQueryClient } from "../../../lib/query-client.ts";
import { envelope, failure, mockApi } from "../../../test/test-utils.tsx";
import type { UserNotice } from "../api.ts";
import { NoticesBanner } from "./notices-banner.tsx";

const CREDIT: UserNotice = {
  uuid: "5d2c6a1e-3b4f-4c5d-8e6f-7a8b9c0d1e2f",
  kind: "downtime-credit",
  createdAt: "2026-05-02T08:00:00.000Z",
  data: {
    service: "Netflix",
    days: 2,
    startedAt: "2026-05-01T01:00:00.000Z",
    endedAt: "2026-05-02T07:30:00.000Z",
  },
};

const dateTime = (iso: string, locale: "en" | "id") =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

function renderBanner(locale: "en" | "id" = "en") {
  window.localStorage.setItem(STORAGE_KEYS.authToken, "test-token");
  render(
    <LocaleProvider initial={{ locale, autoDetected: false, preference: null }} navigate={() => {}}>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <NoticesBanner />
        </ToastProvider>
      </QueryClientProvider>
    </LocaleProvider>,
  );
}

describe("NoticesBanner", () => {
  it("says how many days were added, for which service and when it was down", async () => {
    mockApi({
      "GET /api/notices": () => ({
        body: [
          CREDIT,
          {
            ...CREDIT,
            uuid: "5d2c6a1e-0000-4c5d-8e6f-7a8b9c0d1e2f",
            data: { ...CREDIT.data, service: "Canva", days: 1 },
          },
        ],
      }),
    });
    renderBanner();
    const [first, second] = await screen.findAllByTestId("notice");
    expect(first?.textContent).toBe(
      `We added 2 days to your subscription because Netflix was down from ${dateTime(CREDIT.data.startedAt, "en")} to ${dateTime(CREDIT.data.endedAt, "en")}. Sorry for the trouble.`,
    );
    expect(second?.textContent).toContain("We added 1 day to your subscription because Canva was down");
  });

  it("speaks Indonesian in the user's register", async () => {
    mockApi({ "GET /api/notices": () => ({ body: [CREDIT] }) });
    renderBanner("id");
    expect((await screen.findByTestId("notice")).textContent).toBe(
      `Kami menambahkan 2 hari ke langganan kamu karena Netflix tidak dapat diakses dari ${dateTime(CREDIT.data.startedAt, "id")} sampai ${dateTime(CREDIT.data.endedAt, "id")}. Mohon maaf atas ketidaknyamanannya.`,
    );
  });

  it("renders nothing when there is no notice", async () => {
    const calls = mockApi({ "GET /api/notices": () => ({ body: [] }) });
    renderBanner();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByTestId("notices")).toBeNull();
  });

  it("marks the notice read on Dismiss and then hides it", async () => {
    const user = userEvent.setup();
    let read = false;
    const calls = mockApi({
      "GET /api/notices": () => ({ body: read ? [] : [CREDIT] }),
      [`POST /api/notices/${CREDIT.uuid}/read`]: () => {
        read = true;
        return envelope({ read: true });
      },
    });
    renderBanner();
    const button = await screen.findByRole("button", { name: "Dismiss the notice about Netflix" });
    await user.click(button);
    expect(calls.some((c) => c.method === "POST" && c.path === `/api/notices/${CREDIT.uuid}/read`)).toBe(true);
    await waitFor(() => expect(screen.queryByTestId("notices")).toBeNull());
  });

  it("keeps the notice and reports the error when it cannot be marked read", async () => {
    const user = userEvent.setup();
    mockApi({
      "GET /api/notices": () => ({ body: [CREDIT] }),
      [`POST /api/notices/${CREDIT.uuid}/read`]: () => failure(404, "Notice not found", "NOT_FOUND"),
    });
    renderBanner();
    await user.click(await screen.findByRole("button", { name: "Dismiss the notice about Netflix" }));
    expect((await screen.findByTestId("toast-error")).textContent).toContain("The notice could not be dismissed.");
    expect(screen.getByTestId("notice")).toBeVisible();
  });
});
