import type { SubscriptionInfo } from "@app/shared/schemas/commerce";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { packages, subscriptions } from "../../db/schema.ts";
import { iso } from "../../lib/dates.ts";
import { rawStatement } from "../../lib/raw-sql.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export const DAY_MS = 86_400_000;

export function isActive(
  sub: SubscriptionRow | undefined | null,
  now = Date.now(),
): sub is SubscriptionRow & { endAt: number } {
  return !!sub?.endAt && sub.endAt > now && !!sub.packageId;
}

export async function currentSubscription(db: Db, userId: string) {
  return (await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) })) ?? null;
}

/**
 * What changes a subscription (docs/product.md#subscriptions-and-days):
 * - purchase: the same package extends from the current end (or from now when expired); another
 *   package switches now and carries the unused days over; banked days apply at activation.
 * - voucher with a package: exactly as a purchase of that package. For the current package it
 *   extends the end; for another package it switches now and carries the unused days over; with
 *   nothing active it starts that package now (banked days added).
 * - bonus (referral, milestone, voucher without package): extends an active subscription, or is
 *   banked until the next activation. Nobody ever loses paid days.
 * `projectGrant` tells the same outcome before it happens (the checkout, the voucher preview).
 */
export type Grant =
  | { kind: "purchase"; packageId: string | null; days: number }
  | { kind: "voucher"; packageId: string | null; days: number }
  | { kind: "bonus"; days: number };

export type LedgerSource = "payment" | "voucher" | "referral" | "milestone" | "admin" | "trial" | "downtime" | "grace";

type Exprs = { end: SQL; start: SQL; pkg: SQL; banked: SQL; ledgerDays: SQL; bankedFlag: SQL };

function expressions(grant: Grant, now: number): Exprs {
  const ms = grant.days * DAY_MS;
  const active = sql`(end_at IS NOT NULL AND end_at > ${now} AND package_id IS NOT NULL)`;
  const activating = {
    end: sql`CASE WHEN ${active} THEN end_at + ${ms} ELSE ${now} + ${ms} + banked_days * ${DAY_MS} END`,
    banked: sql`CASE WHEN ${active} THEN banked_days ELSE 0 END`,
    ledgerDays: sql`CASE WHEN ${active} THEN ${grant.days} ELSE ${grant.days} + banked_days END`,
    bankedFlag: sql`0`,
  };
  if (grant.kind === "purchase" || (grant.kind === "voucher" && grant.packageId)) {
    // The grant's package from now on; the start stays only while the same package runs on.
    return {
      ...activating,
      start: sql`CASE WHEN ${active} AND package_id = ${grant.packageId} THEN start_at ELSE ${now} END`,
      pkg: sql`${grant.packageId}`,
    };
  }
  return {
    end: sql`CASE WHEN ${active} THEN end_at + ${ms} ELSE end_at END`,
    start: sql`start_at`,
    pkg: sql`package_id`,
    banked: sql`CASE WHEN ${active} THEN banked_days ELSE banked_days + ${grant.days} END`,
    ledgerDays: sql`${grant.days}`,
    bankedFlag: sql`CASE WHEN ${active} THEN 0 ELSE 1 END`,
  };
}

/**
 * The statements that apply a grant, for the caller's `db.batch`: make sure the row exists, write
 * the ledger row (before and after end dates, computed from the same row the update reads), then
 * update. The ledger's unique (source, source_id) makes a repeated grant fail the whole batch, so
 * an effect happens exactly once. No read-then-write: every value is computed inside SQLite.
 */
