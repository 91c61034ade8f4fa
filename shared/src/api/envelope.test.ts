import { describe, expect, it } from "vitest";
import { asEnvelope, failure, ok } from "./envelope.ts";

describe("the API envelope", () => {
  it("builds a success, with a list's meta when given", () => {
    expect(ok({ id: 1 })).toEqual({ error: false, data: { id: 1 } });
    expect(ok([], { page: 1, limit: 10, total: 0 })).toEqual({
      error: false,
      data: [],
      meta: { page: 1, limit: 10, total: 0 },
    });
  });
  it("builds a failure, with details only when there are any", () => {
    expect(failure("NOT_FOUND", "Route GET /api/x not found")).toEqual({
      error: true,
      message: "Route GET /api/x not found",
      code: "NOT_FOUND",
    });
    expect(Object.keys(failure("INTERNAL_ERROR", "x"))).not.toContain("details");
    expect(failure("INTERNAL_ERROR", "x", { requestId: "r" }).details).toEqual({ requestId: "r" });
  });
  it("reads an envelope from a parsed body, and nothing else as one", () => {
    expect(asEnvelope<number>({ error: false, data: 2 })).toEqual({ error: false, data: 2 });
    expect(asEnvelope({ error: true, message: "m", code: "C" })?.error).toBe(true);
    for (const body of [null, 3, "text", [], { data: 1 }, { error: "yes" }]) expect(asEnvelope(body)).toBeNull();
  });
});
