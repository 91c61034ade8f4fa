import type { Locale } from "@app/shared/constants";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { includesActiveService } from "../../db/on-sale.ts";
import {
  paymentEvents,
  renewalCycles,
  renewalMethods,
  renewalReminders,
  subscriptions,
  transactions,
  users,
} from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { rawStatement, rowsOf } from "../../lib/raw-sql.ts";
import { mailSubscriber } from "../../lib/subscriber-mail.ts";
import { pageLink } from "../../mail/links.ts";
import { composeMail } from "../../mail/templates.ts";
import type { ChargeResult, MethodEvent, PaymentEvent } from "../../providers/payments/provider.ts";
import { ProviderError } from "../../providers/payments/provider.ts";
import { providerByName } from "../../providers/payments/registry.ts";
import { milestoneDays } from "../referrals/referral-rewards.ts";
import { DAY_MS, grantStatements } from "../subscriptions/subscriptions.service.ts";
import { mailWelcome } from "../subscriptions/welcome-mail.ts";
import { mailReceipt } from "./payment-mail.ts";
import { applyPaymentEvent, type WebhookOutcome } from "./payments.service.ts";
import {
  applyMethodEvent,
  CHARGE_LEAD_MS,
  cycleOfTransaction,
  MAX_ATTEMPTS,
  type MethodOutcome,
  OPEN_CYCLE_SQL,
  RETRY_AFTER_DAYS,
  renewalGraceDays,
} from "./renewals.service.ts";

/** wrangler.toml's second trigger: renewals and their reminders, every hour (worker/src/index.ts). */
export const RENEWALS_CRON = "0 * * * *";

/** The heads-up goes this long before the charge (3 days), recorded as a reminder 4 days before the end. */
export const HEADS_UP_DAYS = 3;
export const HEADS_UP_REMINDER = HEADS_UP_DAYS + CHARGE_LEAD_MS / DAY_MS;
/** Cycles opened, and tries made, per cron run at most; the rest go in the next run. */
const PER_RUN = 25;
/** A try the provider could not be reached for goes again this much later, as the same try. */
const UNREACHABLE_RETRY_MS = 30 * 60_000;

/** Cron (decision 065): heads-ups, new cycles, the tries that are due, and graces that are over. */
export async function runRenewals(db: Db, env: AppEnv, now = Date.now()) {
  const headsUps = await sendHeadsUps(db, env, now);
  const opened = await openDueCycles(db, env, now);
  const tried = await chargeDueCycles(db, env, now);
  const ended = await endGraces(db, now);
  return { headsUps, opened, tried, ended };
}

/**
 * The days of access past the end date while a renewal fails: to the last try (3 days after the
 * first, which is 1 day before the end: 2 days past it) plus the grace period. Whole days, the
 * same for everyone, whatever minute the hourly run made the first try.
 */
export function accessDaysPastEnd(env: Pick<AppEnv, "RENEWAL_GRACE_DAYS">): number {
  const lastTry = RETRY_AFTER_DAYS[RETRY_AFTER_DAYS.length - 1] ?? 0;
  return lastTry - CHARGE_LEAD_MS / DAY_MS + renewalGraceDays(env);
}

/** Whole-day retries counted from the first try; null after the last. */
export function nextAttemptAt(firstAttemptAt: number, attempt: number): number | null {
  const days = RETRY_AFTER_DAYS[attempt - 1];
  return days === undefined ? null : firstAttemptAt + days * DAY_MS;
}

/**
 * With auto-renew, one mail 3 days before the charge: the date, the amount and the method, the
 * old price when it changed since the subscriber last paid for the package, and a link to turn it
 * off. Claimed in `renewal_reminders` before it goes, so overlapping runs mail once.
 */
