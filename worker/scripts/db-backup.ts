import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseTarget, where, wrangler } from "./d1-cli.ts";
import { ROOT } from "./local-db.ts";

// npm run db:backup -- [--remote] [--output FILE] [--config wrangler.toml]
// Exports the whole database (schema and data) as SQL with `wrangler d1 export`; README "Backups".
const target = parseTarget(process.argv.slice(2));
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const output =
  target.output ?? path.join(ROOT, "backups", `premium-access-${target.remote ? "remote" : "local"}-${stamp}.sql`);
mkdirSync(path.dirname(output), { recursive: true });
wrangler(["d1", "export", "DB", ...where(target), "--output", output, "--skip-confirmation"]);
console.log(`Backup written to ${output}`);
