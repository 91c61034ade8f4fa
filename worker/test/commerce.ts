import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { packages, planServices, services, subscriptionLedger, subscriptions } from "../src/db/schema.ts";
import { hmacSha256Hex } from "../src/lib/tokens.ts";
import { SANDBOX_SIGNATURE_HEADER, sandboxSecret } from "../src/providers/payments/sandbox.ts";
import { call, db } from "./factories.ts";

export type TestPackage = { id: string; price: number; days: number };

/**
 * Inserts packages that are on sale (decision 068): each includes one active service of its own.
 * Returns the package rows in order.
 */
export async function insertPackagesOnSale(
  rows: (typeof packages.$inferInsert)[],
): Promise<(typeof packages.$inferSelect)[]> {
  const inserted = await db().insert(packages).values(rows).returning();
  const now = Date.now();
  for (const pkg of inserted) {
    const serviceId = crypto.randomUUID();
    await db()
      .insert(services)
      .values({
        id: serviceId,
        name: `Included ${serviceId.slice(0, 8)}`,
        slug: `included-${serviceId}`,
        createdAt: now,
      });
    await db().insert(planServices).values({ id: crypto.randomUUID(), packageId: pkg.id, serviceId, createdAt: now });
  }
  return inserted;
}

/** Two IDR packages of this test file: A (50 000, 30 days) and B (120 000, 90 days). */
export async function createPackages(): Promise<[TestPackage, TestPackage]> {
  const now = Date.now();
  const pair: [TestPackage, TestPackage] = [
    { id: crypto.randomUUID(), price: 50_000, days: 30 },
    { id: crypto.randomUUID(), price: 120_000, days: 90 },
  ];
  await insertPackagesOnSale(
    pair.map((p, i) => ({
      id: p.id,
      name: `${i === 0 ? "A" : "B"} ${now}`,
      price: p.price,
      currency: "IDR",
      days: p.days,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return pair;
}

export const subscriptionOf = async (userId: string) =>
  db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });

export const ledgerOf = (userId: string) =>
  db()
    .select()
    .from(subscriptionLedger)
    .where(eq(subscriptionLedger.userId, userId))
    .orderBy(asc(subscriptionLedger.createdAt));

/** Posts a sandbox webhook event signed with the key derived from `secret`. */
export async function signedSandbox(body: Record<string, unknown>, secret = env.JWT_SECRET) {
  const raw = JSON.stringify(body);
  return call("/api/payments/webhook/sandbox", {
    method: "POST",
    headers: {
      [SANDBOX_SIGNATURE_HEADER]: await hmacSha256Hex(await sandboxSecret(secret), raw),
      "content-type": "application/json",
    },
    body: raw,
  });
}

/** The sandbox owner cookie of each created transaction, as the buyer's browser keeps it. */
export const ownerCookies = new Map<string, string>();

export async function buy(token: string, packageUuid: string) {
  const res = await call("/api/payments", { method: "POST", token, json: { packageUuid } });
  expect(res.status).toBe(201);
  const data = (await res.json<{ data: { paymentUrl: string; transactionUuid: string } }>()).data;
  const owner = /sandbox_owner=([^;]*)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  if (owner) ownerCookies.set(data.transactionUuid, `sandbox_owner=${owner}`);
  return data;
}

export async function payThroughSandboxPage(transactionUuid: string, action: "pay" | "cancel" = "pay") {
  const res = await call(`/api/payments/sandbox/${transactionUuid}/${action}`, {
    method: "POST",
    cookie: ownerCookies.get(transactionUuid) ?? "",
  });
  expect(res.status).toBe(303);
  return res.headers.get("location");
}

/** Every insert into `table` fails (a trigger) until `healStorage()`: D1 failing in the middle of a batch. */
export const injectStorageFailure = (table: string) =>
  env.DB.prepare(
    `CREATE TRIGGER inject_failure BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'injected storage failure'); END`,
  ).run();

export const healStorage = () => env.DB.prepare("DROP TRIGGER IF EXISTS inject_failure").run();
