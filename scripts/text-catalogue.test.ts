import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "../shared/src/i18n/en.ts";

// One text catalogue (issue 45): the server's messages are the dictionaries' sentences, and the
// dictionaries stay in files small enough to read.
const SHARED = path.join(import.meta.dirname, "../shared/src");
/** The most English sentences written both in shared/src/messages.ts and in the dictionaries. */
const MAX_WRITTEN_TWICE = 5;
/** The most lines a dictionary file may have: a larger area is split by screen. */
const MAX_DICTIONARY_LINES = 800;

/** Case, spaces and a final full stop or exclamation mark aside: the same sentence. */
const sameSentence = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, "");

/** The string literals of a TypeScript source (quoted with " or '), its comments left out. */
const literals = (source: string) =>
  [
    ...source
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "")
      .matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'/g),
  ].map((m) => m[1] ?? m[2] ?? "");

describe("one text catalogue", () => {
  it(`messages.ts writes at most ${MAX_WRITTEN_TWICE} sentences of the dictionaries a second time`, () => {
    const found = literals(readFileSync(path.join(SHARED, "messages.ts"), "utf8"));
    expect(found).toContain("Session expired");
    const dictionary = new Set(Object.values(en).map(sameSentence));
    const twice = found.filter((text) => dictionary.has(sameSentence(text)));
    // Today one: the forced-logout message that is also `error.FORBIDDEN`'s text.
    expect(twice).toContain("Access denied: Insufficient permissions");
    expect(twice.length, twice.join(" | ")).toBeLessThanOrEqual(MAX_WRITTEN_TWICE);
  });

  it(`no dictionary file is over ${MAX_DICTIONARY_LINES} lines`, () => {
    const files = ["en", "id"].flatMap((language) =>
      readdirSync(path.join(SHARED, "i18n", language)).map((file) => path.join(language, file)),
    );
    expect(files.length).toBeGreaterThan(20);
    const lines = (file: string) => readFileSync(path.join(SHARED, "i18n", file), "utf8").split("\n").length;
    expect(files.filter((file) => lines(file) > MAX_DICTIONARY_LINES)).toEqual([]);
  });
});
