import { PAYMENT_MESSAGES } from "@app/shared/messages";
import type { CheckoutQuote } from "@app/shared/schemas/commerce";
import { and, eq, gt, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { includesActiveService } from "../../db/on-sale.ts";
import { packages, paymentEvents, transactions } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { AppError } from "../../lib/errors.ts";
import type { PaymentEvent, PaymentProvider } from "../../providers/payments/provider.ts";
import { ProviderError } from "../../providers/payments/provider.ts";
import type { UserRow } from "../../types.ts";
import { firstPurchaseReferral, friendDiscount, referralRewardStatements } from "../referrals/referral-rewards.ts";
import { currentSubscription, grantStatements, projectGrant } from "../subscriptions/subscriptions.service.ts";
import { closeOpenCycles, OPEN_CYCLE_SQL, openRenewalTransactions } from "./renewals.service.ts";

type TransactionRow = typeof transactions.$inferSelect;

/** The server's price for a package and this buyer; the client's prices are display only. */
export async function quote(db: Db, user: UserRow, packageUuid: string, now = Date.now()): Promise<CheckoutQuote> {
  const [row, sub, referral] = await Promise.all([
    db
      .select({ pkg: packages, onSale: includesActiveService() })
      .from(packages)
      .where(eq(packages.id, packageUuid))
      .get(),
    currentSubscription(db, user.id),
    firstPurchaseReferral(db, user.id),
  ]);
  const pkg = row?.pkg;
  // On sale (decision 068): active, and including an active service.
  if (pkg?.status !== "active" || !row?.onSale)
    throw new AppError(422, "PACKAGE_UNAVAILABLE", PAYMENT_MESSAGES.packageUnavailable);
  const discount = referral ? friendDiscount(pkg.price) : 0;
  return {
    packageUuid: pkg.id,
    namePackage: pkg.name,
    currency: pkg.currency,
    price: pkg.price,
    discount,
    amount: pkg.price - discount,
    discountReason: referral ? "referral_first_purchase" : null,
    days: pkg.days,
    currentEndDate: sub?.endAt ? new Date(sub.endAt).toISOString() : null,
    // A purchase always ends somewhere (only bonus days are banked): `?? now` is for the type.
    newEndDate: new Date(
      projectGrant(sub, { kind: "purchase", packageId: pkg.id, days: pkg.days }, now).endAt ?? now,
    ).toISOString(),
  };
}

export function pendingTtlMs(env: AppEnv): number {
  const hours = Number(env.PENDING_TRANSACTION_TTL_HOURS ?? 24);
  return (Number.isFinite(hours) && hours > 0 ? hours : 24) * 3_600_000;
}

/** Creates the pending transaction, then the provider's checkout; answers the hosted page's URL. */
export async function createPayment(
  db: Db,
  env: AppEnv,
  provider: PaymentProvider,
  user: UserRow,
  packageUuid: string,
  origin: string,
) {
  const price = await quote(db, user, packageUuid);
  const now = Date.now();
  const transactionId = crypto.randomUUID();
  const insert = db.insert(transactions).values({
    id: transactionId,
    userId: user.id,
    packageId: price.packageUuid,
    packageName: price.namePackage,
    days: price.days,
    provider: provider.name,
    amount: price.amount,
    discountAmount: price.discount,
    currency: price.currency,
    status: "pending",
    createdAt: now,
    updatedAt: now,
    expiresAt: now + pendingTtlMs(env),
  });
  if (price.discount > 0) {
    // At most one open payment carries the referral discount (a unique index holds it): a new one
    // replaces the previous, and completion checks again (`complete`).
    await db.batch([
      db
        .update(transactions)
        .set({ status: "canceled", updatedAt: now })
        .where(
          and(eq(transactions.userId, user.id), eq(transactions.status, "pending"), gt(transactions.discountAmount, 0)),
        ),
      insert,
    ]);
  } else {
    await insert;
  }
  let checkout: Awaited<ReturnType<PaymentProvider["createCheckout"]>>;
  try {
    checkout = await provider.createCheckout({
      transactionId,
      amount: price.amount,
      currency: price.currency,
      description: `PremiumHub ${price.namePackage} (${price.days} days)`,
      payerEmail: user.email,
      successUrl: `${origin}/panel?payment=success&transaction=${transactionId}`,
      cancelUrl: `${origin}/checkout?payment=canceled&transaction=${transactionId}`,
      origin,
    });
  } catch (error) {
    await db
      .update(transactions)
      .set({ status: "canceled", updatedAt: Date.now() })
      .where(eq(transactions.id, transactionId));
    if (error instanceof ProviderError) throw new AppError(502, "PROVIDER_FAILED", PAYMENT_MESSAGES.providerFailed);
    throw error;
  }
  await db
    .update(transactions)
    .set({ providerRef: checkout.providerRef, paymentUrl: checkout.paymentUrl, updatedAt: Date.now() })
    .where(eq(transactions.id, transactionId));
  return { paymentUrl: checkout.paymentUrl, transactionUuid: transactionId };
}

export type WebhookOutcome =
  | "completed"
  | "duplicate"
  | "already_completed"
  | "amount_mismatch"
  | "status_updated"
  | "recorded"
  | "discount_ineligible"
  | "unknown_transaction";

const isUnique = (error: unknown, table: string) => String(error).includes(`UNIQUE constraint failed: ${table}`);

/**
 * A verified provider event. Only a `paid` event whose amount and currency match completes the
 * transaction, and it does so in one batch with the subscription grant (and the referral reward of a
 * first purchase). Replays of an event id change nothing; a late `paid` after expiry still completes.
 */
export async function applyPaymentEvent(
  db: Db,
  provider: string,
  event: PaymentEvent,
  config: { milestoneDays: number },
  now = Date.now(),
): Promise<WebhookOutcome> {
  const tx = event.transactionId
    ? await db.query.transactions.findFirst({ where: eq(transactions.id, event.transactionId) })
    : undefined;
  const record = (note: string) =>
    db.insert(paymentEvents).values({
      provider,
      eventId: event.eventId,
      transactionId: tx?.id ?? null,
      type: event.type,
      note,
      createdAt: now,
    });
  try {
    if (!tx || tx.provider !== provider) {
      await record("unknown_transaction");
      return "unknown_transaction";
    }
    if (event.type === "paid") {
      if (event.amount !== tx.amount || (event.currency ?? "").toUpperCase() !== tx.currency) {
        await record(`amount_mismatch: got ${event.amount} ${event.currency}, expected ${tx.amount} ${tx.currency}`);
        console.warn(
          JSON.stringify({ level: "warn", payment: "amount_mismatch", transaction: tx.id, event: event.eventId }),
        );
        return "amount_mismatch";
      }
      return await complete(db, provider, tx, event, config.milestoneDays, now);
    }
    if (event.type === "expired" || event.type === "canceled" || event.type === "failed") {
      const status = event.type === "expired" ? "expired" : "canceled";
      await db.batch([
        record(event.type),
        db
          .update(transactions)
          .set({ status, updatedAt: now })
          .where(and(eq(transactions.id, tx.id), eq(transactions.status, "pending"))),
      ]);
      return "status_updated";
    }
    await record(event.type);
    return "recorded";
  } catch (error) {
    if (isUnique(error, "payment_events")) return "duplicate";
    throw error;
  }
}

async function complete(
  db: Db,
  provider: string,
  tx: TransactionRow,
  event: PaymentEvent,
  milestoneBonusDays: number,
  now: number,
): Promise<WebhookOutcome> {
  if (tx.status !== "pending") {
    console.log(JSON.stringify({ level: "info", payment: "paid_after", status: tx.status, transaction: tx.id }));
  }
  const referral = await firstPurchaseReferral(db, tx.userId);
  if (tx.discountAmount > 0 && !referral && tx.status !== "completed") {
    // The first-purchase discount was already used by another payment: this one does not complete
    // at the discounted price; it is recorded for a refund.
    await db.insert(paymentEvents).values({
      provider,
      eventId: event.eventId,
      transactionId: tx.id,
      type: "paid",
      note: "discount_ineligible",
      createdAt: now,
    });
    console.warn(JSON.stringify({ level: "warn", payment: "discount_ineligible", transaction: tx.id, refund: true }));
    return "discount_ineligible";
  }
  const note = tx.status === "pending" ? "paid" : `paid_after_${tx.status}`;
  // Checked again inside the batch, so two discounted payments completing at once cannot both win.
  const discountStillFirst =
    tx.discountAmount > 0
      ? sql`NOT EXISTS (SELECT 1 FROM transactions WHERE user_id = ${tx.userId} AND status = 'completed' AND id <> ${tx.id})`
      : sql`1`;
  try {
    const [, completed] = await db.batch([
      db
        .insert(paymentEvents)
        .values({ provider, eventId: event.eventId, transactionId: tx.id, type: "paid", note, createdAt: now }),
      db
        .update(transactions)
        .set({
          status: "completed",
          completedAt: now,
          updatedAt: now,
          // A renewal (the renewal figures): the subscriber had paid before, or it pays for a renewal
          // cycle (auto-renew's charge, or "Pay now" while it fails).
          isRenewal: sql`EXISTS (SELECT 1 FROM transactions p WHERE p.user_id = ${tx.userId} AND p.status = 'completed' AND p.id <> ${tx.id})
            OR EXISTS (SELECT 1 FROM renewal_cycles c WHERE c.user_id = ${tx.userId}
                       AND (c.transaction_id = ${tx.id} OR c.status IN ${OPEN_CYCLE_SQL}))`,
        })
        .where(
          and(
            eq(transactions.id, tx.id),
            inArray(transactions.status, ["pending", "expired", "canceled"]),
            discountStillFirst,
          ),
        )
        .returning({ id: transactions.id }),
      ...grantStatements(
        db,
        tx.userId,
        "payment",
        tx.id,
        { kind: "purchase", packageId: tx.packageId, days: tx.days },
        now,
        discountStillFirst,
      ),
      ...(referral ? referralRewardStatements(db, referral, milestoneBonusDays, now) : []),
      // A renewal that was failing is settled by any payment: its grace is taken back, so the
      // days run from the old end date (decision 065).
      ...closeOpenCycles(db, tx.userId, "recovered", tx.id, now, discountStillFirst),
    ]);
    if (completed.length === 0 && tx.discountAmount > 0) return "discount_ineligible";
    return "completed";
  } catch (error) {
    if (isUnique(error, "subscription_ledger")) {
      // Completed before by another event of the same payment (e.g. PAID then SETTLED).
      await db
        .insert(paymentEvents)
        .values({
          provider,
          eventId: event.eventId,
          transactionId: tx.id,
          type: "paid",
          note: "already_completed",
          createdAt: now,
        })
        .onConflictDoNothing();
      return "already_completed";
    }
    throw error;
  }
}

/** Cron: pending transactions older than the configured time expire. */
export async function expirePendingTransactions(db: Db, env: AppEnv, now = Date.now()) {
  const expired = await db
    .update(transactions)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(transactions.status, "pending"),
        lt(transactions.createdAt, now - pendingTtlMs(env)),
        // A renewal's transaction waits for its tries and grace (decision 065).
        notInArray(transactions.id, openRenewalTransactions(db)),
      ),
    )
    .returning({ id: transactions.id });
  return expired.length;
}

export const transactionById = (db: Db, id: string) =>
  db.query.transactions.findFirst({ where: eq(transactions.id, id) });
