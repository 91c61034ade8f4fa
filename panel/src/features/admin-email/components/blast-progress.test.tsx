import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../../../lib/locale.tsx";
import { createQueryClient } from "../../../lib/query-client.ts";
import { mockApi } from "../../../lib/test-utils.tsx";
import type { BlastStatus } from "../api.ts";
import { BLAST_POLL_MS, BlastProgress, pollInterval } from "./blast-progress.tsx";

const BLAST = "5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716";
const STATUS_PATH = `/api/email-blasts/status/${BLAST}`;

function status(overrides: Partial<BlastStatus>): BlastStatus {
  return {
    uuid: BLAST,
    status: "sending",
    total: 4,
    queued: 4,
    sent: 0,
    failed: 0,
    skipped: 0,
    percent: 0,
    ...overrides,
  };
}

function renderProgress() {
  render(
    <LocaleProvider initial={{ locale: "en", autoDetected: false, preference: null }} navigate={() => {}}>
      <QueryClientProvider client={createQueryClient()}>
        <BlastProgress blastId={BLAST} />
      </QueryClientProvider>
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
