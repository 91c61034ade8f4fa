import { describe, expect, it } from "vitest";
import { chartDayLabels, formatDate, formatDateTime } from "./date-format.ts";

describe("formatDate", () => {
  it("formats ISO timestamps in the page's language and skips missing values", () => {
    const iso = "2026-03-05T12:00:00.000Z";
    expect(formatDate(iso, "en")).toBe(new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date(iso)));
    expect(formatDate(iso, "id")).toContain("Mar");
    expect(formatDate(null, "en")).toBeNull();
    expect(formatDate("not a date", "en")).toBeNull();
  });
});

describe("formatDateTime", () => {
  it("adds the time and skips missing values", () => {
    const iso = "2026-03-05T12:00:00.000Z";
    expect(formatDateTime(iso, "en")).toBe(
      new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso)),
    );
    expect(formatDateTime(undefined, "id")).toBeNull();
  });
});

describe("chartDayLabels", () => {
  it("names each calendar day by day and short month, whatever the time zone", () => {
    expect(chartDayLabels(["2026-03-05", "2026-12-31"], "en")).toEqual(["Mar 5", "Dec 31"]);
    expect(chartDayLabels([], "id")).toEqual([]);
  });
});