async function sendHeadsUps(db: Db, env: AppEnv, now: number) {
  const due = rowsOf<{
    userId: string;
    endAt: number;
    packageId: string;
    packageName: string;
    days: number;
    price: number;
    currency: string;
    label: string;
    name: string;
    email: string;
    locale: Locale | null;
    lastPaid: number | null;
  }>(
    await db.run(sql`
      SELECT s.user_id AS userId, s.end_at AS endAt, p.id AS packageId, p.name AS packageName, p.days AS days,
             p.price AS price, p.currency AS currency, COALESCE(m.label, m.channel) AS label,
             u.name AS name, u.email AS email, u.locale AS locale,
             (SELECT t.amount + t.discount_amount FROM transactions t
               WHERE t.user_id = s.user_id AND t.package_id = p.id AND t.status = 'completed'
               ORDER BY t.completed_at DESC LIMIT 1) AS lastPaid
      FROM subscriptions s
      JOIN renewal_methods m ON m.user_id = s.user_id AND m.status = 'active'
      JOIN packages p ON p.id = s.package_id AND p.status = 'active' AND ${includesActiveService("p.id")}
      JOIN users u ON u.id = s.user_id AND u.status = 'active'
      WHERE s.end_at > ${now + CHARGE_LEAD_MS} AND s.end_at <= ${now + CHARGE_LEAD_MS + HEADS_UP_DAYS * DAY_MS}
        AND NOT EXISTS (SELECT 1 FROM renewal_reminders r WHERE r.user_id = s.user_id
                        AND r.days_before = ${HEADS_UP_REMINDER} AND r.end_at > ${now})
        -- A failing renewal's grace moves the end date: that is no new cycle to announce.
        AND NOT EXISTS (SELECT 1 FROM renewal_cycles c WHERE c.user_id = s.user_id AND c.status IN ${OPEN_CYCLE_SQL})
      ORDER BY s.end_at LIMIT ${PER_RUN}`),
  );
  let sent = 0;
  for (const row of due) {
    const claimed = await db
      .insert(renewalReminders)
      .values({ userId: row.userId, endAt: row.endAt, daysBefore: HEADS_UP_REMINDER, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: renewalReminders.userId });
    if (claimed.length === 0) continue;
    const locale: Locale = row.locale ?? "en";
    const mail = composeMail(env, "renewalHeadsUp", locale, {
      name: row.name,
      packageName: row.packageName,
      days: row.days,
      chargeAt: row.endAt - CHARGE_LEAD_MS,
      amount: row.price,
      currency: row.currency,
      method: row.label,
      priceBefore: row.lastPaid !== null && row.lastPaid !== row.price ? row.lastPaid : null,
      url: pageLink(env, locale, "/panel#auto-renew"),
    });
    if (await mailSubscriber(db, env, row.email, mail, "renewalHeadsUp")) sent += 1;
    else
      await db
        .delete(renewalReminders)
        .where(
          and(
            eq(renewalReminders.userId, row.userId),
            eq(renewalReminders.endAt, row.endAt),
            eq(renewalReminders.daysBefore, HEADS_UP_REMINDER),
          ),
        );
  }
  return sent;
}

/**
 * 24 hours before the end, one cycle per subscription and end date, with its pending transaction
 * at the package's current price. Both inserts are guarded in one batch, so concurrent runs make
 * one cycle and one transaction between them.
 */
async function openDueCycles(db: Db, env: AppEnv, now: number) {
  const due = rowsOf<{ userId: string; endAt: number; methodId: string; provider: string }>(
    await db.run(sql`
      SELECT s.user_id AS userId, s.end_at AS endAt, m.id AS methodId, m.provider AS provider
      FROM subscriptions s
      JOIN renewal_methods m ON m.user_id = s.user_id AND m.status = 'active'
      JOIN packages p ON p.id = s.package_id AND p.status = 'active' AND ${includesActiveService("p.id")}
      JOIN users u ON u.id = s.user_id AND u.status = 'active'
      WHERE s.end_at > ${now} AND s.end_at <= ${now + CHARGE_LEAD_MS}
        AND NOT EXISTS (SELECT 1 FROM renewal_cycles c WHERE c.user_id = s.user_id
                        AND (c.end_at = s.end_at OR c.status IN ${OPEN_CYCLE_SQL}))
      ORDER BY s.end_at LIMIT ${PER_RUN}`),
  );
  let opened = 0;
  for (const row of due) {
    if (!providerByName(env, row.provider)?.renewals) continue;
    const txId = crypto.randomUUID();
    const [, cycle] = await db.batch([
      rawStatement(
        db,
        sql`INSERT INTO transactions (id, user_id, package_id, package_name, days, provider, amount, discount_amount,
                                      currency, status, created_at, updated_at)
            SELECT ${txId}, s.user_id, p.id, p.name, p.days, ${row.provider}, p.price, 0, p.currency, 'pending', ${now}, ${now}
            FROM subscriptions s JOIN packages p ON p.id = s.package_id
            WHERE s.user_id = ${row.userId} AND s.end_at = ${row.endAt}
              AND NOT EXISTS (SELECT 1 FROM renewal_cycles c WHERE c.user_id = s.user_id
                              AND (c.end_at = s.end_at OR c.status IN ${OPEN_CYCLE_SQL}))`,
      ),
      rawStatement(
        db,
        sql`INSERT INTO renewal_cycles (id, user_id, end_at, package_id, transaction_id, method_id, amount, currency,
                                        status, attempts, next_attempt_at, grace_days, created_at, updated_at)
            SELECT ${crypto.randomUUID()}, t.user_id, ${row.endAt}, t.package_id, t.id, ${row.methodId}, t.amount, t.currency,
                   'due', 0, ${now}, 0, ${now}, ${now}
            FROM transactions t WHERE t.id = ${txId}
            ON CONFLICT DO NOTHING`,
      ),
    ]);
    opened += (cycle as { meta?: { changes?: number } }).meta?.changes ?? 0;
  }
  return opened;
}

