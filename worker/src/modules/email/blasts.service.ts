import type { BlastStatus } from "@app/shared/schemas/comms";
import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailBlasts, emailRecipients, emailSenders, outbox, users } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedWrite } from "../../lib/audit.ts";
import { iso } from "../../lib/dates.ts";
import { AppError, StorageFailure } from "../../lib/errors.ts";
import { INVALID } from "../../lib/field-errors.ts";
import { likeContains } from "../../lib/like.ts";
import { oneColumn, paginate } from "../../lib/paginate.ts";
import { rawStatement, uuidSql } from "../../lib/raw-sql.ts";
import type { ImportedRecipient } from "./recipients-import.ts";

export const RECIPIENTS_PER_MESSAGE = 50;
export type BlastMessage = { blastId: string; recipientIds: string[] };

type BlastRow = typeof emailBlasts.$inferSelect;
export type BlastContent = { senderId: string; subject: string; body: string; scheduledAt?: Date | undefined };

/** The sender a blast names, or a 400 naming senderId. */
export async function assertSender(db: Db, senderId: string) {
  const sender = await db.query.emailSenders.findFirst({ where: eq(emailSenders.id, senderId) });
  if (!sender)
    throw new AppError(400, "VALIDATION_ERROR", "senderId is invalid", {
      fields: [{ field: "senderId", message: "senderId is invalid", ...INVALID }],
    });
  return sender;
}

/**
 * Who a user segment may mail (issue 26): never a deleted account (its address is a placeholder).
 * The broad segments (everyone, the lapsed) also skip addresses their account never proved: anyone
 * can register someone else's address. Subscribers proved theirs by paying; a status segment is
 * chosen on purpose (mailing Pending accounts to finish their sign-up, say).
 */
const NOT_DELETED = sql`u.status <> 'deleted'`;
const REACHABLE = sql`${NOT_DELETED} AND u.status <> 'suspended'`;
const BROAD = sql`${REACHABLE} AND u.email_verified_at IS NOT NULL`;

/** SQL selecting (email, name) of a database segment. */
function segmentQuery(segment: string, now: number): SQL {
  const confirmedNewsletter = sql`SELECT email, NULL AS name FROM newsletter_subscriptions WHERE confirmed_at IS NOT NULL`;
  if (segment === "newsletter") return confirmedNewsletter;
  if (segment === "active") {
    return sql`SELECT u.email, u.name FROM users u JOIN subscriptions s ON s.user_id = u.id WHERE s.end_at > ${now} AND ${REACHABLE}`;
  }
  if (segment === "expired") {
    return sql`SELECT u.email, u.name FROM users u LEFT JOIN subscriptions s ON s.user_id = u.id
               WHERE (s.end_at IS NULL OR s.end_at <= ${now}) AND ${BROAD}`;
  }
  if (segment.startsWith("status:"))
    return sql`SELECT u.email, u.name FROM users u WHERE u.status = ${segment.slice(7)} AND ${NOT_DELETED}`;
  return sql`SELECT u.email, u.name FROM users u WHERE ${BROAD}`;
}

async function insertBlast(
  db: Db,
  actor: Actor,
  source: BlastRow["source"],
  segment: string | null,
  content: BlastContent,
) {
  await assertSender(db, content.senderId);
  const now = Date.now();
  const scheduled = content.scheduledAt && content.scheduledAt.getTime() > now;
  const row: BlastRow = {
    id: crypto.randomUUID(),
    senderId: content.senderId,
    source,
    segment,
    subject: content.subject,
    body: content.body,
    status: scheduled ? "scheduled" : "sending",
    scheduledAt: content.scheduledAt?.getTime() ?? null,
    total: 0,
    createdBy: actor.id,
    startedAt: scheduled ? null : now,
    completedAt: null,
    createdAt: now,
  };
  await auditedWrite(
    db,
    actor,
    { action: "email_blast.create", entity: "email_blast", entityId: row.id, after: { ...row, body: undefined } },
    [db.insert(emailBlasts).values(row)],
  );
  return row;
}

