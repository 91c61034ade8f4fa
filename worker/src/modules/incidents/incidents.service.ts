import { parseHealthCause } from "@app/shared/health-causes";
import { INCIDENT_MESSAGES } from "@app/shared/messages";
import {
  DEFAULT_DOWNTIME_CREDIT_SETTINGS,
  type DowntimeCreditSettings,
  downtimeCreditSettings,
  type IncidentDto,
} from "@app/shared/schemas/incidents";
import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { incidents, serviceAccounts, services } from "../../db/schema.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedWrite } from "../../lib/audit.ts";
import { iso } from "../../lib/dates.ts";
import { AppError } from "../../lib/errors.ts";
import { oneColumn, paginate } from "../../lib/paginate.ts";
import { rawStatement, rowsOf, uuidSql } from "../../lib/raw-sql.ts";
import { readSetting, writeSettingStatement } from "../../lib/settings.ts";
import { DAY_MS } from "../subscriptions/subscriptions.service.ts";

/**
 * The incident history and downtime credits (decision 049): when a service incident in state
 * down closes after lasting at least the threshold, every subscriber whose active package holds
 * the service gets the downtime they were subscribed through back as days, rounded up, once.
 */

const CREDIT_SETTINGS_KEY = "downtime-credits";
const HOUR_MS = 3_600_000;
/** Closed incidents settled per cron run (each is one batch, whatever the number of subscribers). */
export const SETTLEMENTS_PER_RUN = 20;

export const creditSettings = (db: Db) =>
  readSetting(db, CREDIT_SETTINGS_KEY, downtimeCreditSettings, DEFAULT_DOWNTIME_CREDIT_SETTINGS);

export async function saveCreditSettings(db: Db, actor: Actor, next: DowntimeCreditSettings) {
  const before = await creditSettings(db);
  await auditedWrite(db, actor, { action: "settings.downtime-credits", entity: "settings", before, after: next }, [
    writeSettingStatement(db, CREDIT_SETTINGS_KEY, next),
  ]);
  return next;
}

/** The ledger's source ids of one incident's credits are `<incident>:<user>`: a range on its index. */
const ledgerRange = (incidentId: string, alias = "") =>
  sql`${sql.raw(alias)}source = 'downtime' AND ${sql.raw(alias)}source_id >= ${`${incidentId}:`} AND ${sql.raw(alias)}source_id < ${`${incidentId};`}`;

/**
 * Settles one closed down incident in one batch. The first statement claims it with a random
 * token; every later statement acts only while the claim is this run's, so overlapping or replayed
 * cron runs credit nobody twice, and a batch that fails leaves the incident unsettled.
 */
export async function settleIncident(db: Db, incidentId: string, settings: DowntimeCreditSettings, now = Date.now()) {
  const token = crypto.randomUUID();
  const threshold = settings.thresholdHours * HOUR_MS;
  const mine = sql`(SELECT credit_claim FROM incidents WHERE id = ${incidentId}) = ${token}`;
  const [, , , , , settled] = await db.batch([
    rawStatement(
      db,
      sql`UPDATE incidents SET credit_claim = ${token}, credited_at = ${now}, credited_users = 0, credit_days = 0,
        credit_outcome = CASE WHEN ${settings.enabled ? 1 : 0} = 0 THEN 'credits-off'
          WHEN confirmed_by IS NULL THEN 'unconfirmed'
          WHEN ended_at - started_at < ${threshold} THEN 'below-threshold' ELSE 'credited' END
        WHERE id = ${incidentId} AND credit_claim IS NULL AND ended_at IS NOT NULL AND account_id IS NULL AND state = 'down'`,
    ),
    // Each subscriber's downtime is the part of the incident after their subscription began and
    // after the downtime they were last credited for (issue 41: overlapping outages of several
    // services are credited once); it must reach the threshold on its own.
    rawStatement(
      db,
      sql`INSERT INTO subscription_ledger (id, user_id, source, source_id, package_id, days, end_before, end_after, banked, created_at)
        SELECT ${uuidSql}, user_id, 'downtime', ${incidentId} || ':' || user_id, package_id, days, end_at, end_at + days * ${DAY_MS}, 0, ${now}
        FROM (SELECT user_id, package_id, end_at, CAST((overlap + ${DAY_MS - 1}) / ${DAY_MS} AS INTEGER) AS days FROM (
          SELECT s.user_id, s.package_id, s.end_at,
            i.ended_at - max(i.started_at, coalesce(s.start_at, 0), coalesce(dc.covered_until, 0)) AS overlap
          FROM incidents i JOIN subscriptions s
            ON s.package_id IN (SELECT package_id FROM plan_services WHERE service_id = i.service_id)
            LEFT JOIN downtime_coverage dc ON dc.user_id = s.user_id
          WHERE i.id = ${incidentId} AND i.credit_claim = ${token} AND i.credit_outcome = 'credited' AND s.end_at > ${now}
        ) WHERE overlap >= ${threshold})`,
    ),
    rawStatement(
      db,
      sql`INSERT INTO downtime_coverage (user_id, covered_until)
        SELECT l.user_id, i.ended_at FROM subscription_ledger l JOIN incidents i ON i.id = ${incidentId}
        WHERE ${ledgerRange(incidentId, "l.")} AND ${mine}
        ON CONFLICT (user_id) DO UPDATE SET covered_until = max(covered_until, excluded.covered_until)`,
    ),
    rawStatement(
      db,
      sql`UPDATE subscriptions SET updated_at = ${now}, end_at = end_at + ${DAY_MS} * (SELECT l.days FROM subscription_ledger l
          WHERE l.source = 'downtime' AND l.source_id = ${incidentId} || ':' || subscriptions.user_id)
        WHERE user_id IN (SELECT user_id FROM subscription_ledger WHERE ${ledgerRange(incidentId)}) AND ${mine}`,
    ),
    rawStatement(
      db,
      sql`INSERT INTO user_notices (id, user_id, kind, source_id, data, created_at)
        SELECT ${uuidSql}, l.user_id, 'downtime-credit', l.source_id,
          json_object('service', s.name, 'days', l.days, 'startedAt', i.started_at, 'endedAt', i.ended_at), ${now}
        FROM subscription_ledger l JOIN incidents i ON i.id = ${incidentId} JOIN services s ON s.id = i.service_id
        WHERE ${ledgerRange(incidentId, "l.")} AND ${mine}`,
    ),
    rawStatement(
      db,
      sql`UPDATE incidents SET
          credited_users = (SELECT count(*) FROM subscription_ledger WHERE ${ledgerRange(incidentId)}),
          credit_days = (SELECT coalesce(max(days), 0) FROM subscription_ledger WHERE ${ledgerRange(incidentId)})
        WHERE id = ${incidentId} AND credit_claim = ${token} RETURNING credit_outcome AS outcome, credited_users AS users`,
    ),
  ]);
  const row = rowsOf<{ outcome: string; users: number }>(settled)[0];
  return row ? { outcome: row.outcome, users: Number(row.users) } : null;
}

