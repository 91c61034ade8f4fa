import { afterEach, describe, expect, it, vi } from "vitest";
import { inIdleSlices } from "./idle-slices.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("inIdleSlices", () => {
  it("does as many items as each idle period has room for, at least one, and the rest later", () => {
    const pending: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => pending.push(callback));
    const done: number[] = [];
    inIdleSlices([1, 2, 3, 4, 5, 6], (n) => done.push(n));
    expect(done).toEqual([]); // nothing before the browser is idle

    // 10 ms of room, 4 ms per item: after the third, less than 2 ms is left.
    let left = 10;
    pending.shift()?.({ didTimeout: false, timeRemaining: () => (left -= 4) });
    expect(done).toEqual([1, 2, 3]);
    expect(pending).toHaveLength(1);

    // A period with no room left (the timeout fired) still does one.
    pending.shift()?.({ didTimeout: true, timeRemaining: () => 0 });
    expect(done).toEqual([1, 2, 3, 4]);

    pending.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(done).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pending).toHaveLength(0); // nothing scheduled once the queue is empty
  });

  it("without requestIdleCallback, a few items per timer tick", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    Reflect.deleteProperty(globalThis, "requestIdleCallback");
    const done: number[] = [];
    inIdleSlices([1, 2, 3, 4, 5, 6, 7, 8, 9], (n) => done.push(n));
    vi.advanceTimersByTime(50);
    expect(done).toEqual([1, 2, 3, 4]);
    vi.advanceTimersByTime(100);
    expect(done).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("schedules nothing for an empty list", () => {
    const schedule = vi.fn();
    vi.stubGlobal("requestIdleCallback", schedule);
    inIdleSlices([], () => {});
    expect(schedule).not.toHaveBeenCalled();
  });
});
