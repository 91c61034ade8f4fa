import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { timeframes } from "../../db/schema.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedWrite } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";

type TimeframeRow = typeof timeframes.$inferSelect;
type TimeframeInput = { name: string; days: number };
const UNIQUE_NAME = { field: "name", message: "A timeframe with this name already exists" };

const toDto = (t: TimeframeRow) => ({
  uuid: t.id,
  name: t.name,
  days: t.days,
  createdAt: new Date(t.createdAt).toISOString(),
});

async function find(db: Db, id: string) {
  const row = await db.query.timeframes.findFirst({ where: eq(timeframes.id, id) });
  if (!row) throw AppError.notFound("Timeframe");
  return row;
}

export const listTimeframes = async (db: Db) =>
  (await db.select().from(timeframes).orderBy(asc(timeframes.days))).map(toDto);

export const getTimeframe = async (db: Db, id: string) => toDto(await find(db, id));

export async function createTimeframe(db: Db, actor: Actor, input: TimeframeInput) {
  const now = Date.now();
  const row = { id: crypto.randomUUID(), ...input, createdAt: now, updatedAt: now };
  await auditedWrite(
    db,
    actor,
    { action: "timeframe.create", entity: "timeframe", entityId: row.id, after: row },
    [db.insert(timeframes).values(row)],
    UNIQUE_NAME,
  );
  return toDto(row);
}

export async function updateTimeframe(db: Db, actor: Actor, id: string, input: TimeframeInput) {
  const before = await find(db, id);
  const after = { ...before, ...input, updatedAt: Date.now() };
  await auditedWrite(
    db,
    actor,
    { action: "timeframe.update", entity: "timeframe", entityId: id, before, after },
    [db.update(timeframes).set(after).where(eq(timeframes.id, id))],
    UNIQUE_NAME,
  );
  return toDto(after);
}

export async function deleteTimeframe(db: Db, actor: Actor, id: string) {
  const before = await find(db, id);
  await auditedWrite(db, actor, { action: "timeframe.delete", entity: "timeframe", entityId: id, before }, [
    db.delete(timeframes).where(eq(timeframes.id, id)),
  ]);
}
