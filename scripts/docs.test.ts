import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "../shared/src/i18n/en.ts";
import { ERROR_CODES } from "../shared/src/messages.ts";

// The newcomer's documents (issue 29): docs/product.md's error catalogue follows
// shared/src/messages.ts, and every docs/ path the repository cites exists, anchors included.
const repo = resolve(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(repo, path), "utf8");

/** Tracked files, and new ones not ignored yet, that exist in the working tree. */
function repositoryFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repo,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split("\0").filter(Boolean))].filter((path) => {
    const full = join(repo, path);
    return existsSync(full) && statSync(full).isFile();
  });
}

/** Text files only: no NUL byte in them. The lockfile cites nothing. */
function textFiles(): { path: string; text: string }[] {
  return repositoryFiles()
    .filter((path) => !path.endsWith("package-lock.json"))
    .flatMap((path) => {
      const bytes = readFileSync(join(repo, path));
      return bytes.includes(0) ? [] : [{ path, text: bytes.toString("utf8") }];
    });
}

/** The cells of one Markdown table row; `\|` stays inside its cell. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replaceAll("\\|", "|"));
}

type CatalogueRow = { code: string; status: string; text: string };

/** The rows between the error-codes markers of docs/product.md. */
function catalogue(): CatalogueRow[] {
  const product = read("docs/product.md");
  const start = product.indexOf("<!-- error-codes:start -->");
  const end = product.indexOf("<!-- error-codes:end -->");
  if (start < 0 || end < start) throw new Error("docs/product.md has no error-codes markers");
  return product
    .slice(start, end)
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => {
      const [code = "", status = "", text = ""] = cells(line);
      return { code: code.replaceAll("`", ""), status, text };
    });
}

/**
 * The statuses the Worker pairs with each code where it says both literally: `new AppError(409,
 * "CODE"`, `{ status: 404, code: "CODE" }`, `takenError(…, "CODE")` (409) and `fieldError(…, {
 * code: "CODE" })` (a field code inside a 400).
 */
