import { RENEWAL_CHANNEL_NAMES, type RenewalChannel, type RenewalState } from "@app/shared/constants/commerce";
import { PAYMENT_MESSAGES, SERVICE_MESSAGES } from "@app/shared/messages";
import type { RenewalInfo } from "@app/shared/schemas/commerce";
import { and, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { includesActiveService } from "../../db/on-sale.ts";
import { packages, paymentEvents, renewalCycles, renewalMethods, subscriptions } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { iso } from "../../lib/dates.ts";
import { AppError } from "../../lib/errors.ts";
import { rawStatement } from "../../lib/raw-sql.ts";
import type { MethodEvent, PaymentProvider } from "../../providers/payments/provider.ts";
import { ProviderError } from "../../providers/payments/provider.ts";
import { sandboxTokenId } from "../../providers/payments/sandbox.ts";
import type { UserRow } from "../../types.ts";
import { DAY_MS, isActive } from "../subscriptions/subscriptions.service.ts";

/*
 * Auto-renew (issue 43, decision 065): a method linked once, one renewal per subscription and
 * cycle, charged 24 hours before the end, tried again 1 and 3 days after the first try, then past
 * due with access to the end of a grace period. The cron's side is renewal-charges.service.ts.
 */

/** A cycle still to be settled: a try is waiting, with the provider, or left after a decline. */
export const OPEN_CYCLE = ["due", "charging", "retrying", "past_due"] as const;
/** OPEN_CYCLE as an SQL list, for `status IN ${OPEN_CYCLE_SQL}` in raw statements. */
export const OPEN_CYCLE_SQL = sql`(${sql.join(
  OPEN_CYCLE.map((s) => sql`${s}`),
  sql`, `,
)})`;
/** The first try is this long before the end date. */
export const CHARGE_LEAD_MS = DAY_MS;
/** Further tries, counted in days from the first: 1 (the end date) and 3. */
export const RETRY_AFTER_DAYS = [1, 3] as const;
export const MAX_ATTEMPTS = RETRY_AFTER_DAYS.length + 1;

/** Days of access after the last try (RENEWAL_GRACE_DAYS, default 3). */
export function renewalGraceDays(env: Pick<AppEnv, "RENEWAL_GRACE_DAYS">): number {
  const days = Number(env.RENEWAL_GRACE_DAYS ?? 3);
  return Number.isInteger(days) && days >= 0 && days <= 30 ? days : 3;
}

type CycleRow = typeof renewalCycles.$inferSelect;

const activeMethodOf = (db: Db, userId: string) =>
  db
    .select()
    .from(renewalMethods)
    .where(and(eq(renewalMethods.userId, userId), eq(renewalMethods.status, "active")))
    .get();

export const openCycleOf = (db: Db, userId: string) =>
  db
    .select()
    .from(renewalCycles)
    .where(and(eq(renewalCycles.userId, userId), inArray(renewalCycles.status, [...OPEN_CYCLE])))
    .orderBy(desc(renewalCycles.endAt))
    .get();

/** The state the subscriber sees: read from the method and the open cycle, never stored twice. */
export function renewalState(method: unknown, cycle: Pick<CycleRow, "status"> | undefined): RenewalState {
  if (cycle?.status === "retrying" || cycle?.status === "past_due") return cycle.status;
  return method ? "scheduled" : "off";
}

export async function renewalInfo(db: Db, userId: string, now = Date.now()): Promise<RenewalInfo> {
  const [method, cycle, row, linking] = await Promise.all([
    activeMethodOf(db, userId),
    openCycleOf(db, userId),
    db
      .select({
        sub: subscriptions,
        price: packages.price,
        currency: packages.currency,
        onSale: sql<number>`(${packages.status} = 'active' AND ${includesActiveService()})`.as("on_sale"),
      })
      .from(subscriptions)
      .leftJoin(packages, eq(packages.id, subscriptions.packageId))
      .where(eq(subscriptions.userId, userId))
      .get(),
    db
      .select({ id: renewalMethods.id })
      .from(renewalMethods)
      .where(and(eq(renewalMethods.userId, userId), eq(renewalMethods.status, "pending")))
      .get(),
  ]);
  const state = renewalState(method, cycle);
  const sub = row?.sub;
  const failing = state === "retrying" || state === "past_due";
  let nextChargeAt: number | null = null;
  if (cycle && (cycle.status === "due" || cycle.status === "retrying")) nextChargeAt = cycle.nextAttemptAt;
  else if (!cycle && method && isActive(sub, now) && row?.onSale)
    nextChargeAt = Math.max(now, sub.endAt - CHARGE_LEAD_MS);
  const amount = cycle ? cycle.amount : nextChargeAt !== null ? (row?.price ?? null) : null;
  return {
    autoRenew: !!method,
    method: method ? { channel: method.channel as RenewalChannel, label: method.label ?? method.channel } : null,
    linking: !!linking,
    state,
    nextChargeAt: iso(nextChargeAt),
    amount,
    currency: amount === null ? null : (cycle?.currency ?? row?.currency ?? null),
    accessUntil: failing ? iso(sub?.endAt) : null,
    payNow: failing && cycle?.packageId ? { packageUuid: cycle.packageId } : null,
  };
}

/**
 * Starts linking a method: a `pending` method and the channel's authorisation page. Only the
 * provider's verified webhook (or the sandbox page playing it) makes it active; until then the
 * current method, if any, stays. Needs a running subscription to renew.
 */
export async function startLinking(
  db: Db,
  provider: PaymentProvider,
  user: UserRow,
  channel: RenewalChannel,
  origin: string,
  now = Date.now(),
): Promise<{ linkUrl: string }> {
  const gateway = provider.renewals;
  if (!gateway) throw new AppError(422, "PROVIDER_UNAVAILABLE", PAYMENT_MESSAGES.providerUnavailable);
  const sub = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, user.id) });
  if (!isActive(sub, now)) throw new AppError(403, "SUBSCRIPTION_REQUIRED", SERVICE_MESSAGES.noSubscription);
  const methodId = crypto.randomUUID();
  await db.batch([
    db.delete(renewalMethods).where(and(eq(renewalMethods.userId, user.id), ne(renewalMethods.status, "active"))),
    db.insert(renewalMethods).values({
      id: methodId,
      userId: user.id,
      provider: provider.name as "sandbox" | "xendit",
      channel,
      status: "pending",
      createdAt: now,
      updatedAt: now,
    }),
  ]);
  try {
    const { tokenId, linkUrl } = await gateway.link({
      methodId,
      channel,
      payerEmail: user.email,
      successUrl: `${origin}/panel?renewal=linked`,
      failureUrl: `${origin}/panel?renewal=failed`,
      origin,
    });
    if (tokenId) await db.update(renewalMethods).set({ tokenId }).where(eq(renewalMethods.id, methodId));
    return { linkUrl };
  } catch (error) {
    await db.delete(renewalMethods).where(eq(renewalMethods.id, methodId));
    if (error instanceof ProviderError) throw new AppError(502, "PROVIDER_FAILED", PAYMENT_MESSAGES.providerFailed);
    throw error;
  }
}

