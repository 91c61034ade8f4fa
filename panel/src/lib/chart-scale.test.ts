import { describe, expect, it } from "vitest";
import { yScale } from "./chart-scale.ts";

describe("yScale", () => {
  it("gives counts whole-number ticks in nice steps", () => {
    expect(yScale(0, { integer: true })).toEqual({ max: 1, ticks: [0, 1] });
    expect(yScale(1, { integer: true })).toEqual({ max: 1, ticks: [0, 1] });
    expect(yScale(3, { integer: true })).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(yScale(7, { integer: true })).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(yScale(13, { integer: true })).toEqual({ max: 15, ticks: [0, 5, 10, 15] });
    expect(yScale(101, { integer: true })).toEqual({ max: 150, ticks: [0, 50, 100, 150] });
    expect(yScale(90, { integer: true })).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
  });

  it("never gives a count a fractional tick, nor more than count + 1 ticks", () => {
    for (let value = 0; value <= 1000; value += 1) {
      const { max, ticks } = yScale(value, { integer: true });
      expect(ticks.every(Number.isInteger), `ticks of ${value}`).toBe(true);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBe(max);
      expect(max).toBeGreaterThanOrEqual(value);
    }
  });

  it("keeps the evenly divided nice top for other values", () => {
    expect(yScale(1.2)).toEqual({ max: 2, ticks: [0, 0.5, 1, 1.5, 2] });
    expect(yScale(0)).toEqual({ max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] });
  });
});
