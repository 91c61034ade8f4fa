import type { ErrorCode } from "@app/shared/messages";
import type { Db } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";
import { takenError } from "./field-errors.ts";

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

type BatchItem = Parameters<Db["batch"]>[0][number];

/**
 * Runs an admin write and its audit row in one batch (atomic). A unique-index violation becomes
 * a 409 with `unique.code`, naming `unique.field`.
 */
export async function auditedWrite(
  db: Db,
  actor: { audit: { actorId: string; requestId: string | null } },
  entry: Omit<AuditEntry, "actorId" | "requestId">,
  statements: BatchItem[],
  unique?: { field: string; message: string; code: ErrorCode },
) {
  try {
    const audit: BatchItem = auditStatement(db, { ...actor.audit, ...entry });
    return await db.batch([audit, ...statements]);
  } catch (error) {
    if (unique && String(error).includes("UNIQUE constraint failed")) {
      throw takenError(unique.field, unique.message, unique.code);
    }
    throw error;
  }
}
