import { type Client, createClient } from "@libsql/client";
import { signIn } from "./api-session.ts";
import { type ExportRun, measureExport, printExports } from "./export-check.ts";
import { measureRoutes, printRouteCosts, type RouteCost, routeProbes } from "./route-cost.ts";
import {
  fillScaleData,
  idPrefix,
  localD1File,
  removeScaleData,
  SCALE_PASSWORD,
  type SCALE_SIZES,
} from "./scale-data.ts";
import { startServer } from "./server.ts";

export type ScaleSize = keyof typeof SCALE_SIZES;

type TableCounts = { users: number; referrals: number };

async function tableCounts(client: Client): Promise<TableCounts> {
  const row = (
    await client.execute("SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM referrals) AS referrals")
  ).rows[0];
  return { users: Number(row?.users ?? 0), referrals: Number(row?.referrals ?? 0) };
}

/** The address of the user with the most referrals, when the dataset is there. */
async function busiestReferrer(client: Client): Promise<string | null> {
  const row = (
    await client.execute(`SELECT u.email FROM users u JOIN (SELECT referrer_id, count(*) AS n FROM referrals
      WHERE referrer_id LIKE '${idPrefix("users")}%' GROUP BY referrer_id ORDER BY n DESC LIMIT 1) r ON r.referrer_id = u.id`)
  ).rows[0];
  return row ? String(row.email) : null;
}

async function measureOnce(
  label: string,
  client: Client,
  exportsOf?: TableCounts,
): Promise<{ costs: RouteCost[]; exports: ExportRun[] }> {
  const referrerEmail = await busiestReferrer(client);
  const server = await startServer();
  try {
    const user = await signIn(server.origin, "user@demo.test", "User#2026demo");
    const admin = await signIn(server.origin, "admin@demo.test", "Admin#2026demo");
    const referrer = referrerEmail ? await signIn(server.origin, referrerEmail, SCALE_PASSWORD) : user;
    const services = (await (
      await fetch(`${server.origin}/api/users/services`, { headers: { authorization: `Bearer ${user}` } })
    ).json()) as { data: { services?: { slug: string }[] } | { slug: string }[] };
    const list = Array.isArray(services.data) ? services.data : (services.data.services ?? []);
    console.log(`\n-- ${label}: measuring ${routeProbes(null).length + 1} routes --`);
    const costs = await measureRoutes(server.origin, { user, admin, referrer }, routeProbes(list[0]?.slug ?? null));
    const exports = exportsOf
      ? [
          await measureExport(server.origin, admin, "/api/users/export", exportsOf.users),
          await measureExport(server.origin, admin, "/api/admin-referrals/export", exportsOf.referrals),
        ]
      : [];
    return { costs, exports };
  } finally {
    server.stop();
    await new Promise((r) => setTimeout(r, 1500));
  }
}

/**
 * `npm run bench -- --scale[=small|full]`: the hot routes at demo size, then with the synthetic
 * dataset added to the local D1 (issue 15), with PASS/FAIL against the targets. The dataset stays
 * for inspection; `npm run -w bench scale remove` takes it out again.
 */
export async function scaleBench(size: ScaleSize): Promise<boolean> {
  if (process.env.ENVIRONMENT === "production" || process.env.NODE_ENV === "production") {
    throw new Error("The scale bench refuses to run in production.");
  }
  const client = createClient({ url: `file:${localD1File()}` });
  await removeScaleData(client);
  const demo = await measureOnce("demo size", client);
  const started = Date.now();
  await fillScaleData(client, size, (line) => console.log(`   ${line}`));
  console.log(`filled the ${size} dataset in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const counts = await tableCounts(client);
  const full = await measureOnce(`${size} size`, client, counts);
  client.close();
  console.log(`\n== Route cost at ${size} size (ratio to /api/health; demo ÷h = the same at demo size) ==`);
  const routesPass = printRouteCosts(full.costs, demo.costs);
  console.log(`\n== Full-table exports at ${size} size (streamed, rows counted) ==`);
  const pass = printExports(full.exports) && routesPass;
  console.log(`\nScale targets: ${pass ? "PASS" : "FAIL"}   (remove the dataset: npm run -w bench scale remove)`);
  return pass;
}