export function grantStatements(
  db: Db,
  userId: string,
  source: LedgerSource,
  sourceId: string,
  grant: Grant,
  now = Date.now(),
  /** Extra condition (e.g. "the referral is still pending"): when false the grant does nothing. */
  guard: SQL = sql`1`,
) {
  const e = expressions(grant, now);
  return [
    rawStatement(
      db,
      sql`INSERT INTO subscriptions (id, user_id, banked_days, created_at, updated_at)
          VALUES (${crypto.randomUUID()}, ${userId}, 0, ${now}, ${now}) ON CONFLICT(user_id) DO NOTHING`,
    ),
    rawStatement(
      db,
      sql`INSERT INTO subscription_ledger (id, user_id, source, source_id, package_id, days, end_before, end_after, banked, created_at)
          SELECT ${crypto.randomUUID()}, user_id, ${source}, ${sourceId}, ${e.pkg}, ${e.ledgerDays}, end_at, ${e.end}, ${e.bankedFlag}, ${now}
          FROM subscriptions WHERE user_id = ${userId} AND ${guard}`,
    ),
    rawStatement(
      db,
      sql`UPDATE subscriptions SET end_at = ${e.end}, start_at = ${e.start}, package_id = ${e.pkg},
          banked_days = ${e.banked}, updated_at = ${now} WHERE user_id = ${userId} AND ${guard}`,
    ),
  ] as const;
}

export async function applyGrant(
  db: Db,
  userId: string,
  source: LedgerSource,
  sourceId: string,
  grant: Grant,
  now = Date.now(),
) {
  const [a, b, c] = grantStatements(db, userId, source, sourceId, grant, now);
  await db.batch([a, b, c]);
}

/**
 * What a grant does to a subscription, in words a form can show:
 * - extend: the same package runs on, its end moves by the grant's days;
 * - switch: another package from now on, the unused days of the current one carried over;
 * - start: nothing is active, the package starts now (with the banked days);
 * - bonus: days without a package, added to the active subscription or banked.
 */
export type GrantEffect = "extend" | "switch" | "start" | "bonus";

export type GrantProjection = {
  effect: GrantEffect;
  /** The end date after the grant; null when the days are banked. */
  endAt: number | null;
  /** switch: the unused days of the current package (whole days, as the panel counts them); start: the banked days. */
  carriedDays: number;
};

/**
 * The outcome of a grant, by the rules of `expressions()` (for the checkout and the voucher
 * preview): the same end date the ledger will record, computed before anything is written.
 */
export function projectGrant(sub: SubscriptionRow | null, grant: Grant, now = Date.now()): GrantProjection {
  const ms = grant.days * DAY_MS;
  const active = isActive(sub, now);
  if (grant.kind === "bonus" || (grant.kind === "voucher" && !grant.packageId))
    return { effect: "bonus", endAt: active ? sub.endAt + ms : null, carriedDays: 0 };
  if (active) {
    const same = sub.packageId === grant.packageId;
    return {
      effect: same ? "extend" : "switch",
      endAt: sub.endAt + ms,
      carriedDays: same ? 0 : Math.ceil((sub.endAt - now) / DAY_MS),
    };
  }
  const banked = sub?.bankedDays ?? 0;
  return { effect: "start", endAt: now + ms + banked * DAY_MS, carriedDays: banked };
}

export async function subscriptionInfo(db: Db, userId: string, now = Date.now()): Promise<SubscriptionInfo> {
  const row = await db
    .select({
      sub: subscriptions,
      pkgName: sql<string | null>`${packages.name}`.as("pkg_name"),
      price: packages.price,
      currency: packages.currency,
    })
    .from(subscriptions)
    .leftJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(eq(subscriptions.userId, userId))
    .get();
  const sub = row?.sub ?? null;
  return {
    startDate: iso(sub?.startAt),
    endDate: iso(sub?.endAt),
    package:
      sub?.packageId && row?.pkgName
        ? { uuid: sub.packageId, namePackage: row.pkgName, price: row.price ?? 0, currency: row.currency ?? "IDR" }
        : null,
    status: isActive(sub, now) ? "Active" : sub?.endAt ? "Expired" : "None",
    bankedDays: sub?.bankedDays ?? 0,
  };
}