function statusesInWorker(files: { path: string; text: string }[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const add = (code: string, status: string) => found.set(code, (found.get(code) ?? new Set()).add(status));
  const oneCall = String.raw`(?:[^()]|\([^()]*\))*?`;
  const patterns: [RegExp, (m: RegExpMatchArray) => void][] = [
    [/new AppError\(\s*(\d{3}),\s*"([A-Z_]+)"/g, (m) => add(m[2] ?? "", m[1] ?? "")],
    [/status:\s*(\d{3})(?: as const)?,\s*code:\s*"([A-Z_]+)"/g, (m) => add(m[2] ?? "", m[1] ?? "")],
    [new RegExp(String.raw`takenError\(${oneCall}"([A-Z_]+)"\s*\)`, "g"), (m) => add(m[1] ?? "", "409")],
    [new RegExp(String.raw`fieldError\(${oneCall}code:\s*"([A-Z_]+)"`, "g"), (m) => add(m[1] ?? "", "400")],
  ];
  for (const { path, text } of files) {
    if (!path.startsWith("worker/src/") || !path.endsWith(".ts") || path.endsWith(".test.ts")) continue;
    for (const [pattern, record] of patterns) for (const match of text.matchAll(pattern)) record(match);
  }
  return found;
}

/** GitHub's anchor of a heading: text only, lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

const anchorCache = new Map<string, Set<string>>();
/** The anchors of a Markdown file's headings (outside code fences), duplicates numbered as GitHub does. */
function anchorsOf(path: string): Set<string> {
  const cached = anchorCache.get(path);
  if (cached) return cached;
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of read(path).split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = slug(heading[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  anchorCache.set(path, anchors);
  return anchors;
}

/** Why a cited repository path (with an optional #anchor) does not resolve, or null when it does. */
function problemWith(target: string): string | null {
  const [path = "", anchor] = target.split("#");
  const clean = path.replace(/\/$/, "");
  const short = /^docs\/decisions\/(\d{3})$/.exec(clean);
  if (short) {
    const number = short[1];
    return readdirSync(join(repo, "docs/decisions")).some((f) => f.startsWith(`${number}-`))
      ? null
      : `no decision record ${number}`;
  }
  if (!existsSync(join(repo, clean))) return "no such file";
  if (anchor !== undefined) {
    if (!clean.endsWith(".md")) return "an anchor on a file that is not Markdown";
    if (!anchorsOf(clean).has(anchor)) return `no heading with the anchor #${anchor}`;
  }
  return null;
}

describe("docs/product.md's error catalogue (issue 29)", () => {
  const rows = catalogue();

  it("lists every code of ERROR_CODES once, and no other", () => {
    const listed = rows.map((row) => row.code);
    expect(
      listed.filter((code, i) => listed.indexOf(code) !== i),
      "listed twice",
    ).toEqual([]);
    expect(
      ERROR_CODES.filter((code) => !listed.includes(code)),
      "in shared/src/messages.ts, missing from docs/product.md",
    ).toEqual([]);
    expect(
      listed.filter((code) => !(ERROR_CODES as readonly string[]).includes(code)),
      "in docs/product.md, no longer in shared/src/messages.ts",
    ).toEqual([]);
  });

  it("gives each code the English text of the dictionary", () => {
    const dictionary = en as Record<string, string>;
    const wrong = rows
      .filter((row) => row.text !== dictionary[`error.${row.code}`])
      .map((row) => `${row.code}: "${row.text}" should be "${dictionary[`error.${row.code}`]}"`);
    expect(wrong).toEqual([]);
  });

  it("gives each code a status, including every one the Worker answers it with", () => {
    expect(rows.filter((row) => !row.status).map((row) => row.code)).toEqual([]);
    const byCode = new Map(rows.map((row) => [row.code, row.status]));
    const missing: string[] = [];
    for (const [code, statuses] of statusesInWorker(textFiles())) {
      for (const status of statuses) {
        if (!(byCode.get(code) ?? "").split(/[^0-9]+/).includes(status)) missing.push(`${code} ${status}`);
      }
    }
    expect(missing, "statuses the Worker uses that docs/product.md does not list").toEqual([]);
  });
});

describe("citations in the repository (issue 29)", () => {
  const files = textFiles();

  it("cite no document outside the repository", () => {
    // The outside documents and their section signs. As written here (escapes in the way) the
    // patterns do not match this file itself.
    const outside = [/\bSPEC\b/, /DESIGN\.md/, /(?<!semver\.org )\u00a7\s?\d/];
    const found = files.flatMap(({ path, text }) =>
      text
        .split("\n")
        .map((line, i) => ({ line, at: `${path}:${i + 1}` }))
        .filter(({ line }) => outside.some((pattern) => pattern.test(line)))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it("cite docs/ paths and anchors that exist", () => {
    const broken: string[] = [];
    for (const { path, text } of files) {
      for (const match of text.matchAll(/(?<![\w./-])docs\/[\w./-]*(?:#[\w-]+)?/g)) {
        const target = match[0].replace(/[.-]+$/, "");
        const problem = problemWith(target);
        if (problem) broken.push(`${path}: ${target} (${problem})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("link the Markdown files under docs/ to files and headings that exist", () => {
    const broken: string[] = [];
    for (const { path, text } of files) {
      if (!path.startsWith("docs/") || !path.endsWith(".md")) continue;
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const link = match[1] ?? "";
        if (/^[a-z]+:/i.test(link)) continue;
        const [file = "", anchor] = link.split("#");
        const target = file ? posix.normalize(posix.join(posix.dirname(path), file)) : path;
        const problem = problemWith(anchor === undefined ? target : `${target}#${anchor}`);
        if (problem) broken.push(`${path}: ${link} (${problem})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
