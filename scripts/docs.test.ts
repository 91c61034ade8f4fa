import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { en } from "../shared/src/i18n/en.ts";
import { ERROR_CODES } from "../shared/src/messages.ts";

// The newcomer's documents (issue 29): docs/product.md's error catalogue follows
// shared/src/messages.ts, and every docs/ path the repository cites exists, anchors included. Its
// rules and limits state the numbers of the constants and schemas they cite, and the panel's route
// files keep decision 038 (issue 45).
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

/** The rows of docs/product.md's "Rules and limits" table: rule, value, where. */
function rulesAndLimits(): { rule: string; value: string; where: string }[] {
  const product = read("docs/product.md");
  const start = product.indexOf("## Rules and limits");
  const end = product.indexOf("\n## ", start + 1);
  return product
    .slice(start, end)
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| Rule ") && !line.startsWith("| ---"))
    .map((line) => {
      const [rule = "", value = "", where = ""] = cells(line);
      return { rule, value, where };
    });
}

/** Numeric constants defined in the repository's code: `const NAME = 15 * 60_000;` (several definitions: all). */
function numericConstants(files: { path: string; text: string }[]): Map<string, number[]> {
  const found = new Map<string, number[]>();
  for (const { path, text } of files) {
    if (!/\.(ts|tsx|mjs)$/.test(path) || /\.test\.tsx?$/.test(path)) continue;
    for (const match of text.matchAll(/\bconst ([A-Z][A-Z0-9_]*)(?::\s*number)?\s*=\s*([\d_.\s*+/()-]+);/g)) {
      const expression = (match[2] ?? "").replaceAll("_", "");
      const value = Number(new Function(`return (${expression});`)());
      if (Number.isFinite(value)) found.set(match[1] ?? "", [...(found.get(match[1] ?? "") ?? []), value]);
    }
  }
  return found;
}

/** The ways a constant's value may be written, by its unit (the end of its name). */
function readings(name: string, value: number): number[] {
  if (/_MS$/.test(name)) return [value, value / 1000, value / 60_000, value / 3_600_000, value / 86_400_000];
  if (/_(S|SECONDS)$/.test(name)) return [value, value / 60, value / 3600, value / 86_400];
  if (/_BYTES$/.test(name)) return [value, value / 1024, value / 1024 ** 2, value / 1e6];
  return [value];
}

/** The numbers a text states: 1,000 → 1000; 1.5 → 1.5. */
const numbersIn = (text: string) =>
  [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replaceAll(",", "")));

/** The lists' page sizes in the shared schemas: every exported object with a `limit` that has a default. */
async function listQueries(): Promise<{ name: string; limit: number; max: number }[]> {
  const dir = join(repo, "shared/src/schemas");
  const lists: { name: string; limit: number; max: number }[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    for (const [name, value] of Object.entries(await import(join(dir, file)))) {
      const limit = (value as { shape?: Record<string, z.ZodType> } | null)?.shape?.limit;
      if (!limit) continue;
      const doc = z.toJSONSchema(limit, { io: "input", unrepresentable: "any" }) as {
        default?: number;
        maximum?: number;
      };
      if (typeof doc.default === "number" && typeof doc.maximum === "number")
        lists.push({ name, limit: doc.default, max: doc.maximum });
    }
  }
  return lists;
}

describe("docs/product.md's rules and limits (issue 45)", () => {
  const rows = rulesAndLimits();
  const constants = numericConstants(textFiles());

  it("state the value of every numeric constant they cite", () => {
    const cited = rows.flatMap((row) =>
      [...row.where.matchAll(/`([A-Z][A-Z0-9_]*)(\*?)`/g)].flatMap(([, name = "", wildcard]) =>
        (wildcard ? [...constants.keys()].filter((key) => key.startsWith(name)) : [name]).map((n) => ({
          row,
          name: n,
        })),
      ),
    );
    const checked = cited.filter(({ name }) => constants.has(name));
    expect(checked.length).toBeGreaterThan(25);
    const wrong: string[] = [];
    for (const { row, name } of checked) {
      const values = constants.get(name) ?? [];
      const stated = numbersIn(row.value);
      for (const value of new Set(values))
        if (!readings(name, value).some((reading) => stated.includes(reading)))
          wrong.push(`${row.rule}: ${name} is ${value}, the row says "${row.value}"`);
    }
    expect(wrong).toEqual([]);
  });

  it("state the page sizes of the lists, each one that differs from the common one by name", async () => {
    const lists = await listQueries();
    const common = lists.find((list) => list.name === "paginationQuery");
    expect(common).toBeDefined();
    const row = rows.find((r) => r.rule === "Lists");
    if (!row || !common) throw new Error('docs/product.md has no "Lists" row');
    const says = (limit: number, max: number) =>
      new RegExp(String.raw`\b${limit}\b[^;,()]*\(at most ${max}\)`).test(row.value);
    expect(says(common.limit, common.max), `"${row.value}" should say ${common.limit} (at most ${common.max})`).toBe(
      true,
    );
    const others = lists.filter((list) => list.limit !== common.limit || list.max !== common.max);
    expect(others.length).toBeGreaterThan(0);
    const wrong = others
      .filter((list) => !row.where.includes(`\`${list.name}\``) || !says(list.limit, list.max))
      .map((list) => `${list.name}: ${list.limit} (at most ${list.max}), cited in the row's Where`);
    expect(wrong).toEqual([]);
  });
});

describe("the panel's route files (decision 038)", () => {
  it("declare no loader: data is fetched by the features' queries", () => {
    const withLoader = repositoryFiles()
      .filter((path) => path.startsWith("panel/src/routes/") && path.endsWith(".tsx"))
      .filter((path) => /^\s*loader\s*:/m.test(read(path)));
    expect(withLoader).toEqual([]);
  });
});
