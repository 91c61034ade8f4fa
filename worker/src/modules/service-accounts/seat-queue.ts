import type { Locale } from "@app/shared/constants";
import { pluralForm } from "@app/shared/i18n/plural";
import { translate } from "@app/shared/i18n/translate";
import { SEAT_HOLD_HOURS, type ServiceSeat } from "@app/shared/schemas/service-accounts";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { services, users } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { mailAdmins } from "../../lib/admin-mail.ts";
import { rawStatement, rowsOf, uuidSql } from "../../lib/raw-sql.ts";
import { mailSubscriber } from "../../lib/subscriber-mail.ts";
import { pageLink } from "../../mail/links.ts";
import { composeMail } from "../../mail/templates.ts";
import { fillingSql, limitedPoolsSql, UNLIMITED_SEATS, waitersAheadSql } from "./seat-sql.ts";
import { endAssignmentStatements, notEntitledSql, seatNoticeSource } from "./service-accounts.service.ts";

/*
 * The queue of a full pool (decision 070): the first waiter gets the next free seat, kept for them
 * for HOLD_MS, and is told once in the panel and by mail; admins are told once when a pool's seats
 * reach 90% in use.
 */

/** How long a seat given from the queue is kept for its waiter before it goes to the next. */
export const HOLD_MS = SEAT_HOLD_HOURS * 3600_000;
/** Seats given per service in one run (each round gives at most one per service). */
const ROUNDS = 5;
/** Waiters given a seat per round, over all services. */
const PER_ROUND = 100;

/** The order of accounts a seat is taken from: as the open's (healthy first, most free seats, oldest). */
const ACCOUNT_ORDER = sql.raw(
  "a.health = 'suspect', CASE WHEN a.seats IS NULL THEN 1000000000 - a.seats_used ELSE a.seats - a.seats_used END DESC, a.created_at, a.id",
);

/**
 * Gives free seats to the first waiters of each queue and tells each of them once; bounded per run.
 * In one batch: seats given from the queue and not opened in time end (their notices with them);
 * waits of subscribers no longer entitled go; then, round after round, each queue's first waiter
 * takes a free seat of a working account (`held_until` set) and leaves the queue; last, a notice
 * is written for each new hold (unique per hold, so a hold is told once however many runs see it).
 * The notices written are mailed. Runs from the cron and after an admin changes a pool.
 */
export async function promoteWaiters(db: Db, env: AppEnv, now = Date.now()): Promise<number> {
  const expired = sql`held_until IS NOT NULL AND held_until <= ${now}`;
  const round = () => [
    rawStatement(
      db,
      sql`INSERT INTO service_assignments (user_id, service_id, account_id, created_at, held_until)
        SELECT user_id, service_id, account_id, ${now}, ${now + HOLD_MS} FROM (
          SELECT w.user_id, w.service_id, (SELECT a.id FROM service_accounts a
              WHERE a.service_id = w.service_id AND a.active = 1 AND a.secret IS NOT NULL AND a.health <> 'down'
                AND (a.seats IS NULL OR a.seats_used < a.seats)
              ORDER BY ${ACCOUNT_ORDER} LIMIT 1) AS account_id
          FROM seat_waits w
          WHERE NOT EXISTS (SELECT 1 FROM seat_waits e WHERE e.service_id = w.service_id
            AND (e.created_at, e.user_id) < (w.created_at, w.user_id))
          LIMIT ${PER_ROUND})
        WHERE account_id IS NOT NULL
        ON CONFLICT (user_id, service_id) DO NOTHING`,
    ),
    rawStatement(
      db,
      sql`DELETE FROM seat_waits WHERE EXISTS (SELECT 1 FROM service_assignments sa
        WHERE sa.user_id = seat_waits.user_id AND sa.service_id = seat_waits.service_id)`,
    ),
  ];
  const results = await db.batch([
    rawStatement(
      db,
      sql`UPDATE user_notices SET read_at = ${now} WHERE kind = 'seat-ready' AND read_at IS NULL
        AND source_id IN (SELECT ${seatNoticeSource("service_assignments")} FROM service_assignments WHERE ${expired})`,
    ),
    ...endAssignmentStatements(db, expired, "hold-expired", now),
    rawStatement(db, sql`DELETE FROM seat_waits WHERE ${notEntitledSql("seat_waits", now)}`),
    ...Array.from({ length: ROUNDS }, round).flat(),
    rawStatement(
      db,
      sql`INSERT INTO user_notices (id, user_id, kind, source_id, data, created_at)
        SELECT ${uuidSql}, sa.user_id, 'seat-ready', ${seatNoticeSource("sa")},
          json_object('service', s.name, 'slug', s.slug, 'heldUntil', sa.held_until), ${now}
        FROM service_assignments sa JOIN services s ON s.id = sa.service_id
        WHERE sa.held_until > ${now}
        ON CONFLICT (kind, source_id) DO NOTHING
        RETURNING user_id AS userId, data`,
    ),
  ]);
  const told = rowsOf<{ userId: string; data: string }>(results.at(-1)).map((row) => ({
    userId: row.userId,
    ...(JSON.parse(row.data) as { service: string; slug: string; heldUntil: number }),
  }));
  if (told.length > 0) await mailSeatsReady(db, env, told);
  return told.length;
}

