import { describe, expect, it } from "vitest";
import { parseD1ServerTiming } from "./server-timing.ts";

describe("parseD1ServerTiming", () => {
  it("reads the d1 and d1-round-trips entries, also among others", () => {
    expect(parseD1ServerTiming('d1;dur=0.42;desc="3 queries, 57 rows read", d1-round-trips;desc="2"')).toEqual({
      queries: 3,
      rowsRead: 57,
      roundTrips: 2,
    });
    expect(parseD1ServerTiming('cfl;dur=1, d1;dur=0.00;desc="1 query, 0 rows read", d1-round-trips;desc="1"')).toEqual({
      queries: 1,
      rowsRead: 0,
      roundTrips: 1,
    });
  });

  it("is null without the entries", () => {
    expect(parseD1ServerTiming(null)).toBeNull();
    expect(parseD1ServerTiming('d1;dur=1;desc="not metered", d1-round-trips;desc="0"')).toBeNull();
  });
});
