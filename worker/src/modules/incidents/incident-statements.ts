import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rawStatement, uuidSql } from "../../lib/raw-sql.ts";

/** SQL for a service's state from its accounts in use (active, with a session). */
export const serviceStateSql = (serviceId: string | SQL) => sql`(SELECT CASE
    WHEN count(*) = 0 THEN 'operational'
    WHEN sum(health <> 'down') = 0 THEN 'down'
    WHEN sum(health = 'down') > 0 THEN 'degraded'
    ELSE 'operational' END
  FROM service_accounts WHERE service_id = ${serviceId} AND active = 1 AND secret IS NOT NULL)`;

/**
 * The statements that bring the incidents in line with the accounts' health: an account that is
 * down has one open incident, one that is not has none; the service has one open incident in its
 * state while it is not operational (a change of state closes one and opens the next).
 */
export function incidentStatements(db: Db, serviceId: string, accountId: string | null, cause: string, now: number) {
  const state = serviceStateSql(serviceId);
  return [
    ...(accountId
      ? [
          rawStatement(
            db,
            sql`INSERT OR IGNORE INTO incidents (id, service_id, account_id, state, cause, started_at)
              SELECT ${uuidSql}, service_id, id, 'down', ${cause}, ${now} FROM service_accounts WHERE id = ${accountId} AND health = 'down'`,
          ),
          rawStatement(
            db,
            sql`UPDATE incidents SET ended_at = ${now} WHERE account_id = ${accountId} AND ended_at IS NULL
              AND NOT EXISTS (SELECT 1 FROM service_accounts WHERE id = ${accountId} AND health = 'down')`,
          ),
        ]
      : []),
    rawStatement(
      db,
      sql`UPDATE incidents SET ended_at = ${now} WHERE service_id = ${serviceId} AND account_id IS NULL AND ended_at IS NULL AND state <> ${state}`,
    ),
    rawStatement(
      db,
      sql`INSERT OR IGNORE INTO incidents (id, service_id, account_id, state, cause, started_at)
        SELECT ${uuidSql}, ${serviceId}, NULL, st, ${cause}, ${now} FROM (SELECT ${state} AS st) WHERE st <> 'operational'`,
    ),
  ];
}
