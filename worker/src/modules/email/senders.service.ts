import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailSenders } from "../../db/schema.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedWrite } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";

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

async function find(db: Db, id: string) {
  const row = await db.query.emailSenders.findFirst({ where: eq(emailSenders.id, id) });
  if (!row) throw AppError.notFound("Sender");
  return row;
}

export const listSenders = async (db: Db) =>
  (await db.select().from(emailSenders).orderBy(asc(emailSenders.name))).map(toDto);
export const getSender = async (db: Db, id: string) => toDto(await find(db, id));

export type SenderInput = Partial<Pick<SenderRow, "name" | "fromAddress" | "provider" | "dailyLimit" | "perSecond">> & {
  replyTo?: string | null | undefined;
};

export async function createSender(db: Db, actor: Actor, input: SenderInput & Pick<SenderRow, "name" | "fromAddress">) {
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
  await auditedWrite(db, actor, { action: "sender.create", entity: "email_sender", entityId: row.id, after: row }, [
    db.insert(emailSenders).values(row),
  ]);
  return toDto(row);
}

export async function updateSender(db: Db, actor: Actor, id: string, input: SenderInput) {
  const before = await find(db, id);
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
  await auditedWrite(db, actor, { action: "sender.update", entity: "email_sender", entityId: id, before, after }, [
    db.update(emailSenders).set(after).where(eq(emailSenders.id, id)),
  ]);
  return toDto(after);
}

export async function deleteSender(db: Db, actor: Actor, id: string) {
  const before = await find(db, id);
  await auditedWrite(db, actor, { action: "sender.delete", entity: "email_sender", entityId: id, before }, [
    db.delete(emailSenders).where(eq(emailSenders.id, id)),
  ]);
}
