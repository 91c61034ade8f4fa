import { describe, expect, it } from "vitest";
import { chainEndsAt } from "./load.ts";

describe("a subscription's ledger chain", () => {
  it("holds when each change starts where the one before ended, in any stored order", () => {
    const links = [
      { before: 200, after: 300 },
      { before: null, after: 100 },
      { before: 100, after: 200 },
    ];
    expect(chainEndsAt(links, 300)).toBe(true);
    expect(chainEndsAt(links, 200)).toBe(false);
    expect(chainEndsAt([], null)).toBe(true);
    expect(chainEndsAt([], 100)).toBe(false);
  });

  it("fails on a lost update (two changes from the same end date) and on a gap", () => {
    const fork = [
      { before: null, after: 100 },
      { before: 100, after: 200 },
      { before: 100, after: 250 },
    ];
    expect(chainEndsAt(fork, 250)).toBe(false);
    const gap = [
      { before: null, after: 100 },
      { before: 150, after: 200 },
    ];
    expect(chainEndsAt(gap, 200)).toBe(false);
  });
});