/** Recipients of a list (manual or imported), unsubscribed addresses skipped, in chunked inserts. */
async function insertRecipients(db: Db, blastId: string, recipients: ImportedRecipient[]) {
  const now = Date.now();
  const statements = [];
  for (let i = 0; i < recipients.length; i += 16) {
    const chunk = recipients.slice(i, i + 16);
    const values = sql.join(
      chunk.map((r) => sql`(${crypto.randomUUID()}, ${blastId}, ${r.email}, ${r.name}, ${now})`),
      sql`, `,
    );
    statements.push(
      rawStatement(
        db,
        sql`INSERT INTO email_recipients (id, blast_id, email, name, created_at, status, error)
            SELECT column1, column2, column3, column4, column5,
              CASE WHEN column3 IN (SELECT email FROM email_unsubscribes) THEN 'skipped' ELSE 'queued' END,
              CASE WHEN column3 IN (SELECT email FROM email_unsubscribes) THEN 'unsubscribed' END
            FROM (VALUES ${values}) WHERE true ON CONFLICT(blast_id, email) DO NOTHING`,
      ),
    );
  }
  for (let i = 0; i < statements.length; i += 50) {
    const part = statements.slice(i, i + 50);
    await db.batch(part as [(typeof part)[number], ...typeof part]);
  }
}

async function finishSetup(db: Db, env: AppEnv, actor: Actor, blast: BlastRow) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(emailRecipients)
    .where(eq(emailRecipients.blastId, blast.id));
  await db.update(emailBlasts).set({ total }).where(eq(emailBlasts.id, blast.id));
  if (blast.status === "sending") {
    try {
      await enqueueBlast(db, env, blast.id);
    } catch (error) {
      // The queue refused the first send: nothing will be delivered, so the blast is withdrawn
      // (recipients cascade) and the admin may simply send again. Audited like the creation.
      if (error instanceof EnqueueFailure && error.sentMessages === 0) {
        await auditedWrite(
          db,
          actor,
          { action: "email_blast.withdraw", entity: "email_blast", entityId: blast.id, before: { reason: "queue" } },
          [db.delete(emailBlasts).where(eq(emailBlasts.id, blast.id))],
        );
      }
      throw error;
    }
  }
  return blastDto({ ...blast, total });
}

/** A queue send failed after `sentMessages` messages of the blast were accepted. */
export class EnqueueFailure extends StorageFailure {
  constructor(
    readonly sentMessages: number,
    cause: unknown,
  ) {
    super("Queue send", cause);
  }
}

export async function createListBlast(
  db: Db,
  env: AppEnv,
  actor: Actor,
  source: "manual" | "excel",
  content: BlastContent,
  recipients: ImportedRecipient[],
) {
  if (recipients.length === 0)
    throw new AppError(400, "VALIDATION_ERROR", "emails must contain at least one valid address", {
      fields: [{ field: "emails", message: "emails must contain at least one valid address" }],
    });
  const blast = await insertBlast(db, actor, source, null, content);
  await insertRecipients(db, blast.id, recipients);
  return finishSetup(db, env, actor, blast);
}

export async function createSegmentBlast(db: Db, env: AppEnv, actor: Actor, segment: string, content: BlastContent) {
  const blast = await insertBlast(db, actor, "database", segment, content);
  const now = Date.now();
  await db.run(sql`INSERT INTO email_recipients (id, blast_id, email, name, created_at, status, error)
    SELECT ${uuidSql}, ${blast.id}, lower(seg.email), seg.name, ${now},
      CASE WHEN lower(seg.email) IN (SELECT email FROM email_unsubscribes) THEN 'skipped' ELSE 'queued' END,
      CASE WHEN lower(seg.email) IN (SELECT email FROM email_unsubscribes) THEN 'unsubscribed' END
    FROM (${segmentQuery(segment, now)}) AS seg WHERE true ON CONFLICT(blast_id, email) DO NOTHING`);
  return finishSetup(db, env, actor, blast);
}

