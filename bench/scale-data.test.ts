import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Client, createClient } from "@libsql/client";
import { afterEach, beforeEach, expect, it } from "vitest";
import { fillScaleData, removeScaleData, SCALE_SIZES, scaleCounts } from "./scale-data.ts";

const MIGRATIONS = path.resolve(import.meta.dirname, "../worker/migrations");
const NOW = Date.now();

let dir: string;
let client: Client;

/** A scratch database with every migration applied, as `wrangler d1 migrations apply` does. */
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "scale-data-"));
  client = createClient({ url: `file:${path.join(dir, "db.sqlite")}` });
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const statements = readFileSync(path.join(MIGRATIONS, file), "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);
    await client.batch(statements, "write");
  }
});

afterEach(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Demo-like rows the generator must build on and leave alone. */
async function addExistingRows() {
  await client.batch(
    [
      `INSERT INTO categories (id, name, created_at, updated_at) VALUES ('c1', 'Streaming', ${NOW}, ${NOW})`,
      `INSERT INTO services (id, name, slug, category_id, status, created_at, updated_at) VALUES
        ('s1', 'Netflix', 'netflix', 'c1', 'active', ${NOW}, ${NOW}), ('s2', 'Disney', 'disney', 'c1', 'active', ${NOW}, ${NOW}),
        ('s3', 'Old', 'old', 'c1', 'inactive', ${NOW}, ${NOW})`,
      `INSERT INTO packages (id, name, price, currency, days, status, created_at, updated_at) VALUES
        ('p1', 'Starter', 49000, 'IDR', 30, 'active', ${NOW}, ${NOW}), ('p2', 'Pro', 129000, 'IDR', 90, 'active', ${NOW}, ${NOW})`,
      `INSERT INTO plan_services (id, package_id, service_id, created_at) VALUES ('ps1', 'p1', 's1', ${NOW}),
        ('ps2', 'p2', 's1', ${NOW}), ('ps3', 'p2', 's2', ${NOW}), ('ps4', 'p2', 's3', ${NOW})`,
      `INSERT INTO users (id, name, email, email_canonical, referral_code, created_at, updated_at) VALUES
        ('u1', 'Budi Santoso', 'budi@demo.test', 'budi@demo.test', 'BUDI2026', ${NOW}, ${NOW})`,
      `INSERT INTO transactions (id, user_id, package_id, package_name, days, provider, amount, currency, status, created_at, updated_at)
        VALUES ('t1', 'u1', 'p1', 'Starter', 30, 'seed', 49000, 'IDR', 'completed', ${NOW}, ${NOW})`,
      `INSERT INTO email_senders (id, name, from_address, created_at, updated_at) VALUES ('e1', 'Hub', 'hello@hub.test', ${NOW}, ${NOW})`,
    ],
    "write",
  );
}

const count = async (sql: string) => Number((await client.execute(sql)).rows[0]?.n);
const everyRow = async () => {
  const tables = (
    await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
  ).rows;
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[String(name)] = await count(`SELECT count(*) AS n FROM "${String(name)}"`);
  return counts;
};

it("fills the small dataset on the existing catalogue, within the schema, and removes exactly it", async () => {
  await addExistingRows();
  const before = await everyRow();
  await fillScaleData(client, "small");

  expect(await scaleCounts(client)).toEqual(SCALE_SIZES.small);
  expect((await client.execute("PRAGMA foreign_key_check")).rows).toEqual([]);
  // Built on the existing active catalogue, no catalogue of its own; usage only of services in the package.
  expect(await count("SELECT count(*) AS n FROM packages")).toBe(2);
  expect(await count("SELECT count(DISTINCT package_id) AS n FROM transactions WHERE id LIKE '5ca1e%'")).toBe(2);
  expect(
    await count(`SELECT count(*) AS n FROM service_usage su JOIN subscriptions s ON s.user_id = su.user_id
      LEFT JOIN plan_services ps ON ps.package_id = s.package_id AND ps.service_id = su.service_id
      WHERE ps.id IS NULL OR su.service_id = 's3'`),
  ).toBe(0);
  // Admin searches find generated people; every user has one subscription at most.
  expect(await count("SELECT count(*) AS n FROM users WHERE name LIKE '%budi%' AND email LIKE '%@scale.test'")).toBe(
    SCALE_SIZES.small.users / 500,
  );
  expect(await count("SELECT count(*) AS n FROM email_recipients WHERE email LIKE 'budi.%'")).toBeGreaterThan(0);
  expect(await count("SELECT count(*) AS n FROM users WHERE email LIKE '%@scale.test'")).toBe(SCALE_SIZES.small.users);
  // The triggers kept the dashboards' figures and the search terms with the rows (decisions 045, 046).
  expect(await count("SELECT sum(count) AS n FROM daily_figures WHERE metric = 'users'")).toBe(
    await count("SELECT count(*) AS n FROM users"),
  );
  expect(await count("SELECT sum(amount) AS n FROM daily_figures WHERE metric = 'purchases'")).toBe(
    await count("SELECT sum(amount) AS n FROM transactions WHERE status = 'completed' AND completed_at IS NOT NULL"),
  );
  expect(await count("SELECT sum(count) AS n FROM daily_figures WHERE metric = 'accesses'")).toBe(
    SCALE_SIZES.small.service_usage,
  );
  expect(await count("SELECT count(*) AS n FROM user_search_terms WHERE term = 'budi'")).toBe(
    SCALE_SIZES.small.users / 500 + 1,
  );
  // The states the app uses, and the counters that must agree with their rows.
  const states = async (sql: string) => (await client.execute(sql)).rows.map((r) => String(r.s)).sort();
  expect(await states("SELECT DISTINCT status AS s FROM users")).toEqual([
    "active",
    "inactive",
    "pending",
    "suspended",
  ]);
  expect(await states("SELECT DISTINCT status AS s FROM transactions")).toEqual([
    "canceled",
    "completed",
    "expired",
    "pending",
  ]);
  expect(await states("SELECT DISTINCT status AS s FROM referrals")).toEqual(["failed", "pending", "successful"]);
  expect(
    await count(`SELECT count(*) AS n FROM vouchers v WHERE redeemed_count > max_redemptions OR redeemed_count <>
      (SELECT count(*) FROM voucher_redemptions r WHERE r.voucher_id = v.id)`),
  ).toBe(0);
  expect(
    await count(
      "SELECT count(*) AS n FROM email_blasts b WHERE total <> (SELECT count(*) FROM email_recipients r WHERE r.blast_id = b.id)",
    ),
  ).toBe(0);
  // Times: epoch milliseconds within the last year, never in the future.
  const range = (await client.execute("SELECT min(created_at) AS lo, max(created_at) AS hi FROM transactions")).rows[0];
  expect(Number(range?.lo)).toBeGreaterThan(NOW - 366 * 86_400_000);
  expect(Number(range?.hi)).toBeLessThanOrEqual(Date.now());
  expect(
    await count(
      "SELECT count(*) AS n FROM transactions t JOIN users u ON u.id = t.user_id WHERE t.created_at < u.created_at",
    ),
  ).toBe(0);

  await expect(fillScaleData(client, "small")).rejects.toThrow(/already there/);
  await removeScaleData(client);
  expect(await scaleCounts(client)).toEqual(Object.fromEntries(Object.keys(SCALE_SIZES.small).map((t) => [t, 0])));
  expect(await everyRow()).toEqual(before);
});

it("brings a catalogue of its own to a freshly migrated database and takes it away again", async () => {
  // What the migrations themselves write (their log, the referral leaderboard windows' starts) stays.
  const migrated = await everyRow();
  await fillScaleData(client, "small");
  expect(await scaleCounts(client)).toEqual(SCALE_SIZES.small);
  expect(await count("SELECT count(*) AS n FROM packages WHERE name LIKE 'Scale %'")).toBe(2);
  expect((await client.execute("PRAGMA foreign_key_check")).rows).toEqual([]);

  await removeScaleData(client);
  expect(await everyRow()).toEqual(migrated);
});
