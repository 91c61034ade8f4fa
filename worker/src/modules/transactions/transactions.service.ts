import type { TransactionDto } from "@app/shared/schemas/commerce";
import { and, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { transactions, users } from "../../db/schema.ts";
import { iso } from "../../lib/dates.ts";
import { likeContains } from "../../lib/like.ts";
import { oneColumn, paginate } from "../../lib/paginate.ts";

type TransactionRow = typeof transactions.$inferSelect;

export const toTransactionDto = (t: TransactionRow, userEmail: string | null = null): TransactionDto => ({
  uuid: t.id,
  packageName: t.packageName,
  packageUuid: t.packageId,
  days: t.days,
  provider: t.provider,
  amount: t.amount,
  discountAmount: t.discountAmount,
  currency: t.currency,
  status: t.status,
  paymentUrl: t.status === "pending" ? t.paymentUrl : null,
  userEmail,
  createdAt: new Date(t.createdAt).toISOString(),
  completedAt: iso(t.completedAt),
});

export type TransactionQuery = {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: TransactionRow["status"] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

/** Own transactions for users, everyone's for admins; search, status, date range, pagination. */
export async function listTransactions(db: Db, viewer: { id: string; role: string }, query: TransactionQuery) {
  const { rows, page, counted } = transactionListQueries(db, viewer, query);
  return paginate(db, query, {
    rows,
    page,
    counted,
    item: (r) => toTransactionDto(r.tx, viewer.role === "admin" ? r.email : null),
  });
}

/**
 * The list's queries. A deep page (issue 42: page 500 of a million rows) is chosen first by rowid
 * from the created_at index alone, then only its rows are read and joined: an OFFSET over the
 * whole rows would read and join every skipped transaction.
 */
export function transactionListQueries(db: Db, viewer: { id: string; role: string }, query: TransactionQuery) {
  const conditions: SQL[] = [];
  if (viewer.role !== "admin") conditions.push(eq(transactions.userId, viewer.id));
  if (query.status) conditions.push(eq(transactions.status, query.status));
  if (query.from) conditions.push(gte(transactions.createdAt, query.from.getTime()));
  if (query.to) conditions.push(lt(transactions.createdAt, query.to.getTime()));
  const byEmail = Boolean(query.search) && viewer.role === "admin";
  if (query.search) {
    const fields = [likeContains(transactions.packageName, query.search), likeContains(transactions.id, query.search)];
    if (byEmail) fields.push(likeContains(users.email, query.search));
    conditions.push(or(...fields) as SQL);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rowid = sql<number>`${transactions}.rowid`;
  const rows = () =>
    db
      .select({ tx: transactions, email: users.email })
      .from(transactions)
      .leftJoin(users, eq(users.id, transactions.userId))
      .$dynamic();
  const pageRowids = ({ limit, offset }: { limit: number; offset: number }) => {
    const chosen = db.select({ rowid }).from(transactions).$dynamic();
    if (byEmail) chosen.leftJoin(users, eq(users.id, transactions.userId));
    return chosen.where(where).orderBy(desc(transactions.createdAt), desc(rowid)).limit(limit).offset(offset);
  };
  return {
    rows: rows().where(where).orderBy(desc(transactions.createdAt), desc(rowid)),
    page: (cut: { limit: number; offset: number }) =>
      rows()
        .where(inArray(rowid, pageRowids(cut)))
        .orderBy(desc(transactions.createdAt), desc(rowid)),
    counted: db
      .select(oneColumn)
      .from(transactions)
      .leftJoin(users, eq(users.id, transactions.userId))
      .where(where)
      .$dynamic(),
  };
}
