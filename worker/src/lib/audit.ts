import type { Db } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";

export type AuditEntry = {
  actorId: string;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
};

/** The audit row of an admin write, to put in the same `db.batch` as the write itself. */
export function auditStatement(db: Db, entry: AuditEntry) {
  return db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
  });
}
