import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailSenders } from "../../db/schema.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedRows } from "../../lib/audited-rows.ts";

type SenderRow = typeof emailSenders.$inferSelect;
const toDto = (s: SenderRow) => ({
  uuid: s.id,
  name: s.name,
  fromAddress: s.fromAddress,
  replyTo: s.replyTo,
  provider: s.provider,
  dailyLimit: s.dailyLimit,
  perSecond: s.perSecond,
  createdAt: new Date(s.createdAt).toISOString(),
});

const senderRows = auditedRows(emailSenders, { label: "Sender", entity: "email_sender", action: "sender" });

export const list = async (db: Db) => (await db.select().from(emailSenders).orderBy(asc(emailSenders.name))).map(toDto);
export const get = async (db: Db, id: string) => toDto(await senderRows.find(db, id));

export type SenderInput = Partial<Pick<SenderRow, "name" | "fromAddress" | "provider" | "dailyLimit" | "perSecond">> & {
  replyTo?: string | null | undefined;
};

export async function create(db: Db, actor: Actor, input: SenderInput & Pick<SenderRow, "name" | "fromAddress">) {
  const now = Date.now();
  const row: SenderRow = {
    id: crypto.randomUUID(),
    name: input.name,
    fromAddress: input.fromAddress,
    replyTo: input.replyTo ?? null,
    provider: input.provider ?? "outbox",
    dailyLimit: input.dailyLimit ?? 10_000,
    perSecond: input.perSecond ?? 10,
    createdAt: now,
    updatedAt: now,
  };
  await senderRows.create(db, actor, row);
  return toDto(row);
}

export async function update(db: Db, actor: Actor, id: string, input: SenderInput) {
  const before = await senderRows.find(db, id);
  const after: SenderRow = {
    ...before,
    name: input.name ?? before.name,
    fromAddress: input.fromAddress ?? before.fromAddress,
    replyTo: input.replyTo === undefined ? before.replyTo : input.replyTo,
    provider: input.provider ?? before.provider,
    dailyLimit: input.dailyLimit ?? before.dailyLimit,
    perSecond: input.perSecond ?? before.perSecond,
    updatedAt: Date.now(),
  };
  await senderRows.update(db, actor, before, after);
  return toDto(after);
}

export async function remove(db: Db, actor: Actor, id: string) {
  await senderRows.remove(db, actor, await senderRows.find(db, id));
}