export type MethodOutcome = "method_linked" | "method_failed" | "recorded" | "duplicate" | "unknown_method";

/**
 * A verified event about a saved method. Recorded under its event id first, so a replay changes
 * nothing. Linked: it becomes the account's one active method (the previous one goes).
 */
export async function applyMethodEvent(
  db: Db,
  provider: string,
  event: MethodEvent,
  now = Date.now(),
): Promise<MethodOutcome> {
  const method = await db
    .select()
    .from(renewalMethods)
    .where(
      and(eq(renewalMethods.provider, provider as "sandbox" | "xendit"), eq(renewalMethods.tokenId, event.tokenId)),
    )
    .get();
  const record = (note: string) =>
    db
      .insert(paymentEvents)
      .values({ provider, eventId: event.eventId, type: `method_${event.status}`, note, createdAt: now });
  try {
    if (!method) {
      await record("unknown_method");
      return "unknown_method";
    }
    if (event.status === "active") {
      await db.batch([
        record("linked"),
        db
          .delete(renewalMethods)
          .where(and(eq(renewalMethods.userId, method.userId), ne(renewalMethods.id, method.id))),
        db
          .update(renewalMethods)
          .set({ status: "active", label: event.label ?? method.channel, updatedAt: now })
          .where(eq(renewalMethods.id, method.id)),
      ]);
      return "method_linked";
    }
    if (event.status === "pending") {
      await record("pending");
      return "recorded";
    }
    await db.batch([
      record(event.status),
      db.update(renewalMethods).set({ status: "failed", updatedAt: now }).where(eq(renewalMethods.id, method.id)),
    ]);
    return "method_failed";
  } catch (error) {
    if (String(error).includes("UNIQUE constraint failed: payment_events")) return "duplicate";
    throw error;
  }
}

/** The sandbox's linking page: the method, only while it waits for an answer. */
export const sandboxMethod = (db: Db, id: string) =>
  db.select().from(renewalMethods).where(eq(renewalMethods.id, id)).get();

