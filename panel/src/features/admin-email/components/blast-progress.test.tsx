import type { Locale } from "@app/shared/constants";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/toast.tsx";
import { LocaleProvider } from "../../../lib/locale.tsx";
import { createQueryClient } from "../../../lib/query-client.ts";
import { failure, mockApi } from "../../../test/test-utils.tsx";
import type { BlastStatus } from "../api.ts";
import { BLAST_POLL_MS, BlastProgress, pollInterval } from "./blast-progress.tsx";

const BLAST = "5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716";
const STATUS_PATH = `/api/email-blasts/status/${BLAST}`;
const CANCEL_PATH = `/api/email-blasts/${BLAST}/cancel`;

function status(overrides: Partial<BlastStatus>): BlastStatus {
  return {
    uuid: BLAST,
    status: "sending",
    total: 4,
    queued: 4,
    sent: 0,
    failed: 0,
    skipped: 0,
    canceled: 0,
    percent: 0,
    ...overrides,
  };
}

function renderProgress(locale: Locale = "en") {
  render(
    <LocaleProvider initial={{ locale, autoDetected: false, preference: null }} navigate={() => {}}>
      <ToastProvider>
        <QueryClientProvider client={createQueryClient()}>
          <BlastProgress blastId={BLAST} />
        </QueryClientProvider>
      </ToastProvider>
    </LocaleProvider>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
});

describe("pollInterval", () => {
  it("polls every second while sending and stops once the blast is done", () => {
    expect(pollInterval("sending")).toBe(1000);
    expect(pollInterval("completed")).toBe(false);
    expect(pollInterval("failed")).toBe(false);
    expect(pollInterval("canceled")).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });
});

describe("BlastProgress", () => {
  it("shows the percent as aria-valuenow, polls every second while sending and stops at completed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      status({}),
      status({ queued: 2, sent: 2, percent: 50 }),
      status({ queued: 1, sent: 2, failed: 1, percent: 75 }),
      status({ status: "completed", queued: 0, sent: 3, failed: 1, percent: 100 }),
    ];
    let index = 0;
    const calls = mockApi({
      [`GET ${STATUS_PATH}`]: () => ({ body: answers[Math.min(index++, answers.length - 1)] }),
    });
    const statusCalls = () => calls.filter((c) => c.path === STATUS_PATH).length;
    renderProgress();

    const bar = await screen.findByRole("progressbar", { name: "Delivery progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("0");
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(bar.getAttribute("aria-valuetext")).toBe("0 of 4 processed (0%)");
    expect(screen.getByTestId("blast-status").textContent).toBe("Sending");

    await advance(BLAST_POLL_MS);
    await waitFor(() => expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("50"));
    await advance(BLAST_POLL_MS);
    await waitFor(() => expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("75"));
    expect(screen.getByTestId("blast-count-failed").textContent).toContain("1");
    await advance(BLAST_POLL_MS);
    await waitFor(() => expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100"));
    expect(screen.getByTestId("blast-status").textContent).toBe("Completed");
    expect(screen.getByTestId("blast-progress-text").textContent).toBe("4 of 4 processed (100%)");

    // Completed: no more requests, however long the page stays open.
    const afterDone = statusCalls();
    expect(afterDone).toBe(4);
    await advance(BLAST_POLL_MS * 5);
    expect(statusCalls()).toBe(afterDone);
  });

  it("does not poll a blast that is already completed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockApi({
      [`GET ${STATUS_PATH}`]: () => ({
        body: status({ status: "completed", queued: 0, sent: 4, percent: 100 }),
      }),
    });
    renderProgress();
    expect((await screen.findByRole("progressbar")).getAttribute("aria-valuenow")).toBe("100");
    await advance(BLAST_POLL_MS * 3);
    expect(calls.filter((c) => c.path === STATUS_PATH)).toHaveLength(1);
  });
});