/**
 * How many addresses a segment blast created now would queue: the segment's distinct addresses,
 * unsubscribed ones left out (those are recorded as skipped), as createSegmentBlast inserts them.
 */
export async function segmentRecipientCount(db: Db, segment: string, now = Date.now()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(DISTINCT lower(seg.email))` })
    .from(sql`(${segmentQuery(segment, now)}) AS seg`)
    .where(sql`lower(seg.email) NOT IN (SELECT email FROM email_unsubscribes)`);
  return row?.n ?? 0;
}

/**
 * The recipient the compose preview shows (issue 28): a segment's first address (by address), or a
 * typed address; {name} as the blast will fill it: the segment's name, the account's, the local part.
 */
export async function sampleRecipient(
  db: Db,
  q: { segment?: string | undefined; email?: string | undefined },
  now = Date.now(),
): Promise<{ email: string; name: string } | null> {
  let email = q.email?.trim().toLowerCase() ?? null;
  let name: string | null = null;
  if (q.segment) {
    const [first] = await db
      .select({ email: sql<string>`lower(seg.email)`, name: sql<string | null>`seg.name` })
      .from(sql`(${segmentQuery(q.segment, now)}) AS seg`)
      .where(sql`lower(seg.email) NOT IN (SELECT email FROM email_unsubscribes)`)
      .orderBy(sql`lower(seg.email)`)
      .limit(1);
    if (!first) return null;
    ({ email, name } = first);
  }
  if (!email) return null;
  if (!name) {
    const account = await db.query.users.findFirst({ columns: { name: true }, where: eq(users.email, email) });
    name = account?.name ?? null;
  }
  return { email, name: name ?? email.split("@")[0] ?? email };
}

/**
 * Puts every queued recipient of a blast on the queue, 50 per message, 100 messages per send. Only
 * a blast that is sending has its recipients read, so a canceled (or not yet started) one never goes
 * on the queue.
 */
export async function enqueueBlast(db: Db, env: AppEnv, blastId: string) {
  const ids = (
    await db
      .select({ id: emailRecipients.id })
      .from(emailRecipients)
      .where(
        and(
          eq(emailRecipients.blastId, blastId),
          eq(emailRecipients.status, "queued"),
          sql`EXISTS (SELECT 1 FROM email_blasts WHERE id = ${blastId} AND status = 'sending')`,
        ),
      )
      .orderBy(asc(emailRecipients.id))
  ).map((r) => r.id);
  const messages: { body: BlastMessage }[] = [];
  for (let i = 0; i < ids.length; i += RECIPIENTS_PER_MESSAGE)
    messages.push({ body: { blastId, recipientIds: ids.slice(i, i + RECIPIENTS_PER_MESSAGE) } });
  for (let i = 0; i < messages.length; i += 100) {
    try {
      await env.EMAIL_QUEUE.sendBatch(messages.slice(i, i + 100));
    } catch (error) {
      throw new EnqueueFailure(i, error);
    }
  }
  if (ids.length === 0) await markCompletedIfDone(db, blastId);
  return messages.length;
}

/** Cron: scheduled blasts whose time has come start sending. */
export async function startDueBlasts(db: Db, env: AppEnv, now = Date.now()) {
  const due = await db
    .update(emailBlasts)
    .set({ status: "sending", startedAt: now })
    .where(and(eq(emailBlasts.status, "scheduled"), lte(emailBlasts.scheduledAt, now)))
    .returning({ id: emailBlasts.id });
  for (const blast of due) {
    try {
      await enqueueBlast(db, env, blast.id);
    } catch (error) {
      // Not sent at all: back to scheduled, so the next run tries again (unless canceled meanwhile).
      if (error instanceof EnqueueFailure && error.sentMessages === 0) {
        await db
          .update(emailBlasts)
          .set({ status: "scheduled", startedAt: null })
          .where(and(eq(emailBlasts.id, blast.id), eq(emailBlasts.status, "sending")));
      }
      console.error(JSON.stringify({ level: "error", blast: blast.id, enqueue: String(error) }));
    }
  }
  return due.length;
}

/** Only a sending blast completes: a canceled one stays canceled. */
export async function markCompletedIfDone(db: Db, blastId: string) {
  await db.run(sql`UPDATE email_blasts SET status = 'completed', completed_at = ${Date.now()}
    WHERE id = ${blastId} AND status = 'sending'
      AND NOT EXISTS (SELECT 1 FROM email_recipients WHERE blast_id = ${blastId} AND status = 'queued')`);
}

export async function blastStatus(db: Db, blastId: string): Promise<BlastStatus> {
  const [blast, counts] = await db.batch([
    db.select().from(emailBlasts).where(eq(emailBlasts.id, blastId)),
    db
      .select({ status: emailRecipients.status, n: count() })
      .from(emailRecipients)
      .where(eq(emailRecipients.blastId, blastId))
      .groupBy(emailRecipients.status),
  ]);
  if (!blast[0]) throw AppError.notFound("Email blast");
  const n = (s: string) => counts.find((c) => c.status === s)?.n ?? 0;
  const total = counts.reduce((s, c) => s + c.n, 0);
  // Canceled recipients count as done: a canceled blast's progress ends at 100%.
  const done = total - n("queued");
  return {
    uuid: blastId,
    status: blast[0].status,
    total,
    queued: n("queued"),
    sent: n("sent"),
    failed: n("failed"),
    skipped: n("skipped"),
    canceled: n("canceled"),
    percent: total ? Math.round((done / total) * 1000) / 10 : 100,
  };
}

/**
 * Stops a sending or scheduled blast. One batch writes the audit row, the blast's status and every
 * recipient still queued, each statement under the condition that the blast was cancelable, so
 * nothing is read first and two simultaneous cancels change the data once. Queue messages already
 * in flight find the blast canceled and send nothing more.
 */
export async function cancelBlast(db: Db, actor: Actor, blastId: string): Promise<BlastStatus> {
  const [, canceled] = await db.batch([
    // First, while the previous status and the number still waiting can be read.
    rawStatement(
      db,
      sql`INSERT INTO audit_log (id, actor_id, action, entity, entity_id, before, after, request_id, created_at)
          SELECT ${crypto.randomUUID()}, ${actor.audit.actorId}, 'email_blast.cancel', 'email_blast', id,
            json_object('status', status, 'queued',
              (SELECT count(*) FROM email_recipients WHERE blast_id = ${blastId} AND status = 'queued')),
            json_object('status', 'canceled'), ${actor.audit.requestId}, ${Date.now()}
          FROM email_blasts WHERE id = ${blastId} AND status IN ('sending', 'scheduled')`,
    ),
    db
      .update(emailBlasts)
      .set({ status: "canceled" })
      .where(and(eq(emailBlasts.id, blastId), inArray(emailBlasts.status, ["sending", "scheduled"])))
      .returning({ id: emailBlasts.id }),
    db
      .update(emailRecipients)
      .set({ status: "canceled" })
      .where(
        and(
          eq(emailRecipients.blastId, blastId),
          eq(emailRecipients.status, "queued"),
          sql`EXISTS (SELECT 1 FROM email_blasts WHERE id = ${blastId} AND status = 'canceled')`,
        ),
      ),
  ]);
  if (canceled.length === 0) {
    // Nothing was written; the blast is read only to say why.
    const blast = await db.query.emailBlasts.findFirst({ where: eq(emailBlasts.id, blastId) });
    if (!blast) throw AppError.notFound("Email blast");
    throw new AppError(
      409,
      "BLAST_NOT_RUNNING",
      `This blast is ${blast.status}: only a sending or scheduled blast can be canceled`,
      { status: blast.status },
    );
  }
  return blastStatus(db, blastId);
}

function blastDto(b: BlastRow, senderName: string | null = null) {
  return {
    uuid: b.id,
    source: b.source,
    segment: b.segment,
    subject: b.subject,
    status: b.status,
    total: b.total,
    senderId: b.senderId,
    senderName,
    scheduledAt: iso(b.scheduledAt),
    startedAt: iso(b.startedAt),
    completedAt: iso(b.completedAt),
    createdAt: new Date(b.createdAt).toISOString(),
  };
}

const SORTS = {
  createdAt: emailBlasts.createdAt,
  subject: emailBlasts.subject,
  status: emailBlasts.status,
  total: emailBlasts.total,
} as const;

export async function listBlasts(
  db: Db,
  q: { page: number; limit: number; sortBy: keyof typeof SORTS; sortOrder: "asc" | "desc" },
) {
  const order = q.sortOrder === "asc" ? asc(SORTS[q.sortBy]) : desc(SORTS[q.sortBy]);
  return paginate(db, q, {
    rows: db
      .select({ b: emailBlasts, senderName: sql<string | null>`${emailSenders.name}`.as("sender_name") })
      .from(emailBlasts)
      .leftJoin(emailSenders, eq(emailSenders.id, emailBlasts.senderId))
      .orderBy(order)
      .$dynamic(),
    counted: db.select(oneColumn).from(emailBlasts).$dynamic(),
    item: (r) => blastDto(r.b, r.senderName),
  });
}

export async function blastDetail(db: Db, blastId: string) {
  const blast = await db.query.emailBlasts.findFirst({ where: eq(emailBlasts.id, blastId) });
  if (!blast) throw AppError.notFound("Email blast");
  return { ...blastDto(blast), body: blast.body, progress: await blastStatus(db, blastId) };
}

const recipientDto = (r: typeof emailRecipients.$inferSelect) => ({
  uuid: r.id,
  email: r.email,
  name: r.name,
  status: r.status,
  attempts: r.attempts,
  error: r.error,
  sentAt: iso(r.sentAt),
});

export async function blastHistory(
  db: Db,
  blastId: string,
  q: { page: number; limit: number; status?: string | undefined; search?: string | undefined },
) {
  const conditions: SQL[] = [eq(emailRecipients.blastId, blastId)];
  if (q.status) conditions.push(eq(emailRecipients.status, q.status as "queued"));
  if (q.search) conditions.push(likeContains(emailRecipients.email, q.search.toLowerCase()));
  const where = and(...conditions);
  return paginate(db, q, {
    rows: db.select().from(emailRecipients).where(where).orderBy(asc(emailRecipients.email)).$dynamic(),
    counted: db.select(oneColumn).from(emailRecipients).where(where).$dynamic(),
    item: recipientDto,
  });
}

export async function blastSummary(db: Db) {
  const [blasts, recipients] = await db.batch([
    db.select({ status: emailBlasts.status, n: count() }).from(emailBlasts).groupBy(emailBlasts.status),
    db.select({ status: emailRecipients.status, n: count() }).from(emailRecipients).groupBy(emailRecipients.status),
  ]);
  return {
    blasts: Object.fromEntries(blasts.map((b) => [b.status, b.n])),
    recipients: Object.fromEntries(recipients.map((r) => [r.status, r.n])),
  };
}

const outboxDto = (m: typeof outbox.$inferSelect) => ({
  uuid: m.id,
  to: m.toAddress,
  from: m.fromAddress,
  subject: m.subject,
  html: m.html,
  text: m.text,
  headers: m.headers,
  blastId: m.blastId,
  createdAt: new Date(m.createdAt).toISOString(),
});

export async function listOutbox(db: Db, q: { page: number; limit: number; search?: string | undefined }) {
  const where = q.search ? likeContains(outbox.toAddress, q.search.toLowerCase()) : undefined;
  return paginate(db, q, {
    rows: db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt)).$dynamic(),
    counted: db.select(oneColumn).from(outbox).where(where).$dynamic(),
    item: outboxDto,
  });
}

export const recipientsByIds = (db: Db, blastId: string, ids: string[]) =>
  db
    .select()
    .from(emailRecipients)
    .where(
      and(eq(emailRecipients.blastId, blastId), inArray(emailRecipients.id, ids), eq(emailRecipients.status, "queued")),
    );