type Cycle = typeof renewalCycles.$inferSelect;

/** Every cycle whose try is due: each try is claimed by one run (a conditional update), then charged. */
async function chargeDueCycles(db: Db, env: AppEnv, now: number) {
  const due = await db
    .select()
    .from(renewalCycles)
    .where(and(inArray(renewalCycles.status, ["due", "retrying"]), lte(renewalCycles.nextAttemptAt, now)))
    .limit(PER_RUN);
  let tried = 0;
  for (const cycle of due) if (await chargeCycle(db, env, cycle, now)) tried += 1;
  return tried;
}

async function chargeCycle(db: Db, env: AppEnv, cycle: Cycle, now: number) {
  const [claimed] = await db
    .update(renewalCycles)
    .set({
      status: "charging",
      attempts: cycle.attempts + 1,
      firstAttemptAt: cycle.firstAttemptAt ?? now,
      nextAttemptAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(renewalCycles.id, cycle.id),
        eq(renewalCycles.status, cycle.status),
        eq(renewalCycles.attempts, cycle.attempts),
      ),
    )
    .returning();
  if (!claimed) return false;
  const attempt = claimed.attempts;
  const method = await db
    .select()
    .from(renewalMethods)
    .where(and(eq(renewalMethods.userId, cycle.userId), eq(renewalMethods.status, "active")))
    .get();
  const provider = method ? providerByName(env, method.provider) : null;
  if (!method?.tokenId || !provider?.renewals) {
    await recordDecline(db, env, claimed, attempt, `renewal_${claimed.id}_${attempt}:failed`, "NO_METHOD", now);
    return true;
  }
  let result: ChargeResult;
  try {
    result = await provider.renewals.charge({
      transactionId: claimed.transactionId,
      attempt,
      tokenId: method.tokenId,
      amount: claimed.amount,
      currency: claimed.currency,
      description: `PremiumHub renewal`,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // Not reached: the same try again later (the same idempotency key, so never charged twice).
    await db
      .update(renewalCycles)
      .set({
        status: cycle.status,
        attempts: cycle.attempts,
        nextAttemptAt: now + UNREACHABLE_RETRY_MS,
        updatedAt: now,
      })
      .where(and(eq(renewalCycles.id, cycle.id), eq(renewalCycles.status, "charging")));
    console.warn(JSON.stringify({ level: "warn", renewal: "provider_unreachable", cycle: cycle.id }));
    return false;
  }
  await db
    .update(transactions)
    .set({ providerRef: result.providerRef, updatedAt: now })
    .where(eq(transactions.id, claimed.transactionId));
  if (method.id !== claimed.methodId)
    await db.update(renewalCycles).set({ methodId: method.id }).where(eq(renewalCycles.id, claimed.id));
  if (result.status === "succeeded") {
    const outcome = await applyPaymentEvent(
      db,
      provider.name,
      {
        eventId: `${result.providerRef}:paid`,
        type: "paid",
        transactionId: claimed.transactionId,
        providerRef: result.providerRef,
        amount: claimed.amount,
        currency: claimed.currency,
      },
      { milestoneDays: milestoneDays(env) },
      now,
    );
    if (outcome === "completed") await mailReceipt(db, env, claimed.transactionId);
  } else if (result.status === "failed") {
    await recordDecline(db, env, claimed, attempt, `${result.providerRef}:failed`, result.failureCode, now);
  }
  return true;
}

/**
 * A declined try (answered at once, or by the provider's webhook later): recorded under its event
 * id and applied only to the try it belongs to, so a replay or a late duplicate changes nothing.
 * The first decline grants access to the end of the grace period (a ledger row of its own, taken
 * back when the cycle is paid); each decline mails "Pay now".
 */
export async function recordDecline(
  db: Db,
  env: AppEnv,
  cycle: Cycle,
  attempt: number,
  eventId: string,
  failureCode: string | null,
  now = Date.now(),
) {
  const first = cycle.firstAttemptAt ?? now;
  const next = attempt < MAX_ATTEMPTS ? nextAttemptAt(first, attempt) : null;
  const graceDays = accessDaysPastEnd(env);
  const thisTry = sql`EXISTS (SELECT 1 FROM renewal_cycles WHERE id = ${cycle.id} AND status = 'charging' AND attempts = ${attempt})`;
  const firstDecline = sql`${thisTry} AND NOT EXISTS (SELECT 1 FROM renewal_cycles WHERE id = ${cycle.id} AND grace_days > 0)`;
  try {
    const results = await db.batch([
      db.insert(paymentEvents).values({
        provider: "renewal",
        eventId,
        transactionId: cycle.transactionId,
        type: "failed",
        note: failureCode ?? "declined",
        createdAt: now,
      }),
      ...grantStatements(db, cycle.userId, "grace", cycle.id, { kind: "bonus", days: graceDays }, now, firstDecline),
      db
        .update(renewalCycles)
        .set({
          status: next === null ? "past_due" : "retrying",
          nextAttemptAt: next,
          failureCode,
          graceDays: sql`CASE WHEN grace_days = 0 THEN ${graceDays} ELSE grace_days END`,
          updatedAt: now,
        })
        .where(
          and(
            eq(renewalCycles.id, cycle.id),
            eq(renewalCycles.status, "charging"),
            eq(renewalCycles.attempts, attempt),
          ),
        )
        .returning({ id: renewalCycles.id }),
    ]);
    if ((results[results.length - 1] as unknown[]).length === 0) return false;
  } catch (error) {
    if (String(error).includes("UNIQUE constraint failed: payment_events")) return false;
    throw error;
  }
  await mailDecline(db, env, cycle, next, failureCode);
  return true;
}

async function mailDecline(db: Db, env: AppEnv, cycle: Cycle, next: number | null, failureCode: string | null) {
  const row = await db
    .select({
      name: users.name,
      email: users.email,
      locale: users.locale,
      endAt: subscriptions.endAt,
      packageName: transactions.packageName,
      label: renewalMethods.label,
    })
    .from(users)
    .innerJoin(subscriptions, eq(subscriptions.userId, users.id))
    .innerJoin(transactions, eq(transactions.id, cycle.transactionId))
    .leftJoin(renewalMethods, eq(renewalMethods.id, sql`${cycle.methodId}`))
    .where(eq(users.id, cycle.userId))
    .get();
  if (!row) return;
  const locale: Locale = row.locale ?? "en";
  const mail = composeMail(env, "renewalDeclined", locale, {
    name: row.name,
    packageName: row.packageName,
    amount: cycle.amount,
    currency: cycle.currency,
    method: row.label ?? "",
    failureCode,
    nextAttemptAt: next,
    accessUntil: row.endAt ?? cycle.endAt,
    url: pageLink(env, locale, `/checkout?renew=${cycle.packageId ?? ""}`),
  });
  await mailSubscriber(db, env, row.email, mail, "renewalDeclined");
}

/** Past-due cycles whose grace is over end, with their transaction: the subscription ended as any other. */
async function endGraces(db: Db, now: number) {
  const over = sql`status = 'past_due' AND user_id IN (SELECT user_id FROM subscriptions WHERE end_at <= ${now})`;
  const [, ended] = await db.batch([
    rawStatement(
      db,
      sql`UPDATE transactions SET status = 'canceled', updated_at = ${now}
          WHERE status = 'pending' AND id IN (SELECT transaction_id FROM renewal_cycles WHERE ${over})`,
    ),
    rawStatement(db, sql`UPDATE renewal_cycles SET status = 'ended', updated_at = ${now} WHERE ${over}`),
  ]);
  return (ended as { meta?: { changes?: number } }).meta?.changes ?? 0;
}

/**
 * One verified provider event, wherever it belongs: a saved method's, a renewal try's decline
 * (applied to the try in progress), or a payment's; a payment that completes mails its receipt.
 */
export async function applyProviderEvent(
  db: Db,
  env: AppEnv,
  provider: string,
  event: PaymentEvent | MethodEvent,
): Promise<WebhookOutcome | MethodOutcome | "declined"> {
  if (event.kind === "method") return applyMethodEvent(db, provider, event);
  if (event.type === "failed" && event.transactionId) {
    const cycle = await cycleOfTransaction(db, event.transactionId);
    if (cycle) {
      if (cycle.status !== "charging") return "duplicate";
      const applied = await recordDecline(db, env, cycle, cycle.attempts, event.eventId, event.failureCode ?? null);
      return applied ? "declined" : "duplicate";
    }
  }
  const outcome = await applyPaymentEvent(db, provider, event, { milestoneDays: milestoneDays(env) });
  if (outcome === "completed" && event.transactionId) {
    const userId = await mailReceipt(db, env, event.transactionId);
    // The first subscription is welcomed too (issue 44); any later payment finds the claim taken.
    if (userId) await mailWelcome(db, env, userId);
  }
  return outcome;
}