describe("cancelling a blast", () => {
  const cancelButton = () => screen.queryByRole("button", { name: "Cancel blast" });

  it("confirms with the number still waiting, cancels, and shows the canceled state at 100%", async () => {
    const user = userEvent.setup();
    let current = status({ total: 5, queued: 3, sent: 2, percent: 40 });
    const canceled = status({ status: "canceled", total: 5, queued: 0, sent: 2, canceled: 3, percent: 100 });
    const calls = mockApi({
      [`GET ${STATUS_PATH}`]: () => ({ body: current }),
      [`POST ${CANCEL_PATH}`]: () => {
        current = canceled;
        return { body: canceled };
      },
    });
    renderProgress();
    const button = await screen.findByRole("button", { name: "Cancel blast" });
    expect(button.tagName).toBe("BUTTON");
    // Nothing was canceled yet: no canceled count.
    expect(screen.queryByTestId("blast-count-canceled")).toBeNull();

    await user.click(button);
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this blast?" });
    expect(dialog.textContent).toContain("Recipients still waiting: 3.");
    // Focus starts on "No, cancel", so Enter on an open dialog never cancels by accident.
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "No, cancel" }));
    await user.click(within(dialog).getByRole("button", { name: "Yes, I'm sure" }));

    expect((await screen.findByTestId("toast-success")).textContent).toContain("Blast canceled");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.filter((c) => c.method === "POST" && c.path === CANCEL_PATH)).toHaveLength(1);
    expect(screen.getByTestId("blast-status").textContent).toBe("Canceled");
    expect(screen.getByTestId("blast-progress")).toHaveProperty("dataset.status", "canceled");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(screen.getByTestId("blast-count-canceled").textContent).toBe("Canceled3");
    expect(cancelButton()).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Delivery progress" })),
    );
  });

  it("Escape or No, cancel closes the dialog without calling the API", async () => {
    const user = userEvent.setup();
    const calls = mockApi({ [`GET ${STATUS_PATH}`]: () => ({ body: status({ status: "scheduled" }) }) });
    renderProgress();
    await user.click(await screen.findByRole("button", { name: "Cancel blast" }));
    expect(await screen.findByRole("alertdialog")).toBeVisible();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Cancel blast" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "No, cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    expect(screen.getByTestId("blast-status").textContent).toBe("Scheduled");
  });

  it("offers no cancel for a blast that is completed or already canceled", async () => {
    mockApi({
      [`GET ${STATUS_PATH}`]: () => ({
        body: status({ status: "canceled", queued: 0, sent: 1, canceled: 3, percent: 100 }),
      }),
    });
    renderProgress();
    expect((await screen.findByTestId("blast-status")).textContent).toBe("Canceled");
    expect(screen.getByTestId("blast-count-canceled").textContent).toBe("Canceled3");
    expect(cancelButton()).toBeNull();
  });

  it("explains in the user's language that a blast finished meanwhile (409), closes and refreshes", async () => {
    const user = userEvent.setup();
    let current = status({ queued: 1, sent: 3, percent: 75 });
    const calls = mockApi({
      [`GET ${STATUS_PATH}`]: () => ({ body: current }),
      [`POST ${CANCEL_PATH}`]: () => {
        current = status({ status: "completed", queued: 0, sent: 4, percent: 100 });
        return failure(
          409,
          "This blast is completed: only a sending or scheduled blast can be canceled",
          "BLAST_NOT_RUNNING",
        );
      },
    });
    renderProgress("id");
    await user.click(await screen.findByRole("button", { name: "Batalkan kampanye" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Batalkan kampanye ini?" });
    expect(dialog.textContent).toContain("Penerima yang masih menunggu: 1.");
    await user.click(within(dialog).getByRole("button", { name: "Ya, saya yakin" }));

    const toast = await screen.findByTestId("toast-error");
    expect(toast.textContent).toContain("Kampanye tidak dapat dibatalkan.");
    expect(toast.textContent).toContain("Kampanye ini sudah selesai atau sudah dibatalkan");
    expect(toast.textContent).not.toContain("only a sending");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(screen.getByTestId("blast-status").textContent).toBe("Selesai"));
    expect(screen.queryByRole("button", { name: "Batalkan kampanye" })).toBeNull();
    expect(calls.filter((c) => c.path === STATUS_PATH).length).toBeGreaterThan(1);
  });

  it("keeps the dialog open for a retry when the service is unavailable", async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${STATUS_PATH}`]: () => ({ body: status({}) }),
      [`POST ${CANCEL_PATH}`]: () => failure(503, "Unavailable", "TEMPORARILY_UNAVAILABLE"),
    });
    renderProgress();
    await user.click(await screen.findByRole("button", { name: "Cancel blast" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Yes, I'm sure" }));
    expect((await screen.findByTestId("toast-error")).textContent).toContain("The blast could not be canceled.");
    expect(screen.getByRole("alertdialog")).toBeVisible();
    expect(screen.getByTestId("blast-status").textContent).toBe("Sending");
  });
});
