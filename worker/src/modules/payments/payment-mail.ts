import type { Locale } from "@app/shared/constants";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { renewalCycles, renewalMethods, subscriptions, transactions, users } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { mailSubscriber } from "../../lib/subscriber-mail.ts";
import { pageLink } from "../../mail/links.ts";
import { composeMail } from "../../mail/templates.ts";

/**
 * The receipt mail of a completed payment (issue 43: a renewal's receipt is mailed), in the
 * account's language: the amount, the period it bought and a link to the receipt page, which has
 * the PDF. A renewal charged to a linked method names the method. Answers the payer's id, or null
 * when the transaction is not completed.
 */
export async function mailReceipt(db: Db, env: AppEnv, transactionId: string) {
  const row = await db
    .select({
      tx: transactions,
      name: users.name,
      email: users.email,
      locale: users.locale,
      // The end after this payment and anything it settled (a renewal's grace taken back): it was
      // just completed, so the subscription's end is the one it bought.
      endAt: subscriptions.endAt,
      method: renewalMethods.label,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, transactions.userId))
    .leftJoin(renewalCycles, eq(renewalCycles.transactionId, transactions.id))
    .leftJoin(renewalMethods, eq(renewalMethods.id, renewalCycles.methodId))
    .where(eq(transactions.id, transactionId))
    .get();
  if (row?.tx.status !== "completed") return null;
  const locale: Locale = row.locale ?? "en";
  const mail = composeMail(env, "receipt", locale, {
    name: row.name,
    packageName: row.tx.packageName,
    days: row.tx.days,
    amount: row.tx.amount,
    currency: row.tx.currency,
    method: row.method ?? null,
    endAt: row.endAt ?? null,
    url: pageLink(env, locale, `/panel/transactions/${row.tx.id}/receipt`),
  });
  await mailSubscriber(db, env, row.email, mail, "receipt");
  return row.tx.userId;
}
