import { describe, expect, it } from "vitest";
import { formatHealthCause, HEALTH_CAUSES, HEALTH_STATES, parseHealthCause } from "./health-causes.ts";
import { en } from "./i18n/en.ts";
import { id } from "./i18n/id.ts";

describe("health causes", () => {
  it("are stored as code or code:number and read back; anything else is unknown", () => {
    expect(formatHealthCause({ code: "probe-redirected", value: 302 })).toBe("probe-redirected:302");
    expect(parseHealthCause("probe-redirected:302")).toEqual({ code: "probe-redirected", value: 302 });
    expect(parseHealthCause("subscriber-report")).toEqual({ code: "subscriber-report", value: null });
    expect(parseHealthCause("probe: the page lacks the signed-in marker")).toEqual({ code: "unknown", value: null });
    expect(parseHealthCause(null)).toEqual({ code: "unknown", value: null });
  });

  it("each have a text in both languages, as do the three health words", () => {
    for (const code of HEALTH_CAUSES) {
      expect(en[`health.cause.${code}`]).toBeTruthy();
      expect(id[`health.cause.${code}`]).toBeTruthy();
    }
    for (const state of HEALTH_STATES) {
      // The status page's words are the panel's and the admin's.
      expect(en[`health.state.${state}`]).toBe(en[`status.state.${state}`]);
      expect(id[`health.state.${state}`]).toBe(id[`status.state.${state}`]);
    }
  });
});
