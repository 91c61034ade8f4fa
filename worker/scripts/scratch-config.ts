import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./local-db.ts";

/**
 * For the scripts' tests: a scratch copy of wrangler.toml whose local state (D1 and the rest) lives
 * next to it, apart from the developer's, with its own empty site folder.
 */
export function scratchConfig(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `d1-${name}-`));
  const toml = readFileSync(path.join(ROOT, "wrangler.toml"), "utf8")
    .replace(/^main = .*$/m, `main = "${path.join(ROOT, "worker/src/index.ts")}"`)
    .replace(/^migrations_dir = .*$/m, `migrations_dir = "${path.join(ROOT, "worker/migrations")}"`)
    .replace(/^directory = .*$/m, `directory = "${path.join(dir, "site")}"`);
  mkdirSync(path.join(dir, "site"));
  cpSync(path.join(ROOT, "wrangler.toml"), path.join(dir, "wrangler.original.toml"));
  writeFileSync(path.join(dir, "wrangler.toml"), toml);
  return { dir, config: path.join(dir, "wrangler.toml") };
}
