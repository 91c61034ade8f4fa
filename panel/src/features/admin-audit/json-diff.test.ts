import { describe, expect, it } from "vitest";
import { compactValue, diffJson } from "./json-diff.ts";

describe("diffJson", () => {
  it("lists only the fields an update changed, added or removed, by dotted path", () => {
    const diff = diffJson(
      { status: "active", days: 7, limits: { perUser: 1, max: 10 }, note: "x", same: [1, 2] },
      { status: "disabled", days: 7, limits: { perUser: 2, max: 10 }, extra: true, same: [1, 2] },
    );
    expect(diff.mode).toBe("update");
    expect(diff.entries).toEqual([
      { path: "status", kind: "changed", before: "active", after: "disabled" },
      { path: "limits.perUser", kind: "changed", before: 1, after: 2 },
      { path: "extra", kind: "added", after: true },
      { path: "note", kind: "removed", before: "x" },
    ]);
  });

  it("shows every field of a created or deleted record", () => {
    expect(diffJson(null, { code: "A", days: 3 })).toEqual({
      mode: "create",
      entries: [
        { path: "code", kind: "added", after: "A" },
        { path: "days", kind: "added", after: 3 },
      ],
    });
    expect(diffJson({ code: "A" }, null).mode).toBe("delete");
    expect(diffJson(null, null)).toEqual({ mode: "none", entries: [] });
    expect(diffJson({ a: 1 }, { a: 1 }).entries).toEqual([]);
  });

  it("compares bare values and cuts long ones", () => {
    expect(diffJson("a", "b").entries).toEqual([{ path: "", kind: "changed", before: "a", after: "b" }]);
    expect(compactValue("x".repeat(100), 10)).toBe(`"xxxxxxxx…`);
    expect(compactValue(null)).toBe("null");
  });
});
