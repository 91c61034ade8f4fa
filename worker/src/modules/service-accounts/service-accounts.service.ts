import { parseHealthCause } from "@app/shared/health-causes";
import { translate } from "@app/shared/i18n/translate";
import { EXTENSION_MESSAGES, SERVICE_MESSAGES } from "@app/shared/messages";
import {
  type AccountHolding,
  EXPIRY_WARNING_MS,
  earliestExpiry,
  type HoldingEndReason,
  parseServiceSession,
  type ServiceAccountDto,
  type ServiceSession,
  type SharedAccountAlerts,
} from "@app/shared/schemas/service-accounts";
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  assignmentHistory,
  incidents,
  seatWaits,
  serviceAccounts,
  serviceAssignments,
  services,
  users,
} from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import type { Actor } from "../../lib/actor.ts";
import { mailAdmins } from "../../lib/admin-mail.ts";
import { auditedWrite } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import { fieldError } from "../../lib/field-errors.ts";
import { rawStatement, rowsOf } from "../../lib/raw-sql.ts";
import { open, seal } from "../../lib/secret-box.ts";
import { mailDate } from "../../mail/dates.ts";
import { incidentStatements } from "../incidents/incident-statements.ts";
import { fillingSql, limitedPoolsSql, seatFreeForSql, waitersAheadSql } from "./seat-sql.ts";

type AccountRow = typeof serviceAccounts.$inferSelect;
type ServiceType = "cookie" | "key";