/** Mails each subscriber given a seat, in their language, with a link that opens the service. */
async function mailSeatsReady(
  db: Db,
  env: AppEnv,
  told: { userId: string; service: string; slug: string; heldUntil: number }[],
) {
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(
      inArray(
        users.id,
        told.map((t) => t.userId),
      ),
    );
  const byId = new Map(people.map((p) => [p.id, p]));
  for (const seat of told) {
    const person = byId.get(seat.userId);
    if (!person) continue;
    const locale: Locale = person.locale ?? "en";
    // The panel's notice still tells them if the mail fails; one failure does not stop the others.
    await mailSubscriber(
      db,
      env,
      person.email,
      composeMail(env, "seatReady", locale, {
        name: person.name,
        service: seat.service,
        heldUntil: seat.heldUntil,
        url: pageLink(env, locale, `/panel/service/${encodeURIComponent(seat.slug)}`),
      }),
      "seatReady",
    );
  }
}

/**
 * Admins are told once when a pool's seats reach 90% in use (only pools whose every account has a
 * seat limit): a row in `pool_alerts` is claimed by a conditional insert and mailed; it is
 * removed, so the pool can be told about again, once it drops below 90% (or gets an unlimited
 * account). Runs from the cron, after an open took a seat and after an admin changes a pool.
 */
export async function checkPoolAlerts(db: Db, env: AppEnv, now = Date.now()): Promise<number> {
  const [, claimed] = await db.batch([
    rawStatement(
      db,
      sql`WITH pools AS (${limitedPoolsSql})
        DELETE FROM pool_alerts WHERE service_id NOT IN (SELECT service_id FROM pools WHERE ${fillingSql(sql`used`, sql`seats`)})`,
    ),
    rawStatement(
      db,
      sql`WITH pools AS (${limitedPoolsSql})
        INSERT INTO pool_alerts (service_id, seats, used, alerted_at)
        SELECT service_id, seats, used, ${now} FROM pools WHERE ${fillingSql(sql`used`, sql`seats`)}
        ON CONFLICT (service_id) DO NOTHING
        RETURNING service_id AS serviceId, seats, used`,
    ),
  ]);
  const pools = rowsOf<{ serviceId: string; seats: number; used: number }>(claimed);
  if (pools.length === 0) return 0;
  const named = await db
    .select({
      id: services.id,
      name: services.name,
      waiting: sql<number>`(SELECT count(*) FROM seat_waits w WHERE w.service_id = ${services.id})`,
    })
    .from(services)
    .where(
      inArray(
        services.id,
        pools.map((p) => p.serviceId),
      ),
    );
  for (const pool of pools) {
    const service = named.find((s) => s.id === pool.serviceId);
    if (!service) continue;
    const seats = Number(pool.seats);
    const used = Number(pool.used);
    await mailAdmins(
      db,
      env,
      (locale) => {
        const vars = {
          service: service.name,
          seats: new Intl.NumberFormat(locale).format(seats),
          used: new Intl.NumberFormat(locale).format(used),
          waiting: new Intl.NumberFormat(locale).format(Number(service.waiting)),
          percent: Math.floor((used * 100) / seats),
        };
        const form = pluralForm(locale, seats);
        return {
          subject: translate(locale, `email.poolFilling.subject.${form}`, vars),
          body: translate(locale, `email.poolFilling.body.${form}`, vars),
        };
      },
      `/panel/admin/services?accounts=${pool.serviceId}`,
    );
  }
  return pools.length;
}

/** After an admin changed a pool: seats it freed go to the queue, and a fuller pool is told about. */
export async function afterPoolChange(db: Db, env: AppEnv, now = Date.now()) {
  await promoteWaiters(db, env, now);
  await checkPoolAlerts(db, env, now);
}

/**
 * GET /services/list/seats: whether opening each service of the caller's subscription finds them
 * a seat now, in one query (decision 070). Each service's working accounts are read once, their
 * free seats summed (null: no working account); a seat is free for the caller while fewer waiters
 * come before them. Not cached: it changes with every open.
 */
export async function serviceSeats(db: Db, userId: string, now = Date.now()): Promise<ServiceSeat[]> {
  const sid = sql`ps.service_id`;
  const result = await db.run(
    sql`SELECT ps.service_id AS serviceUuid, sa.user_id IS NOT NULL AS held, sa.held_until AS heldUntil,
        (SELECT sum(CASE WHEN fa.seats IS NULL THEN ${UNLIMITED_SEATS} ELSE max(fa.seats - fa.seats_used, 0) END)
          FROM service_accounts fa WHERE fa.service_id = ps.service_id AND fa.active = 1 AND fa.secret IS NOT NULL
            AND fa.health <> 'down') AS free,
        ${waitersAheadSql(userId, sid)} AS ahead,
        EXISTS (SELECT 1 FROM seat_waits q WHERE q.user_id = ${userId} AND q.service_id = ps.service_id) AS queued
      FROM subscriptions s
      JOIN plan_services ps ON ps.package_id = s.package_id
      LEFT JOIN service_assignments sa ON sa.user_id = s.user_id AND sa.service_id = ps.service_id
      WHERE s.user_id = ${userId} AND s.end_at > ${now}`,
  );
  const rows = rowsOf<{
    serviceUuid: string;
    held: number;
    heldUntil: number | null;
    free: number | null;
    ahead: number;
    queued: number;
  }>(result);
  return rows.map((row) => {
    const state = row.held
      ? "held"
      : row.free === null
        ? "none"
        : Number(row.ahead) < Number(row.free)
          ? "free"
          : "full";
    return {
      serviceUuid: row.serviceUuid,
      state,
      position: state === "full" ? Number(row.ahead) + 1 : null,
      queued: !!row.queued,
      heldUntil: state === "held" && row.heldUntil !== null ? new Date(row.heldUntil).toISOString() : null,
    };
  });
}
