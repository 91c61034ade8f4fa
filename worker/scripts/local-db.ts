import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import * as schema from "../src/db/schema.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** Refuses to touch anything outside local development. */
export function assertLocal(what: string) {
  if (process.env.ENVIRONMENT === "production" || process.env.NODE_ENV === "production") {
    console.error(`${what} refuses to run in production.`);
    process.exit(1);
  }
}

/**
 * The SQLite file behind `wrangler dev`'s local D1 (created by `wrangler d1 migrations apply
 * --local`), opened with libSQL and the same drizzle schema the Worker uses.
 */
export function openLocalD1() {
  // LOCAL_D1_ROOT: the folder of another wrangler config (the backup test seeds a scratch copy).
  const dir = path.join(process.env.LOCAL_D1_ROOT ?? ROOT, ".wrangler/state/v3/d1/miniflare-D1DatabaseObject");
  const file = existsSync(dir)
    ? readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite")
    : undefined;
  if (!file) {
    console.error(`No local D1 database in ${dir}. Run the migrations first (npm run -w worker db:setup).`);
    process.exit(1);
  }
  const client = createClient({ url: `file:${path.join(dir, file)}` });
  return { db: drizzle(client, { schema }), client };
}

/** A value of the local `.dev.vars` (or the environment), e.g. the key the demo secrets are sealed with. */
export function devVar(name: string): string | undefined {
  if (process.env[name]) return process.env[name];
  const file = path.join(ROOT, ".dev.vars");
  if (!existsSync(file)) return undefined;
  const line = readFileSync(file, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${name}=`));
  return line?.slice(name.length + 1).trim() || undefined;
}