const UNIQUE_LABEL = {
  field: "label",
  message: SERVICE_MESSAGES.accountLabelTaken,
  code: "ACCOUNT_LABEL_TAKEN",
} as const;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toAccountDto(row: AccountRow): ServiceAccountDto {
  return {
    id: row.id,
    serviceUuid: row.serviceId,
    label: row.label,
    seats: row.seats,
    seatsUsed: row.seatsUsed,
    active: row.active,
    hasSession: !!row.secret,
    expiresAt: iso(row.expiresAt),
    health: row.health,
    healthSince: iso(row.healthSince),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Audit rows never carry the session, only whether one is set. */
const redact = (row: AccountRow) => ({ ...row, secret: row.secret ? "[encrypted]" : null });

export type SealedSession = { secret: string | null; expiresAt: number | null };

/**
 * Checks and seals a session for a service of `type`: a cookie service's is a cookie-editor export
 * or `{ cookies, localStorage }` (the error names the field), a key service's is the key. Empty or
 * null clears it.
 */
export async function sealSession(
  env: AppEnv,
  type: ServiceType,
  input: unknown,
  field = "session",
): Promise<SealedSession> {
  if (input === null || input === "" || input === undefined) return { secret: null, expiresAt: null };
  if (type === "key") {
    const key = typeof input === "string" ? input.trim() : "";
    if (!key || key.length > 10_000) throw fieldError(field, `${field} must be the service's key as text`);
    return { secret: await seal(key, env.SERVICE_SECRET_KEY), expiresAt: null };
  }
  const parsed = parseServiceSession(input, field);
  if (!parsed.ok) throw fieldError(parsed.field, parsed.message);
  return {
    secret: await seal(JSON.stringify(parsed.session), env.SERVICE_SECRET_KEY),
    expiresAt: earliestExpiry(parsed.session.cookies),
  };
}

/** A cookie service's stored session (older rows hold a bare cookie array). */
export async function openSession(env: AppEnv, sealed: string): Promise<ServiceSession | null> {
  const parsed = parseServiceSession(await open(sealed, env.SERVICE_SECRET_KEY));
  return parsed.ok ? parsed.session : null;
}

async function serviceOf(db: Db, serviceId: string) {
  const row = await db.query.services.findFirst({
    where: eq(services.id, serviceId),
    columns: { id: true, typeService: true, name: true },
  });
  if (!row) throw AppError.notFound("Service");
  return row;
}

async function accountOf(db: Db, serviceId: string, accountId: string) {
  const row = await db.query.serviceAccounts.findFirst({
    where: and(eq(serviceAccounts.id, accountId), eq(serviceAccounts.serviceId, serviceId)),
  });
  if (!row) throw AppError.notFound("Account");
  return row;
}

export async function listAccounts(db: Db, serviceId: string) {
  await serviceOf(db, serviceId);
  const rows = await db
    .select()
    .from(serviceAccounts)
    .where(eq(serviceAccounts.serviceId, serviceId))
    .orderBy(asc(serviceAccounts.createdAt), asc(serviceAccounts.label));
  return rows.map(toAccountDto);
}

export type AccountInput = {
  label?: string | undefined;
  seats?: number | null | undefined;
  active?: boolean | undefined;
  session?: unknown;
};

export async function createAccount(
  db: Db,
  env: AppEnv,
  actor: Actor,
  serviceId: string,
  input: AccountInput & { label: string },
  now = Date.now(),
) {
  const service = await serviceOf(db, serviceId);
  const sealed = await sealSession(env, service.typeService, input.session);
  const row: AccountRow = {
    id: crypto.randomUUID(),
    serviceId,
    label: input.label,
    secret: sealed.secret,
    seats: input.seats ?? null,
    seatsUsed: 0,
    active: input.active ?? true,
    expiresAt: sealed.expiresAt,
    expiryWarnedFor: null,
    health: "healthy",
    healthSince: now,
    probedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await auditedWrite(
    db,
    actor,
    { action: "service-account.create", entity: "service-account", entityId: row.id, after: redact(row) },
    [db.insert(serviceAccounts).values(row), ...incidentStatements(db, serviceId, null, "account added", now)],
    UNIQUE_LABEL,
  );
  return toAccountDto(row);
}

export async function updateAccount(
  db: Db,
  env: AppEnv,
  actor: Actor,
  serviceId: string,
  accountId: string,
  input: AccountInput,
  now = Date.now(),
) {
  const service = await serviceOf(db, serviceId);
  const before = await accountOf(db, serviceId, accountId);
  const sealed = input.session === undefined ? null : await sealSession(env, service.typeService, input.session);
  const after: AccountRow = {
    ...before,
    label: input.label ?? before.label,
    seats: input.seats === undefined ? before.seats : input.seats,
    active: input.active ?? before.active,
    secret: sealed ? sealed.secret : before.secret,
    expiresAt: sealed ? sealed.expiresAt : before.expiresAt,
    expiryWarnedFor: sealed ? null : before.expiryWarnedFor,
    // A new session starts healthy (decision 048): its incident closes.
    health: sealed?.secret ? "healthy" : before.health,
    healthSince: sealed?.secret && before.health !== "healthy" ? now : before.healthSince,
    updatedAt: now,
  };
  const { seatsUsed: _kept, ...changes } = after;
  // A disabled account, or one without a session, frees its seats: its users move at their next open.
  const release = !after.active || !after.secret;
  await auditedWrite(
    db,
    actor,
    {
      action: "service-account.update",
      entity: "service-account",
      entityId: accountId,
      before: redact(before),
      after: redact(after),
    },
    [
      db.update(serviceAccounts).set(changes).where(eq(serviceAccounts.id, accountId)),
      ...(release ? endAssignmentStatements(db, sql`account_id = ${accountId}`, "disabled", now) : []),
      ...incidentStatements(db, serviceId, accountId, sealed?.secret ? "new session saved" : "account changed", now),
    ],
    UNIQUE_LABEL,
  );
  return toAccountDto((await accountOf(db, serviceId, accountId)) as AccountRow);
}

export async function deleteAccount(db: Db, actor: Actor, serviceId: string, accountId: string) {
  const before = await accountOf(db, serviceId, accountId);
  await auditedWrite(
    db,
    actor,
    { action: "service-account.delete", entity: "service-account", entityId: accountId, before: redact(before) },
    // Assignments go with it (ON DELETE CASCADE): its users move to another account at their next open.
    [
      db.delete(serviceAccounts).where(eq(serviceAccounts.id, accountId)),
      ...incidentStatements(db, serviceId, null, "account deleted", Date.now()),
    ],
  );
}

/**
 * The first account of a service, written through the service dialog's "secret" field (the
 * paste-JSON fallback): made as "Main" when the service has no account yet.
 */
export async function writeFirstAccountStatements(
  db: Db,
  env: AppEnv,
  serviceId: string,
  type: ServiceType,
  secret: string,
  now = Date.now(),
) {
  const sealed = await sealSession(env, type, secret, "accessSecret");
  const first = await db.query.serviceAccounts.findFirst({
    where: eq(serviceAccounts.serviceId, serviceId),
    orderBy: [asc(serviceAccounts.createdAt)],
  });
  if (first) {
    return [
      db
        .update(serviceAccounts)
        .set({
          secret: sealed.secret,
          expiresAt: sealed.expiresAt,
          expiryWarnedFor: null,
          ...(sealed.secret ? { health: "healthy" as const, healthSince: now } : {}),
          updatedAt: now,
        })
        .where(eq(serviceAccounts.id, first.id)),
      ...incidentStatements(db, serviceId, first.id, "new session saved", now),
      ...(sealed.secret ? [] : endAssignmentStatements(db, sql`account_id = ${first.id}`, "disabled", now)),
    ];
  }
  if (!sealed.secret) return [];
  return [
    db.insert(serviceAccounts).values({
      id: crypto.randomUUID(),
      serviceId,
      label: "Main",
      secret: sealed.secret,
      seats: null,
      active: true,
      health: "healthy",
      expiresAt: sealed.expiresAt,
      createdAt: now,
      updatedAt: now,
    }),
  ];
}

// ---------------------------------------------------------------- assignment

/**
 * The statements that give a user their account of one service, for the same `db.batch` as the
 * entitlement check (decision 047). `sid` is SQL for the service id; `entitled` SQL that is true
 * while the user's active package holds the active service, whatever its type; `assignType` the
 * type of service the calling route opens (issue 41: a route never ends the other type's
 * assignment, so a page view or the other route cannot free a seat). In order:
 *   1. an assignment ends only when the user is no longer entitled, its account is disabled or
 *      has no session, or its account is down and a seat is free for them (failover, decision
 *      048): the reason is set, then the row deleted (its trigger keeps the history);
 *   2. with none left, the active account that is not down with the most free seats (healthy
 *      before suspect, unlimited first, then the oldest) is taken in one conditional insert, but
 *      only while fewer waiters come before the user than seats are free (the queue is first come
 *      first served, decision 070): SQLite runs it under its write lock, so
 *      concurrent first opens never exceed `seats` (seats_used is kept by triggers);
 *   3. the open is counted on the assignment; a seat given from the queue is theirs for good
 *      (its hold and its notice end);
 *   4. a user still without an account joins the queue (once, keeping their place) when the pool
 *      has a working account (a pool that is down queues nobody), one with an account leaves it;
 *   5. the assigned account's id, sealed session and start are read back, with the pool's size and
 *      the user's place in the queue.
 */
export function assignmentStatements(
  db: Db,
  userId: string,
  sid: ReturnType<typeof sql>,
  entitled: ReturnType<typeof sql>,
  assignType: ServiceType,
  now: number,
) {
  const mine = sql`user_id = ${userId} AND service_id = ${sid}`;
  const opensHere = sql`(${entitled}) AND EXISTS (SELECT 1 FROM services WHERE id = ${sid} AND type_service = ${assignType})`;
  const unusable = sql`account_id IN (SELECT id FROM service_accounts WHERE service_id = ${sid} AND (active = 0 OR secret IS NULL))`;
  const seatFree = seatFreeForSql(userId, sid);
  const failover = sql`(account_id IN (SELECT id FROM service_accounts WHERE service_id = ${sid} AND health = 'down')
    AND ${seatFree})`;
  return [
    rawStatement(
      db,
      sql`UPDATE service_assignments SET ended_at = ${now}, end_reason = CASE
          WHEN NOT (${entitled}) THEN 'subscription-ended' WHEN ${unusable} THEN 'disabled' ELSE 'failover' END
        WHERE ${mine} AND (NOT (${entitled}) OR ${unusable} OR ${failover})`,
    ),
    rawStatement(db, sql`DELETE FROM service_assignments WHERE ${mine} AND end_reason IS NOT NULL`),
    rawStatement(
      db,
      sql`INSERT INTO service_assignments (user_id, service_id, account_id, created_at)
        SELECT ${userId}, a.service_id, a.id, ${now} FROM service_accounts a
        WHERE a.service_id = ${sid} AND a.active = 1 AND a.secret IS NOT NULL AND a.health <> 'down'
          AND (a.seats IS NULL OR a.seats_used < a.seats) AND ${opensHere} AND ${seatFree}
        ORDER BY a.health = 'suspect', CASE WHEN a.seats IS NULL THEN 1000000000 - a.seats_used ELSE a.seats - a.seats_used END DESC, a.created_at, a.id
        LIMIT 1
        ON CONFLICT (user_id, service_id) DO NOTHING`,
    ),
    rawStatement(
      db,
      sql`UPDATE user_notices SET read_at = ${now} WHERE kind = 'seat-ready' AND read_at IS NULL AND ${opensHere}
        AND source_id = (SELECT ${seatNoticeSource("service_assignments")} FROM service_assignments WHERE ${mine} AND held_until IS NOT NULL)`,
    ),
    rawStatement(
      db,
      sql`UPDATE service_assignments SET opens = opens + 1, last_open_at = ${now}, held_until = NULL WHERE ${mine} AND ${opensHere}`,
    ),
    rawStatement(
      db,
      sql`INSERT INTO seat_waits (user_id, service_id, created_at)
        SELECT ${userId}, ${sid}, ${now} WHERE ${opensHere}
          AND NOT EXISTS (SELECT 1 FROM service_assignments WHERE ${mine})
          AND EXISTS (SELECT 1 FROM service_accounts WHERE service_id = ${sid} AND active = 1 AND secret IS NOT NULL AND health <> 'down')
        ON CONFLICT (user_id, service_id) DO NOTHING`,
    ),
    rawStatement(
      db,
      sql`DELETE FROM seat_waits WHERE ${mine} AND EXISTS (SELECT 1 FROM service_assignments WHERE ${mine})`,
    ),
    db
      .select({
        accountId: serviceAccounts.id,
        secret: serviceAccounts.secret,
        since: serviceAssignments.createdAt,
      })
      .from(serviceAccounts)
      .innerJoin(serviceAssignments, eq(serviceAssignments.accountId, serviceAccounts.id))
      .where(and(eq(serviceAssignments.userId, userId), eq(serviceAssignments.serviceId, sid))),
    db
      .select({ pooled: sql<number>`count(*)`, up: sql<number>`coalesce(sum(${serviceAccounts.health} <> 'down'), 0)` })
      .from(serviceAccounts)
      .where(
        and(eq(serviceAccounts.serviceId, sid), eq(serviceAccounts.active, true), isNotNull(serviceAccounts.secret)),
      ),
    db
      .select({ position: sql<number>`${waitersAheadSql(userId, sid)} + 1` })
      .from(seatWaits)
      .where(and(eq(seatWaits.userId, userId), eq(seatWaits.serviceId, sid))),
  ] as const;
}

/** What the open's batch read back: its last three results (see `assignmentStatements`). */
export type AssignmentReadBack = [
  { accountId: string; secret: string | null; since: number }[],
  { pooled: number; up: number }[],
  { position: number }[],
];

/** SQL: the source of the notice of a seat given from the queue: one per holder, service and start. */
export const seatNoticeSource = (table: string) =>
  sql.raw(`${table}.user_id || ':' || ${table}.service_id || ':' || ${table}.created_at`);

/**
 * The statements that end every assignment matching `where` (SQL over service_assignments) for
 * `reason`: the reason is set, then the rows deleted, and their trigger keeps the history.
 */
export const endAssignmentStatements = (db: Db, where: ReturnType<typeof sql>, reason: HoldingEndReason, now: number) =>
  [
    rawStatement(
      db,
      sql`UPDATE service_assignments SET end_reason = ${reason}, ended_at = ${now} WHERE end_reason IS NULL AND ${where}`,
    ),
    rawStatement(
      db,
      sql`DELETE FROM service_assignments WHERE end_reason = ${reason} AND ended_at = ${now} AND ${where}`,
    ),
  ] as const;

/**
 * What the assignment statements found: the account's sealed session, or why there is none. A
 * full pool's answer names the service and says the user's place in its queue
 * (`details.position`, 1 is next).
 */
export function assignedSecret([assigned, pool, queue]: AssignmentReadBack, service: string): string {
  const row = assigned[0];
  if (row?.secret) return row.secret;
  if ((pool[0]?.pooled ?? 0) === 0) throw new AppError(422, "SERVICE_NO_SESSION", EXTENSION_MESSAGES.noCookies);
  if (Number(pool[0]?.up ?? 0) === 0) throw new AppError(409, "SERVICE_DOWN", SERVICE_MESSAGES.down);
  const position = Number(queue[0]?.position ?? 0);
  throw new AppError(
    409,
    "NO_FREE_SEAT",
    SERVICE_MESSAGES.noFreeSeat,
    position > 0 ? { position, service } : undefined,
  );
}

/** SQL: the row of `table` (user_id, service_id) is no longer entitled to its service at `now`. */
export const notEntitledSql = (table: string, now: number) =>
  sql`${sql.raw(`NOT EXISTS (SELECT 1 FROM subscriptions s JOIN plan_services ps ON ps.package_id = s.package_id AND ps.service_id = ${table}.service_id
      JOIN services sv ON sv.id = ${table}.service_id AND sv.status = 'active'
      WHERE s.user_id = ${table}.user_id AND s.end_at > `)}${now})`;

/**
 * Cron: assignments and waits of users no longer entitled end. A wait lasts while its subscriber
 * is entitled: the queue promised them a mail (decision 070).
 */
export async function releaseAssignments(db: Db, now = Date.now()) {
  const [, released] = await db.batch([
    ...endAssignmentStatements(db, notEntitledSql("service_assignments", now), "subscription-ended", now),
    rawStatement(db, sql`DELETE FROM seat_waits WHERE ${notEntitledSql("seat_waits", now)}`),
  ]);
  return (released as { meta?: { changes?: number } }).meta?.changes ?? 0;
}

// ---------------------------------------------------------------- alerts

/** An account and its service in one row; D1 collapses joined columns of the same name (decision 021). */
const accountAndService = {
  serviceUuid: sql<string>`${services.id}`.as("service_uuid"),
  serviceName: services.name,
  accountId: sql<string>`${serviceAccounts.id}`.as("account_id"),
  label: serviceAccounts.label,
};

/** Active accounts with a session that expires within three days (or has expired). */
const expiringSoon = (now: number) =>
  and(
    lte(serviceAccounts.expiresAt, now + EXPIRY_WARNING_MS),
    eq(serviceAccounts.active, true),
    isNotNull(serviceAccounts.secret),
  );

export async function sharedAccountAlerts(db: Db, now = Date.now()): Promise<SharedAccountAlerts> {
  const dayAgo = now - HOPPER_WINDOW_MS;
  const [waits, filling, expiring, down, suspect, hoppers] = await db.batch([
    db
      .select({ serviceUuid: seatWaits.serviceId, serviceName: services.name, waiting: sql<number>`count(*)` })
      .from(seatWaits)
      .innerJoin(services, eq(services.id, seatWaits.serviceId))
      .groupBy(seatWaits.serviceId, services.name)
      .orderBy(desc(sql`count(*)`))
      .limit(50),
    // Pools with 90% or more of their seats in use, fullest first (decision 070).
    rawStatement(
      db,
      sql`WITH pools AS (${limitedPoolsSql})
        SELECT p.service_id AS serviceUuid, sv.name AS serviceName, p.seats AS seats, p.used AS used,
          (SELECT count(*) FROM seat_waits w WHERE w.service_id = p.service_id) AS waiting
        FROM pools p JOIN services sv ON sv.id = p.service_id
        WHERE ${fillingSql(sql`p.used`, sql`p.seats`)}
        ORDER BY p.used * 1.0 / p.seats DESC, sv.name LIMIT 50`,
    ),
    db
      .select({ ...accountAndService, expiresAt: serviceAccounts.expiresAt })
      .from(serviceAccounts)
      .innerJoin(services, eq(services.id, serviceAccounts.serviceId))
      .where(expiringSoon(now))
      .orderBy(asc(serviceAccounts.expiresAt))
      .limit(50),
    db
      .select({ ...accountAndService, since: incidents.startedAt, cause: incidents.cause })
      .from(incidents)
      .innerJoin(serviceAccounts, eq(serviceAccounts.id, incidents.accountId))
      .innerJoin(services, eq(services.id, incidents.serviceId))
      .where(isNull(incidents.endedAt))
      .orderBy(asc(incidents.startedAt))
      .limit(50),
    db
      .select({ ...accountAndService, since: serviceAccounts.healthSince })
      .from(serviceAccounts)
      .innerJoin(services, eq(services.id, serviceAccounts.serviceId))
      .where(and(eq(serviceAccounts.health, "suspect"), eq(serviceAccounts.active, true)))
      .orderBy(asc(serviceAccounts.healthSince))
      .limit(50),
    // Holdings that overlap the last 24 hours: the current ones and those that ended within them.
    rawStatement(
      db,
      sql`SELECT h.service_id AS serviceUuid, sv.name AS serviceName, h.user_id AS userId, u.email AS email,
          count(DISTINCT h.account_id) AS accounts,
          coalesce((SELECT account_id FROM service_assignments c WHERE c.user_id = h.user_id AND c.service_id = h.service_id),
            max(h.account_id)) AS accountId
        FROM (SELECT user_id, service_id, account_id FROM service_assignments
          UNION ALL SELECT user_id, service_id, account_id FROM assignment_history WHERE ended_at > ${dayAgo}) h
        JOIN users u ON u.id = h.user_id JOIN services sv ON sv.id = h.service_id
        GROUP BY h.user_id, h.service_id HAVING count(DISTINCT h.account_id) > 2
        ORDER BY accounts DESC LIMIT 50`,
    ),
  ]);
  return {
    seatWaits: waits.map((w) => ({ ...w, waiting: Number(w.waiting) })),
    fillingPools: rowsOf<{ serviceUuid: string; serviceName: string; seats: number; used: number; waiting: number }>(
      filling,
    ).map((p) => ({ ...p, seats: Number(p.seats), used: Number(p.used), waiting: Number(p.waiting) })),
    expiringAccounts: expiring.map((e) => ({ ...e, expiresAt: new Date(e.expiresAt as number).toISOString() })),
    downAccounts: down.map((d) => ({ ...d, since: new Date(d.since).toISOString(), cause: parseHealthCause(d.cause) })),
    suspectAccounts: suspect.map((d) => ({ ...d, since: new Date(d.since ?? now).toISOString() })),
    poolHoppers: rowsOf<{
      serviceUuid: string;
      serviceName: string;
      userId: string;
      email: string;
      accounts: number;
      accountId: string;
    }>(hoppers).map((h) => ({ ...h, accounts: Number(h.accounts) })),
  };
}

/** A subscriber holding more than two accounts of one service within this window is flagged. */
export const HOPPER_WINDOW_MS = 24 * 3600_000;

/** The holders of one account, present and past, newest first (never a session). */
export async function accountHistory(db: Db, serviceId: string, accountId: string): Promise<AccountHolding[]> {
  const [current, past] = await db.batch([
    db
      .select({
        userId: serviceAssignments.userId,
        email: users.email,
        from: serviceAssignments.createdAt,
        opens: serviceAssignments.opens,
        lastOpenAt: serviceAssignments.lastOpenAt,
      })
      .from(serviceAssignments)
      .innerJoin(users, eq(users.id, serviceAssignments.userId))
      .where(and(eq(serviceAssignments.accountId, accountId), eq(serviceAssignments.serviceId, serviceId))),
    db
      .select({
        userId: assignmentHistory.userId,
        email: users.email,
        from: assignmentHistory.startedAt,
        to: assignmentHistory.endedAt,
        endReason: assignmentHistory.endReason,
        opens: assignmentHistory.opens,
        lastOpenAt: assignmentHistory.lastOpenAt,
      })
      .from(assignmentHistory)
      .innerJoin(users, eq(users.id, assignmentHistory.userId))
      .where(and(eq(assignmentHistory.accountId, accountId), eq(assignmentHistory.serviceId, serviceId)))
      .orderBy(desc(assignmentHistory.endedAt))
      .limit(HISTORY_LIMIT),
  ]);
  if (current.length === 0 && past.length === 0) await accountOf(db, serviceId, accountId);
  const held = current.map((c) => ({ ...c, to: null, endReason: null }));
  return [...held, ...past]
    .sort((a, b) => b.from - a.from)
    .map((h) => ({
      userId: h.userId,
      email: h.email,
      from: new Date(h.from).toISOString(),
      to: iso(h.to),
      endReason: h.endReason,
      opens: h.opens,
      lastOpenAt: iso(h.lastOpenAt),
    }));
}
const HISTORY_LIMIT = 200;

/**
 * Cron: admins get one email per account and expiry, three days before its session expires
 * (`expiry_warned_for` remembers the expiry they were told about). Bounded per run.
 */
export async function warnExpiringAccounts(db: Db, env: AppEnv, now = Date.now()) {
  const due = await db
    .select({
      id: serviceAccounts.id,
      label: serviceAccounts.label,
      expiresAt: serviceAccounts.expiresAt,
      serviceName: services.name,
    })
    .from(serviceAccounts)
    .innerJoin(services, eq(services.id, serviceAccounts.serviceId))
    .where(
      and(
        expiringSoon(now),
        gt(serviceAccounts.expiresAt, now - EXPIRY_WARNING_MS),
        or(
          sql`${serviceAccounts.expiryWarnedFor} IS NULL`,
          sql`${serviceAccounts.expiryWarnedFor} <> ${serviceAccounts.expiresAt}`,
        ),
      ),
    )
    .limit(20);
  if (due.length === 0) return 0;
  const link = "/panel/admin/services";
  for (const account of due) {
    // Claimed first, so that two overlapping runs never mail twice.
    const claimed = await db
      .update(serviceAccounts)
      .set({ expiryWarnedFor: account.expiresAt })
      .where(
        and(
          eq(serviceAccounts.id, account.id),
          or(
            sql`${serviceAccounts.expiryWarnedFor} IS NULL`,
            sql`${serviceAccounts.expiryWarnedFor} <> ${account.expiresAt}`,
          ),
        ),
      )
      .returning({ id: serviceAccounts.id });
    if (claimed.length === 0) continue;
    await mailAdmins(
      db,
      env,
      (locale) => {
        const vars = {
          service: account.serviceName,
          account: account.label,
          date: mailDate(locale, account.expiresAt as number),
        };
        return {
          subject: translate(locale, "email.accountExpiry.subject", vars),
          body: translate(locale, "email.accountExpiry.body", vars),
        };
      },
      link,
    );
  }
  return due.length;
}

// ---------------------------------------------------------------- capture

/** The cookie services and their accounts an admin's extension may save a session into. */
export async function captureTargets(db: Db) {
  const rows = await db
    .select({
      uuid: sql<string>`${services.id}`.as("service_uuid"),
      name: services.name,
      accessUrl: services.accessUrl,
      accountId: sql<string | null>`${serviceAccounts.id}`.as("account_id"),
      label: serviceAccounts.label,
    })
    .from(services)
    .leftJoin(serviceAccounts, eq(serviceAccounts.serviceId, services.id))
    .where(eq(services.typeService, "cookie"))
    .orderBy(asc(services.name), asc(serviceAccounts.createdAt))
    .limit(2000);
  const byService = new Map<
    string,
    { uuid: string; name: string; accessUrl: string | null; accounts: { id: string; label: string }[] }
  >();
  for (const row of rows) {
    let entry = byService.get(row.uuid);
    if (!entry) {
      entry = { uuid: row.uuid, name: row.name, accessUrl: row.accessUrl, accounts: [] };
      byService.set(row.uuid, entry);
    }
    if (row.accountId && row.label) entry.accounts.push({ id: row.accountId, label: row.label });
  }
  return [...byService.values()];
}

/**
 * An admin's Access extension saves the session of the site in its tab into an account: an
 * existing one (its session replaced) or a new one named `label`. Only an admin's extension token
 * reaches here: the operation's definition says `role: "admin"` (decision 061).
 */
export async function captureSession(
  db: Db,
  env: AppEnv,
  actor: Actor,
  input: { serviceUuid: string; accountId?: string | undefined; label?: string | undefined; session: unknown },
  now = Date.now(),
) {
  const service = await serviceOf(db, input.serviceUuid);
  if (service.typeService !== "cookie")
    throw new AppError(422, "NOT_COOKIE_SERVICE", EXTENSION_MESSAGES.notCookieService);
  if (input.accountId) {
    return updateAccount(db, env, actor, input.serviceUuid, input.accountId, { session: input.session }, now);
  }
  return createAccount(
    db,
    env,
    actor,
    input.serviceUuid,
    { label: input.label as string, session: input.session },
    now,
  );
}