/** Records the sandbox page's answer as the provider's webhook would (a token, then its event). */
export async function answerSandboxLink(db: Db, methodId: string, action: "link" | "decline" | "cancel") {
  const method = await sandboxMethod(db, methodId);
  if (method?.provider !== "sandbox" || method.status !== "pending") return null;
  const tokenId = sandboxTokenId(methodId, action === "decline");
  await db.update(renewalMethods).set({ tokenId }).where(eq(renewalMethods.id, methodId));
  return applyMethodEvent(db, "sandbox", {
    kind: "method",
    eventId: `sbx_evt_${crypto.randomUUID()}`,
    tokenId,
    status: action === "cancel" ? "failed" : "active",
    // A made-up wallet number's last digits, as a linked e-wallet shows them.
    label:
      action === "cancel"
        ? null
        : `${RENEWAL_CHANNEL_NAMES[method.channel as RenewalChannel] ?? method.channel} ••••${action === "decline" ? "0000" : "4242"}`,
  });
}

/**
 * Auto-renew off: the methods go, an open cycle is canceled with its transaction, and the grace
 * it granted is taken back, so access runs to the end date and no further.
 */
export async function turnOffAutoRenew(db: Db, userId: string, now = Date.now()) {
  await db.batch([
    db.delete(renewalMethods).where(eq(renewalMethods.userId, userId)),
    ...closeOpenCycles(db, userId, "canceled", null, now),
  ]);
}

/**
 * The statements that settle a user's open cycle, for the caller's batch: the grace it granted is
 * taken back (a ledger row of its own, so the end date can always be explained), its transaction
 * is canceled unless it is the one being paid, and the cycle takes `status`. With `paidTx`, the
 * cycle is `renewed` when that is its own transaction and `recovered` otherwise. `guard` is the
 * caller's condition (e.g. the payment did complete).
 */
export function closeOpenCycles(
  db: Db,
  userId: string,
  status: "canceled" | "recovered",
  paidTx: string | null,
  now: number,
  guard: SQL = sql`1`,
) {
  const graceMs = sql`(SELECT COALESCE(SUM(grace_days), 0) * ${DAY_MS} FROM renewal_cycles WHERE user_id = ${userId} AND status IN ${OPEN_CYCLE_SQL})`;
  return [
    rawStatement(
      db,
      sql`INSERT INTO subscription_ledger (id, user_id, source, source_id, package_id, days, end_before, end_after, banked, created_at)
          SELECT ${crypto.randomUUID()}, s.user_id, 'grace', c.id || ':returned', s.package_id, -c.grace_days, s.end_at,
                 s.end_at - c.grace_days * ${DAY_MS}, 0, ${now}
          FROM subscriptions s JOIN renewal_cycles c ON c.user_id = s.user_id
          WHERE s.user_id = ${userId} AND c.status IN ${OPEN_CYCLE_SQL} AND c.grace_days > 0 AND s.end_at IS NOT NULL AND ${guard}`,
    ),
    rawStatement(
      db,
      sql`UPDATE subscriptions SET end_at = end_at - ${graceMs}, updated_at = ${now}
          WHERE user_id = ${userId} AND end_at IS NOT NULL AND ${graceMs} > 0 AND ${guard}`,
    ),
    rawStatement(
      db,
      sql`UPDATE transactions SET status = 'canceled', updated_at = ${now}
          WHERE status = 'pending' AND id <> ${paidTx ?? ""} AND ${guard}
            AND id IN (SELECT transaction_id FROM renewal_cycles WHERE user_id = ${userId} AND status IN ${OPEN_CYCLE_SQL})`,
    ),
    rawStatement(
      db,
      sql`UPDATE renewal_cycles SET status = CASE WHEN transaction_id = ${paidTx ?? ""} THEN 'renewed' ELSE ${status} END,
            next_attempt_at = NULL, updated_at = ${now}
          WHERE user_id = ${userId} AND status IN ${OPEN_CYCLE_SQL} AND ${guard}`,
    ),
  ] as const;
}

/** The renewal transaction's cycle, when the transaction is one. */
export const cycleOfTransaction = (db: Db, transactionId: string) =>
  db.select().from(renewalCycles).where(eq(renewalCycles.transactionId, transactionId)).get();

/** Renewal transactions of open cycles are not expired by the pending-payment clock. */
export const openRenewalTransactions = (db: Db) =>
  db
    .select({ id: renewalCycles.transactionId })
    .from(renewalCycles)
    .where(inArray(renewalCycles.status, [...OPEN_CYCLE]));