/** Cron: settles the closed down incidents not settled yet, oldest first, a bounded number per run. */
export async function settleDowntimeCredits(db: Db, now = Date.now()) {
  const due = await db
    .select({ id: incidents.id })
    .from(incidents)
    .where(
      and(
        isNull(incidents.creditClaim),
        isNull(incidents.accountId),
        eq(incidents.state, "down"),
        isNotNull(incidents.endedAt),
      ),
    )
    .orderBy(asc(incidents.endedAt))
    .limit(SETTLEMENTS_PER_RUN);
  if (due.length === 0) return 0;
  const settings = await creditSettings(db);
  let credited = 0;
  for (const { id } of due) credited += (await settleIncident(db, id, settings, now))?.users ?? 0;
  return credited;
}

export async function listIncidents(
  db: Db,
  q: {
    page: number;
    limit: number;
    scope: "services" | "accounts";
    service?: string | undefined;
    open?: string;
    only?: string;
  },
) {
  const c: SQL[] = [q.scope === "services" ? isNull(incidents.accountId) : isNotNull(incidents.accountId)];
  if (q.only) c.push(eq(incidents.id, q.only));
  if (q.service) c.push(eq(incidents.serviceId, q.service));
  if (q.open === "true") c.push(isNull(incidents.endedAt));
  if (q.open === "false") c.push(isNotNull(incidents.endedAt));
  const where = and(...c);
  return paginate(db, q, {
    rows: db
      .select({
        i: incidents,
        serviceName: sql<string>`${services.name}`.as("service_name"),
        accountLabel: sql<string | null>`${serviceAccounts.label}`.as("account_label"),
      })
      .from(incidents)
      .innerJoin(services, eq(services.id, incidents.serviceId))
      .leftJoin(serviceAccounts, eq(serviceAccounts.id, incidents.accountId))
      .where(where)
      .orderBy(desc(incidents.startedAt))
      .$dynamic(),
    counted: db.select(oneColumn).from(incidents).where(where).$dynamic(),
    item: ({ i, serviceName, accountLabel }): IncidentDto => ({
      uuid: i.id,
      service: { uuid: i.serviceId, name: serviceName },
      account: i.accountId ? { id: i.accountId, label: accountLabel ?? "" } : null,
      state: i.state,
      cause: parseHealthCause(i.cause),
      startedAt: new Date(i.startedAt).toISOString(),
      endedAt: iso(i.endedAt),
      confirmedBy: i.confirmedBy,
      credit:
        i.creditOutcome && i.creditedAt
          ? {
              outcome: i.creditOutcome,
              users: i.creditedUsers ?? 0,
              days: i.creditDays ?? 0,
              at: new Date(i.creditedAt).toISOString(),
            }
          : null,
    }),
  });
}

/**
 * An admin confirms that a service was down (issue 41): only confirmed down incidents earn
 * downtime credits. Open or closed, until it is settled; confirming twice keeps the first.
 */
export async function confirmIncident(db: Db, actor: Actor, incidentId: string, now = Date.now()) {
  const before = await db.query.incidents.findFirst({ where: eq(incidents.id, incidentId) });
  if (!before) throw AppError.notFound("Incident");
  if (before.accountId || before.state !== "down" || before.creditClaim)
    throw new AppError(422, "INCIDENT_NOT_CONFIRMABLE", INCIDENT_MESSAGES.notConfirmable);
  if (!before.confirmedBy) {
    await auditedWrite(
      db,
      actor,
      {
        action: "incident.confirm",
        entity: "incident",
        entityId: incidentId,
        before: { confirmedBy: null },
        after: { confirmedBy: "admin" },
      },
      [
        db
          .update(incidents)
          .set({ confirmedBy: "admin", confirmedAt: now })
          .where(and(eq(incidents.id, incidentId), isNull(incidents.confirmedBy), isNull(incidents.creditClaim))),
      ],
    );
  }
  const page = await listIncidents(db, { page: 1, limit: 1, scope: "services", only: incidentId });
  return page.items[0] as IncidentDto;
}
