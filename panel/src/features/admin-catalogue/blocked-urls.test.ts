import { describe, expect, it } from "vitest";
import { blockedUrlLine, blockedUrlsFromText, blockedUrlsProblem, blockedUrlsToText } from "./blocked-urls.ts";
import { splitFieldPath } from "./field-paths.ts";

describe("blocked pages text", () => {
  it("turns lines into patterns and back", () => {
    expect(blockedUrlsFromText("")).toEqual([]);
    expect(blockedUrlsFromText(" a \r\n\n b\r c ")).toEqual(["a", "b", "c"]);
    expect(blockedUrlsToText(["||a.test/x", "|https://b.test"])).toBe("||a.test/x\n|https://b.test");
    expect(blockedUrlsFromText(blockedUrlsToText(["x", "y"]))).toEqual(["x", "y"]);
  });
  it("finds the line of the n-th pattern, skipping empty lines", () => {
    const text = "\n||a.test\n  \n||b.test\n||c.test";
    expect(blockedUrlLine(text, 0)).toBe(2);
    expect(blockedUrlLine(text, 1)).toBe(4);
    expect(blockedUrlLine(text, 2)).toBe(5);
    expect(blockedUrlLine(text, 3)).toBeNull();
  });
  it("reports the first line that is no filter, then a list too long", () => {
    expect(blockedUrlsProblem("||a.test/account\n\n*/billing")).toBeNull();
    expect(blockedUrlsProblem("||a.test\n\nwith space")).toEqual({ kind: "invalid", line: 3 });
    expect(blockedUrlsProblem("*")).toEqual({ kind: "invalid", line: 1 });
    const many = Array.from({ length: 51 }, (_, i) => `||s${i}.test`).join("\n");
    expect(blockedUrlsProblem(many)).toEqual({ kind: "tooMany", max: 50 });
  });
});

describe("splitFieldPath", () => {
  it("names the form field and entry of an API field", () => {
    expect(splitFieldPath("label")).toEqual({ root: "label", index: null, nested: false });
    expect(splitFieldPath("blockedUrls[2]")).toEqual({ root: "blockedUrls", index: 2, nested: true });
    expect(splitFieldPath("blockedUrls.12")).toEqual({ root: "blockedUrls", index: 12, nested: true });
    expect(splitFieldPath("session.cookies[0].domain")).toEqual({ root: "session", index: null, nested: true });
    expect(splitFieldPath("session[1].domain")).toEqual({ root: "session", index: 1, nested: true });
    expect(splitFieldPath("session.localStorage.https://a.test")).toMatchObject({ root: "session", nested: true });
  });
});
