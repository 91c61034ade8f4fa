import type { AdminRenewalRow, AdminRenewals, RenewalStatistics } from "@app/shared/schemas/commerce";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { DAY_MS, figuresByDay, utcDay } from "../../lib/daily-figures.ts";
import { iso } from "../../lib/dates.ts";
import { rowsOf } from "../../lib/raw-sql.ts";
import { CHARGE_LEAD_MS } from "./renewals.service.ts";

/** Rows per list of the Renewals page: the busiest lists say how many more there are by their count. */
const LIST_LIMIT = 100;
const UPCOMING_DAYS = 7;
const RECOVERED_DAYS = 30;

type Raw = {
  userId: string;
  name: string;
  email: string;
  packageName: string;
  amount: number;
  currency: string;
  endAt: number;
  chargeAt: number | null;
  attempts: number;
  failureCode: string | null;
  method: string | null;
  transactionId: string | null;
  paidTransactionId: string | null;
  updatedAt: number | null;
};

const toRow = (r: Raw): AdminRenewalRow => ({
  user: { uuid: r.userId, name: r.name, email: r.email },
  packageName: r.packageName,
  amount: r.amount,
  currency: r.currency,
  endDate: iso(r.endAt) as string,
  chargeAt: iso(r.chargeAt),
  attempts: r.attempts,
  failureCode: r.failureCode,
  method: r.method,
  transactionUuid: r.transactionId,
  paidTransactionUuid: r.paidTransactionId,
  updatedAt: iso(r.updatedAt),
});

/** A cycle's columns for a list, with its subscriber and method; `where` picks the cycles. */
const cycleRows = (db: Db, where: ReturnType<typeof sql>, order: ReturnType<typeof sql>) =>
  db.run(sql`
    SELECT u.id AS userId, u.name AS name, u.email AS email, t.package_name AS packageName, c.amount AS amount,
           c.currency AS currency, c.end_at AS endAt, c.next_attempt_at AS chargeAt, c.attempts AS attempts,
           c.failure_code AS failureCode, COALESCE(m.label, m.channel) AS method, c.transaction_id AS transactionId,
           CASE WHEN c.status = 'renewed' THEN c.transaction_id ELSE
             (SELECT p.id FROM transactions p WHERE p.user_id = c.user_id AND p.status = 'completed'
                AND p.completed_at >= c.created_at ORDER BY p.completed_at LIMIT 1) END AS paidTransactionId,
           c.updated_at AS updatedAt
    FROM renewal_cycles c
    JOIN users u ON u.id = c.user_id
    JOIN transactions t ON t.id = c.transaction_id
    LEFT JOIN renewal_methods m ON m.id = c.method_id
    WHERE ${where} ORDER BY ${order} LIMIT ${LIST_LIMIT}`);

/**
 * The admin's Renewals page (issue 43): charges due in the next 7 days (active method, end date
 * within 8 days, no failing cycle), renewals retrying and past due, and those recovered in the
 * last 30 days: paid after a declined try, by a retry or by hand.
 */
export async function adminRenewals(db: Db, now = Date.now()): Promise<AdminRenewals> {
  const [upcoming, retrying, pastDue, recovered] = await Promise.all([
    db.run(sql`
      SELECT u.id AS userId, u.name AS name, u.email AS email, p.name AS packageName, p.price AS amount,
             p.currency AS currency, s.end_at AS endAt, s.end_at - ${CHARGE_LEAD_MS} AS chargeAt, 0 AS attempts,
             NULL AS failureCode, COALESCE(m.label, m.channel) AS method, NULL AS transactionId,
             NULL AS paidTransactionId, NULL AS updatedAt
      FROM subscriptions s
      JOIN renewal_methods m ON m.user_id = s.user_id AND m.status = 'active'
      JOIN users u ON u.id = s.user_id
      JOIN packages p ON p.id = s.package_id
      WHERE s.end_at > ${now} AND s.end_at <= ${now + CHARGE_LEAD_MS + UPCOMING_DAYS * DAY_MS}
        AND NOT EXISTS (SELECT 1 FROM renewal_cycles c WHERE c.user_id = s.user_id
                        AND (c.end_at = s.end_at OR c.status IN ('retrying', 'past_due')))
      ORDER BY s.end_at LIMIT ${LIST_LIMIT}`),
    cycleRows(db, sql`c.status = 'retrying'`, sql`c.next_attempt_at`),
    cycleRows(db, sql`c.status = 'past_due'`, sql`c.end_at`),
    cycleRows(
      db,
      sql`(c.status = 'recovered' OR (c.status = 'renewed' AND c.attempts > 1)) AND c.updated_at >= ${now - RECOVERED_DAYS * DAY_MS}`,
      sql`c.updated_at DESC`,
    ),
  ]);
  return {
    upcoming: rowsOf<Raw>(upcoming).map(toRow),
    retrying: rowsOf<Raw>(retrying).map(toRow),
    past_due: rowsOf<Raw>(pastDue).map(toRow),
    recovered: rowsOf<Raw>(recovered).map(toRow),
  };
}

/** The first day of the UTC month `offset` months before the one of `now`. */
function monthStart(now: number, offset: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - offset, 1);
}

/**
 * Renewals, churn and recurring revenue by month, from the daily figures (decision 045), so the
 * cost does not grow with the tables: renewals from the 'renewals' figure; churned from the
 * subscriptions whose end date fell on a day of the month before today and never moved
 * ('subscriptions-ending').
 */
export async function renewalStatistics(db: Db, months: number, now = Date.now()): Promise<RenewalStatistics> {
  const from = monthStart(now, months - 1);
  const today = utcDay(now);
  const yesterday = utcDay(now - DAY_MS);
  const [renewals, ending] = await Promise.all([
    figuresByDay(db, "renewals", { first: utcDay(from), last: today }),
    from <= now - DAY_MS
      ? figuresByDay(db, "subscriptions-ending", { first: utcDay(from), last: yesterday })
      : Promise.resolve([]),
  ]);
  const result = Array.from({ length: months }, (_, i) => ({
    month: utcDay(monthStart(now, months - 1 - i)).slice(0, 7),
    renewals: 0,
    churned: 0,
    renewalRate: null as number | null,
    revenue: {} as Record<string, number>,
  }));
  const byMonth = new Map(result.map((m) => [m.month, m]));
  for (const row of renewals) {
    const month = byMonth.get(row.day.slice(0, 7));
    if (!month) continue;
    month.renewals += row.count;
    month.revenue[row.dim] = (month.revenue[row.dim] ?? 0) + row.amount;
  }
  for (const row of ending) {
    const month = byMonth.get(row.day.slice(0, 7));
    if (month) month.churned += row.count;
  }
  for (const month of result) {
    const due = month.renewals + month.churned;
    month.renewalRate = due > 0 ? month.renewals / due : null;
  }
  return { months: result };
}
