import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { orderForRestore, parseTarget, where, wrangler } from "./d1-cli.ts";

// npm run db:restore -- FILE [--remote] [--config wrangler.toml]
// Loads a backup made by db:backup into an EMPTY database (a fresh local state, or a new remote D1
// whose id is in the config): a backup holds CREATE TABLE statements, so it refuses a database
// that already has the schema rather than mixing two states. README "Backups".
const target = parseTarget(process.argv.slice(2));
const file = target.rest[0] ? path.resolve(target.rest[0]) : "";
if (!file || !existsSync(file)) {
  console.error("Usage: npm run db:restore -- backups/<file>.sql [--remote] [--config wrangler.toml]");
  process.exit(1);
}
const tables = JSON.parse(
  wrangler([
    "d1",
    "execute",
    "DB",
    ...where(target),
    "--json",
    "--command",
    "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'users'",
  ]),
) as { results: { n: number }[] }[];
if ((tables[0]?.results[0]?.n ?? 0) > 0) {
  console.error("The target database is not empty: restore into a fresh database (see README, Backups).");
  process.exit(1);
}
const scratch = mkdtempSync(path.join(tmpdir(), "d1-restore-"));
try {
  const ordered = path.join(scratch, "restore.sql");
  writeFileSync(ordered, orderForRestore(readFileSync(file, "utf8")));
  wrangler(["d1", "execute", "DB", ...where(target), "--yes", "--file", ordered]);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
console.log(`Restored ${file}`);
