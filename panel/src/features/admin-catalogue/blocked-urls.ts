import "../../lib/zod-config.ts";
import { MAX_BLOCKED_URLS } from "@app/shared/schemas/service-accounts";
import { urlFilterProblem } from "@app/shared/url-filter";

// The blocked pages of a service as the service form edits them: one pattern per line of a textarea.

const lines = (text: string) => text.split(/\r\n|\r|\n/);

/** The blocked-page patterns of a textarea: one per line, trimmed, empty lines dropped. */
export function blockedUrlsFromText(text: string): string[] {
  return lines(text)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** The textarea's text for a service's patterns. */
export function blockedUrlsToText(patterns: readonly string[]): string {
  return patterns.join("\n");
}

/** The line (from 1) of the textarea on which the `index`-th pattern (from 0) stands; null past the end. */
export function blockedUrlLine(text: string, index: number): number | null {
  let seen = -1;
  const all = lines(text);
  for (let line = 0; line < all.length; line++) {
    if ((all[line] ?? "").trim() === "") continue;
    seen++;
    if (seen === index) return line + 1;
  }
  return null;
}

export type BlockedUrlsProblem = { kind: "tooMany"; max: number } | { kind: "invalid"; line: number };

/** What is wrong with the textarea's patterns (the first bad line), or null. */
export function blockedUrlsProblem(text: string): BlockedUrlsProblem | null {
  const patterns = blockedUrlsFromText(text);
  const bad = patterns.findIndex((pattern) => urlFilterProblem(pattern) !== null);
  if (bad >= 0) return { kind: "invalid", line: blockedUrlLine(text, bad) ?? bad + 1 };
  if (patterns.length > MAX_BLOCKED_URLS) return { kind: "tooMany", max: MAX_BLOCKED_URLS };
  return null;
}
