import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { timeframes } from "../../db/schema.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedRows } from "../../lib/audited-rows.ts";

type TimeframeRow = typeof timeframes.$inferSelect;
type TimeframeInput = { name: string; days: number };
const UNIQUE_NAME = {
  field: "name",
  message: "A timeframe with this name already exists",
  code: "TIMEFRAME_NAME_TAKEN",
} as const;

const toDto = (t: TimeframeRow) => ({
  uuid: t.id,
  name: t.name,
  days: t.days,
  createdAt: new Date(t.createdAt).toISOString(),
});

const timeframeRows = auditedRows(timeframes, {
  label: "Timeframe",
  entity: "timeframe",
  action: "timeframe",
  unique: UNIQUE_NAME,
});

export const list = async (db: Db) => (await db.select().from(timeframes).orderBy(asc(timeframes.days))).map(toDto);

export const get = async (db: Db, id: string) => toDto(await timeframeRows.find(db, id));

export async function create(db: Db, actor: Actor, input: TimeframeInput) {
  const now = Date.now();
  const row = { id: crypto.randomUUID(), ...input, createdAt: now, updatedAt: now };
  await timeframeRows.create(db, actor, row);
  return toDto(row);
}

export async function update(db: Db, actor: Actor, id: string, input: TimeframeInput) {
  const before = await timeframeRows.find(db, id);
  const after = { ...before, ...input, updatedAt: Date.now() };
  await timeframeRows.update(db, actor, before, after);
  return toDto(after);
}

export async function remove(db: Db, actor: Actor, id: string) {
  await timeframeRows.remove(db, actor, await timeframeRows.find(db, id));
}
