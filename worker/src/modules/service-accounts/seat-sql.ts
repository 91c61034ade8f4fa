import { type SQL, sql } from "drizzle-orm";

/*
 * SQL pieces of the pool's queue (decision 070), shared by the open's batch and the queue's jobs.
 * `sid` is SQL for a service id (a bound id, a sub-select or a column).
 */

/** An unlimited account counts as this many free seats. */
export const UNLIMITED_SEATS = 1_000_000_000;

/** SQL: the free seats of the service's working accounts (active, with a session, not down). */
export const freeSeatsSql = (sid: SQL) =>
  sql`(SELECT coalesce(sum(CASE WHEN fa.seats IS NULL THEN ${UNLIMITED_SEATS} ELSE max(fa.seats - fa.seats_used, 0) END), 0)
    FROM service_accounts fa WHERE fa.service_id = ${sid} AND fa.active = 1 AND fa.secret IS NOT NULL AND fa.health <> 'down')`;

/**
 * SQL: how many of the service's waiters come before the user, first come first served (by the
 * time they joined, then user id); every waiter when the user is not in the queue.
 */
export const waitersAheadSql = (userId: SQL | string, sid: SQL) =>
  sql`(SELECT count(*) FROM seat_waits qw WHERE qw.service_id = ${sid} AND qw.user_id <> ${userId}
    AND coalesce((qw.created_at, qw.user_id) < (SELECT qm.created_at, qm.user_id FROM seat_waits qm
      WHERE qm.user_id = ${userId} AND qm.service_id = ${sid}), 1))`;

/** SQL: whether a seat is free for the user: fewer waiters come before them than seats are free. */
export const seatFreeForSql = (userId: SQL | string, sid: SQL) =>
  sql`(${waitersAheadSql(userId, sid)} < ${freeSeatsSql(sid)})`;

/**
 * SQL: each pool whose accounts all have a seat limit (an unlimited account never fills), as
 * `service_id`, `seats` and `used`: its active accounts with a session.
 */
export const limitedPoolsSql = sql`SELECT service_id, sum(seats) AS seats, sum(seats_used) AS used
  FROM service_accounts WHERE active = 1 AND secret IS NOT NULL
  GROUP BY service_id HAVING count(seats) = count(*) AND sum(seats) > 0`;

/** Admins are told when this share of a pool's seats is in use (90%), in integer arithmetic. */
export const FILLING_NUMERATOR = 9;
export const FILLING_DENOMINATOR = 10;
export const fillingSql = (used: SQL, seats: SQL) =>
  sql`(${used} * ${FILLING_DENOMINATOR} >= ${seats} * ${FILLING_NUMERATOR})`;
