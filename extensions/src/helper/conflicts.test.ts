import { describe, expect, it } from "vitest";
import { EXTENSION_IDS } from "../../ids.ts";
import { matchConflicts, parseConflictList } from "./conflicts.ts";

const LIST = [
  { id: "cookieeditoraaaaaaaaaaaaaaaaaaaa", name: "Cookie Editor" },
  { id: "editthiscookiebbbbbbbbbbbbbbbbbb", name: "EditThisCookie" },
];

describe("matchConflicts", () => {
  it("keeps enabled installed extensions that are on the list, sorted", () => {
    const installed = [
      { id: "editthiscookiebbbbbbbbbbbbbbbbbb", enabled: true },
      { id: "unrelatedccccccccccccccccccccccc", enabled: true },
      { id: "cookieeditoraaaaaaaaaaaaaaaaaaaa", enabled: true },
    ];
    expect(matchConflicts(installed, LIST)).toEqual([
      "cookieeditoraaaaaaaaaaaaaaaaaaaa",
      "editthiscookiebbbbbbbbbbbbbbbbbb",
    ]);
  });

  it("ignores disabled extensions", () => {
    expect(matchConflicts([{ id: "cookieeditoraaaaaaaaaaaaaaaaaaaa", enabled: false }], LIST)).toEqual([]);
  });

  it("ignores the product's own extensions even when listed", () => {
    const list = [...LIST, { id: EXTENSION_IDS.core, name: "x" }, { id: EXTENSION_IDS.helper, name: "y" }];
    const installed = [
      { id: EXTENSION_IDS.core, enabled: true },
      { id: EXTENSION_IDS.helper, enabled: true },
    ];
    expect(matchConflicts(installed, list)).toEqual([]);
  });

  it("is empty with an empty list or nothing installed", () => {
    expect(matchConflicts([{ id: "cookieeditoraaaaaaaaaaaaaaaaaaaa", enabled: true }], [])).toEqual([]);
    expect(matchConflicts([], LIST)).toEqual([]);
  });

  it("reports an id once", () => {
    const installed = [
      { id: "cookieeditoraaaaaaaaaaaaaaaaaaaa", enabled: true },
      { id: "cookieeditoraaaaaaaaaaaaaaaaaaaa", enabled: true },
    ];
    expect(matchConflicts(installed, LIST)).toEqual(["cookieeditoraaaaaaaaaaaaaaaaaaaa"]);
  });
});

describe("parseConflictList", () => {
  it("accepts the releases answer's conflicts", () => {
    expect(parseConflictList(LIST)).toEqual(LIST);
    expect(parseConflictList([{ id: "x" }])).toEqual([{ id: "x", name: "x" }]);
  });

  it("rejects anything else", () => {
    expect(parseConflictList(null)).toBeNull();
    expect(parseConflictList({})).toBeNull();
    expect(parseConflictList([{ name: "no id" }])).toBeNull();
    expect(parseConflictList([null])).toBeNull();
  });
});
