import { describe, expect, it } from "vitest";
import { fitsCurrency, toMajorUnits, toMinorUnits } from "./money.ts";

describe("package prices", () => {
  it("keeps IDR amounts as they are (0 digits)", () => {
    expect(toMinorUnits(49000, "IDR")).toBe(49000);
    expect(toMajorUnits(49000, "IDR")).toBe(49000);
    expect(fitsCurrency(49000.5, "IDR")).toBe(false);
  });
  it("scales 2-digit currencies without float drift", () => {
    expect(toMinorUnits(9.99, "USD")).toBe(999);
    expect(toMinorUnits(0.1 + 0.2, "USD")).toBe(30);
    expect(toMajorUnits(999, "USD")).toBe(9.99);
    expect(fitsCurrency(9.99, "USD")).toBe(true);
    expect(fitsCurrency(9.999, "USD")).toBe(false);
  });
});
