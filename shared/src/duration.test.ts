import { describe, expect, it } from "vitest";
import { durationName } from "./duration.ts";

describe("durationName", () => {
  it("words whole years, months and weeks in the locale", () => {
    expect(durationName(30, "id")).toBe("1 bulan");
    expect(durationName(90, "id")).toBe("3 bulan");
    expect(durationName(365, "id")).toBe("1 tahun");
    expect(durationName(14, "id")).toBe("2 minggu");
    expect(durationName(30, "en")).toBe("1 month");
    expect(durationName(730, "en")).toBe("2 years");
  });
  it("has no name for other counts of days", () => {
    expect(durationName(45, "id")).toBeNull();
    expect(durationName(1, "en")).toBeNull();
    expect(durationName(0, "id")).toBeNull();
  });
});
