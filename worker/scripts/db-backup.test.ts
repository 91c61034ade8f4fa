import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { orderForRestore, splitStatements, wrangler } from "./d1-cli.ts";
import { ROOT } from "./local-db.ts";
import { scratchConfig } from "./scratch-config.ts";

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** Rows of one SQL query on a local database, through `wrangler d1 execute --json`. */
const query = <Row>(config: string, sql: string) =>
  (
    JSON.parse(wrangler(["d1", "execute", "DB", "--local", "--config", config, "--json", "--command", sql])) as {
      results: Row[];
    }[]
  )[0]?.results ?? [];

const tsx = (script: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync("npx", ["tsx", path.join(ROOT, "worker/scripts", script), ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...env },
  });

it("a backup restores into a fresh local D1 with the demo data", async () => {
  const source = scratchConfig("source");
  const fresh = scratchConfig("fresh");
  scratch.push(source.dir, fresh.dir);
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--config", source.config]);
  tsx("seed.ts", [], { LOCAL_D1_ROOT: source.dir });

  const file = path.join(source.dir, "backup.sql");
  tsx("db-backup.ts", ["--config", source.config, "--output", file]);
  expect(readFileSync(file, "utf8")).toMatch(/CREATE TABLE .*users/);

  tsx("db-restore.ts", [file, "--config", fresh.config]);
  expect(
    query(
      fresh.config,
      "SELECT email, role FROM users WHERE email IN ('admin@demo.test', 'user@demo.test') ORDER BY email",
    ),
  ).toEqual([
    { email: "admin@demo.test", role: "admin" },
    { email: "user@demo.test", role: "user" },
  ]);
  expect(query<{ n: number }>(fresh.config, "SELECT count(*) AS n FROM packages")[0]?.n).toBeGreaterThanOrEqual(3);
  // The dashboard figures come back as they were, not counted again by their triggers (decision 045).
  const usersCounted = `SELECT (SELECT sum(count) FROM daily_figures WHERE metric = 'users') AS figures,
    (SELECT count(*) FROM users) AS rows`;
  const [restored] = query<{ figures: number; rows: number }>(fresh.config, usersCounted);
  expect(restored?.figures).toBe(restored?.rows);
  const triggers = readdirSync(path.join(ROOT, "worker/migrations"))
    .filter((f) => f.endsWith(".sql"))
    .map((f) => readFileSync(path.join(ROOT, "worker/migrations", f), "utf8").split("CREATE TRIGGER").length - 1)
    .reduce((a, b) => a + b, 0);
  expect(triggers).toBeGreaterThan(0);
  expect(
    query<{ n: number }>(fresh.config, "SELECT count(*) AS n FROM sqlite_master WHERE type = 'trigger'")[0]?.n,
  ).toBe(triggers);

  // A second restore into the now non-empty database is refused.
  expect(() => tsx("db-restore.ts", [file, "--config", fresh.config])).toThrow();
}, 240_000);

it("orders a dump so parents exist before their children's rows, keeping quoted semicolons intact", () => {
  const dump = [
    "PRAGMA defer_foreign_keys=TRUE;",
    "CREATE TABLE `child` (`id` text, `parent_id` text REFERENCES `parent`(`id`));",
    "INSERT INTO \"child\" VALUES('c1','p1');",
    "CREATE TABLE `parent` (",
    "  `id` text PRIMARY KEY,",
    "  `note` text",
    ");",
    "INSERT INTO \"parent\" VALUES('p1','one;",
    "two'';three;');",
    "CREATE INDEX `child_parent_idx` ON `child` (`parent_id`);",
    "CREATE TRIGGER `child_count` AFTER INSERT ON `child` BEGIN",
    "  INSERT INTO `parent` VALUES('p2', 'x');",
    "  DELETE FROM `parent` WHERE `id` = 'p2';",
    "END;",
  ].join("\n");
  expect(splitStatements(dump)).toHaveLength(7);
  const ordered = splitStatements(orderForRestore(dump)).map(
    (s) => s.split(/[\s(]/)[0] + (s.match(/`(\w+)`|"(\w+)"/)?.[0] ?? ""),
  );
  expect(ordered).toEqual([
    "PRAGMA",
    "CREATE`child`",
    "CREATE`parent`",
    'INSERT"child"',
    'INSERT"parent"',
    "CREATE`child_parent_idx`",
    "CREATE`child_count`",
  ]);
});
