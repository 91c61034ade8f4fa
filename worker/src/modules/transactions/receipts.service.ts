import type { ReceiptDto } from "@app/shared/schemas/commerce";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subscriptionLedger, transactions, users } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { AppError } from "../../lib/errors.ts";
import { includedTax, merchantInfo } from "../../lib/merchant.ts";
import { DAY_MS } from "../subscriptions/subscriptions.service.ts";

/**
 * The receipt of a completed transaction: the buyer's own, or anyone's for an admin. Someone else's,
 * an unknown and a not (yet) completed transaction all answer the same 404, so a receipt reveals
 * nothing about transactions the caller may not see.
 */
export async function receiptOf(
  db: Db,
  env: AppEnv,
  viewer: { id: string; role: string },
  uuid: string,
): Promise<ReceiptDto> {
  const row = await db
    .select({ tx: transactions, name: users.name, email: users.email })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(
      and(
        eq(transactions.id, uuid),
        eq(transactions.status, "completed"),
        viewer.role === "admin" ? undefined : eq(transactions.userId, viewer.id),
      ),
    )
    .get();
  if (!row) throw AppError.notFound("Receipt");
  const { tx } = row;
  const ledger = await db
    .select({ endBefore: subscriptionLedger.endBefore, createdAt: subscriptionLedger.createdAt })
    .from(subscriptionLedger)
    .where(and(eq(subscriptionLedger.source, "payment"), eq(subscriptionLedger.sourceId, tx.id)))
    .get();
  const merchant = merchantInfo(env);
  return {
    uuid: tx.id,
    paidAt: new Date(tx.completedAt ?? tx.updatedAt).toISOString(),
    customer: { name: row.name, email: row.email },
    packageName: tx.packageName,
    days: tx.days,
    period: ledger ? coveredPeriod(ledger, tx.days) : null,
    provider: tx.provider,
    currency: tx.currency,
    listPrice: tx.amount + tx.discountAmount,
    discount: tx.discountAmount,
    amount: tx.amount,
    tax: merchant.tax ? { ...merchant.tax, amount: includedTax(tx.amount, merchant.tax.ratePercent) } : null,
    merchant,
  };
}

/**
 * The days the purchase added: after the end it extended (a running subscription), else from the
 * moment it completed. Banked days that the activation applied too are not part of what was paid.
 */
function coveredPeriod(ledger: { endBefore: number | null; createdAt: number }, days: number) {
  const start = ledger.endBefore !== null && ledger.endBefore > ledger.createdAt ? ledger.endBefore : ledger.createdAt;
  return { start: new Date(start).toISOString(), end: new Date(start + days * DAY_MS).toISOString() };
}
