import { translator } from "@app/shared/i18n/translate";
import { describe, expect, it } from "vitest";
import { formatDuration } from "./duration.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatDuration", () => {
  it("says the two largest units in English", () => {
    const t = translator("en");
    expect(formatDuration(45 * MINUTE + 59_000, t, "en")).toBe("45 min");
    expect(formatDuration(7 * HOUR + 30 * MINUTE, t, "en")).toBe("7 h 30 min");
    expect(formatDuration(2 * DAY + 3 * HOUR + 59 * MINUTE, t, "en")).toBe("2 d 3 h");
    expect(formatDuration(-5 * MINUTE, t, "en")).toBe("0 min");
  });

  it("says them in Indonesian", () => {
    const t = translator("id");
    expect(formatDuration(7 * HOUR + 30 * MINUTE, t, "id")).toBe("7 jam 30 mnt");
    expect(formatDuration(2 * DAY + 3 * HOUR, t, "id")).toBe("2 hr 3 jam");
  });
});
