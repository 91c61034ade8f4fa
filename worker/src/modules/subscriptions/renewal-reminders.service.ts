import type { Locale } from "@app/shared/constants";
import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { packages, renewalMethods, renewalReminders, subscriptions, users } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { pageLink } from "../../mail/links.ts";
import { composeMail } from "../../mail/templates.ts";
import { emailSender } from "../../providers/email/registry.ts";
import { DEFAULT_FROM } from "../../providers/email/sender.ts";
import { DAY_MS } from "./subscriptions.service.ts";

/** Days before the end at which a subscriber without auto-renew is reminded (issue 43). */
export const REMINDER_DAYS = [7, 3, 1] as const;

/** Reminders mailed per cron run at most; the rest go in the next run, ten minutes later. */
const REMINDERS_PER_RUN = 50;

/**
 * Cron: mails the reminders that are due (docs/product.md#renewals). A subscription is reminded
 * at the nearest threshold it is inside: 7 days or less before its end, then 3, then 1, each once
 * per end date. One that begins inside a threshold gets only that one (a one-day subscription,
 * one mail), and a threshold that passed between two runs is not mailed late. The reminder's row
 * is written before the mail goes, so overlapping runs mail once; a mail that fails takes its row
 * back, so the next run tries again. Subscribers who turned reminders
 * off, and accounts that are not active, get none.
 */
export async function sendRenewalReminders(db: Db, env: AppEnv, now = Date.now()): Promise<number> {
  const left = sql`${subscriptions.endAt} - ${now}`;
  const threshold = sql<number>`CASE WHEN ${left} <= ${DAY_MS} THEN 1 WHEN ${left} <= ${3 * DAY_MS} THEN 3 ELSE 7 END`;
  const due = await db
    .select({
      userId: subscriptions.userId,
      endAt: subscriptions.endAt,
      days: threshold,
      name: users.name,
      email: users.email,
      locale: users.locale,
      packageId: packages.id,
      packageName: packages.name,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(
      and(
        gt(subscriptions.endAt, now),
        lte(subscriptions.endAt, now + Math.max(...REMINDER_DAYS) * DAY_MS),
        eq(users.status, "active"),
        eq(users.renewalReminders, true),
        // With auto-renew on, the heads-up before the charge takes their place (renewal-charges.service.ts).
        sql`NOT EXISTS (SELECT 1 FROM ${renewalMethods} m WHERE m.user_id = ${subscriptions.userId} AND m.status = 'active')`,
        // Not when this threshold, or a nearer one, was mailed for an end date still to come: days
        // added to a running subscription (a credit, a bonus) move its end a little and must not
        // start the reminders again. A renewal's next cycle comes after the old end date.
        sql`NOT EXISTS (SELECT 1 FROM ${renewalReminders} r WHERE r.user_id = ${subscriptions.userId}
              AND r.days_before <= ${threshold} AND r.end_at > ${now})`,
      ),
    )
    .orderBy(asc(subscriptions.endAt))
    .limit(REMINDERS_PER_RUN);
  let sent = 0;
  const sender = emailSender(env, db);
  for (const row of due) {
    if (row.endAt === null) continue;
    const claimed = await db
      .insert(renewalReminders)
      .values({ userId: row.userId, endAt: row.endAt, daysBefore: row.days, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: renewalReminders.userId });
    if (claimed.length === 0) continue;
    const locale: Locale = row.locale ?? "en";
    // Whole days left, rounded up: "ends in 1 day" until the last moment.
    const days = Math.max(1, Math.ceil((row.endAt - now) / DAY_MS));
    try {
      await sender.send({
        to: row.email,
        from: DEFAULT_FROM,
        ...composeMail(env, "renewalReminder", locale, {
          name: row.name,
          packageName: row.packageName,
          days,
          endAt: row.endAt,
          url: pageLink(env, locale, `/checkout?renew=${row.packageId}`),
        }),
      });
      sent += 1;
    } catch (error) {
      // Not sent: the claim goes, so that the next run tries again; the others go on.
      await db
        .delete(renewalReminders)
        .where(
          and(
            eq(renewalReminders.userId, row.userId),
            eq(renewalReminders.endAt, row.endAt),
            eq(renewalReminders.daysBefore, row.days),
          ),
        );
      console.error(JSON.stringify({ level: "error", renewalReminder: String(error), user: row.userId }));
    }
  }
  return sent;
}
