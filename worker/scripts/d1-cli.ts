import { spawnSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "./local-db.ts";

export type Target = { remote: boolean; config: string };

/** `--remote` and `--config FILE` from the command line; the rest are positional arguments. */
export function parseTarget(argv: string[]): Target & { rest: string[]; output?: string } {
  const rest: string[] = [];
  let remote = false;
  let config = path.join(ROOT, "wrangler.toml");
  let output: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--remote") remote = true;
    else if (arg === "--local") remote = false;
    else if (arg === "--config") config = path.resolve(argv[++i] ?? "");
    else if (arg === "--output") output = path.resolve(argv[++i] ?? "");
    else rest.push(arg);
  }
  return { remote, config, rest, ...(output ? { output } : {}) };
}

/** Runs wrangler (the project's own) and fails loudly; returns stdout. */
export function wrangler(args: string[]): string {
  const result = spawnSync("npx", ["wrangler", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`wrangler ${args.join(" ")} failed (${result.status}):\n${result.stderr}\n${result.stdout}`);
  }
  return result.stdout;
}

export const where = (target: Target) => [target.remote ? "--remote" : "--local", "--config", target.config];

/** Splits a SQL dump into statements: a statement ends at a line ending with ";" outside quotes. */
export function splitStatements(dump: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let quotes = 0;
  for (const line of dump.split("\n")) {
    if (current.length === 0 && line.trim() === "") continue;
    current.push(line);
    quotes += line.split("'").length - 1;
    // A trigger's body holds statements of its own: it ends at its END (migration 0007).
    const inTrigger = /^\s*CREATE\s+TRIGGER/i.test(current[0] ?? "") && !/\bEND\s*;\s*$/i.test(line);
    if (quotes % 2 === 0 && !inTrigger && line.trimEnd().endsWith(";")) {
      statements.push(current.join("\n"));
      current = [];
      quotes = 0;
    }
  }
  if (current.length > 0) statements.push(current.join("\n"));
  return statements;
}

/**
 * `wrangler d1 export` writes each table's rows right after its CREATE TABLE, alphabetically, so
 * a child table (extension_releases) is filled before its parent (extensions) exists and D1's
 * foreign keys refuse it. A restore runs pragmas, then every CREATE TABLE, then the rows, then
 * indexes and the rest, each group in the dump's order.
 */
export function orderForRestore(dump: string): string {
  const groups: [string[], string[], string[], string[]] = [[], [], [], []];
  for (const statement of splitStatements(dump)) {
    const head = statement.trimStart().toUpperCase();
    const group = head.startsWith("PRAGMA")
      ? 0
      : head.startsWith("CREATE TABLE")
        ? 1
        : head.startsWith("INSERT") || head.startsWith("DELETE")
          ? 2
          : 3;
    groups[group].push(statement);
  }
  return `${groups.flat().join("\n")}\n`;
}
