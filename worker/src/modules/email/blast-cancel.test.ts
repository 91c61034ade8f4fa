import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminWithSender } from "../../../test/blasts.ts";
import { call, createUser, db, errorOf, signIn } from "../../../test/factories.ts";
import { auditLog, emailBlasts, emailRecipients, emailUnsubscribes, outbox } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { processBlastMessage } from "./blast-consumer.ts";
import { type BlastMessage, enqueueBlast, markCompletedIfDone, startDueBlasts } from "./blasts.service.ts";

let admin: { id: string; token: string };
let adminId: string;
let senderId: string;

beforeAll(async () => {
  ({ admin, senderId } = await adminWithSender({ name: "Cancel tests", fromAddress: "cancel@premiumhub.test" }));
  adminId = admin.id;
});

type Status = {
  uuid: string;
  status: string;
  total: number;
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
  canceled: number;
  percent: number;
};

const run = () => crypto.randomUUID().slice(0, 8);

/**
 * A manual blast scheduled far ahead, so neither the cron nor the local queue touches it; the
 * test moves it to "sending" itself when it needs a running blast.
 */
async function scheduledBlast(emails: string[]) {
  const res = await call("/api/email-blasts/manual", {
    method: "POST",
    token: admin.token,
    json: {
      senderId,
      subject: "Cancel me",
      body: "Hello {name}",
      emails,
      scheduledAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
  });
  expect(res.status).toBe(201);
  const blastId = (await res.json<{ data: { blast: { uuid: string } } }>()).data.blast.uuid;
  const ids = (
    await db()
      .select({ id: emailRecipients.id })
      .from(emailRecipients)
      .where(and(eq(emailRecipients.blastId, blastId), eq(emailRecipients.status, "queued")))
  ).map((r) => r.id);
  return { blastId, ids };
}

async function sendingBlast(emails: string[]) {
  const blast = await scheduledBlast(emails);
  await db()
    .update(emailBlasts)
    .set({ status: "sending", startedAt: Date.now() })
    .where(eq(emailBlasts.id, blast.blastId));
  return blast;
}

/** As the admin unless another token is given; `null` calls as a visitor. */
const cancel = (blastId: string, token: string | null = admin.token) =>
  call(`/api/email-blasts/${blastId}/cancel`, { method: "POST", ...(token ? { token } : {}) });

const blastRow = async (blastId: string) => db().query.emailBlasts.findFirst({ where: eq(emailBlasts.id, blastId) });

async function recipientStatuses(blastId: string) {
  const rows = await db().select().from(emailRecipients).where(eq(emailRecipients.blastId, blastId));
  return Object.fromEntries(rows.map((r) => [r.email, r.status]));
}

const cancelAudits = (blastId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, blastId), eq(auditLog.action, "email_blast.cancel")));

const mailsOf = (blastId: string) => db().select().from(outbox).where(eq(outbox.blastId, blastId));

/** A queue binding that records what would have been put on the queue. */
function recordingEnv() {
  const sent: BlastMessage[] = [];
  const queue = {
    send: async (body: BlastMessage) => void sent.push(body),
    sendBatch: async (messages: { body: BlastMessage }[]) => void sent.push(...messages.map((m) => m.body)),
  };
  return { env: { ...env, EMAIL_QUEUE: queue } as unknown as AppEnv, sent };
}

describe("POST /api/email-blasts/:id/cancel", () => {
  it("cancels a sending blast: the blast, its queued recipients and the audit row; sent ones stay sent", async () => {
    const r = run();
    const unsubscribed = `gone-${r}@example.com`;
    await db().insert(emailUnsubscribes).values({ email: unsubscribed });
    const emails = [`a-${r}@example.com`, `b-${r}@example.com`, `c-${r}@example.com`, unsubscribed];
    const { blastId } = await sendingBlast(emails);
    await db()
      .update(emailRecipients)
      .set({ status: "sent", sentAt: Date.now() })
      .where(and(eq(emailRecipients.blastId, blastId), eq(emailRecipients.email, `a-${r}@example.com`)));

    const res = await cancel(blastId);
    expect(res.status).toBe(200);
    const { data } = await res.json<{ error: boolean; data: Status }>();
    expect(data).toEqual({
      uuid: blastId,
      status: "canceled",
      total: 4,
      queued: 0,
      sent: 1,
      failed: 0,
      skipped: 1,
      canceled: 2,
      percent: 100,
    });

    expect((await blastRow(blastId))?.status).toBe("canceled");
    expect(await recipientStatuses(blastId)).toEqual({
      [`a-${r}@example.com`]: "sent",
      [`b-${r}@example.com`]: "canceled",
      [`c-${r}@example.com`]: "canceled",
      [unsubscribed]: "skipped",
    });
    const status = await (await call(`/api/email-blasts/status/${blastId}`, { token: admin.token })).json<{
      data: Status;
    }>();
    expect(status.data).toMatchObject({ status: "canceled", canceled: 2, queued: 0, percent: 100 });
    const history = await (
      await call(`/api/email-blasts/history/${blastId}?status=canceled`, { token: admin.token })
    ).json<{ data: { email: string; status: string }[] }>();
    expect(history.data.map((h) => h.email).sort()).toEqual([`b-${r}@example.com`, `c-${r}@example.com`]);

    const audits = await cancelAudits(blastId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: adminId,
      entity: "email_blast",
      before: { status: "sending", queued: 2 },
      after: { status: "canceled" },
    });
    expect(audits[0]?.requestId).toBeTruthy();
  });

  it("cancels a scheduled blast, which the cron then never starts and nothing puts on the queue", async () => {
    const r = run();
    const { blastId } = await scheduledBlast([`s1-${r}@example.com`, `s2-${r}@example.com`]);
    const res = await cancel(blastId);
    expect(res.status).toBe(200);
    expect((await res.json<{ data: Status }>()).data).toMatchObject({
      status: "canceled",
      queued: 0,
      canceled: 2,
      percent: 100,
    });
    expect((await cancelAudits(blastId))[0]?.before).toEqual({ status: "scheduled", queued: 2 });

    // Its time comes: the cron leaves it canceled. Only blasts due at t=1000 are considered.
    await db().update(emailBlasts).set({ scheduledAt: 1 }).where(eq(emailBlasts.id, blastId));
    const recording = recordingEnv();
    expect(await startDueBlasts(db(), recording.env, 1000)).toBe(0);
    expect(recording.sent).toEqual([]);
    expect(await blastRow(blastId)).toMatchObject({ status: "canceled", startedAt: null });
  });

  it("two simultaneous cancels change the blast once: one 200, one 409, one audit row", async () => {
    const r = run();
    const { blastId } = await sendingBlast([`t1-${r}@example.com`, `t2-${r}@example.com`]);
    const statuses = (await Promise.all([cancel(blastId), cancel(blastId)])).map((x) => x.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await cancelAudits(blastId)).toHaveLength(1);
  });

  it("answers 409 BLAST_NOT_RUNNING for a completed blast and leaves it as it was", async () => {
    const r = run();
    const { blastId, ids } = await sendingBlast([`done-${r}@example.com`]);
    expect((await processBlastMessage(env, { blastId, recipientIds: ids }, 1)).retryAfterSeconds).toBeNull();
    expect((await blastRow(blastId))?.status).toBe("completed");

    const res = await cancel(blastId);
    expect(res.status).toBe(409);
    const body = await errorOf(res);
    expect(body.code).toBe("BLAST_NOT_RUNNING");
    expect(body.message).toContain("completed");
    expect((await blastRow(blastId))?.status).toBe("completed");
    expect(await recipientStatuses(blastId)).toEqual({ [`done-${r}@example.com`]: "sent" });
    expect(await cancelAudits(blastId)).toHaveLength(0);
  });

  it("answers 409 for a blast already canceled, 404 for an unknown one, 400 for a malformed id", async () => {
    const r = run();
    const { blastId } = await scheduledBlast([`twice-${r}@example.com`]);
    expect((await cancel(blastId)).status).toBe(200);
    const again = await cancel(blastId);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toContain("canceled");
    expect(await cancelAudits(blastId)).toHaveLength(1);

    const unknown = await cancel(crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe("NOT_FOUND");
    expect((await cancel("not-a-uuid")).status).toBe(400);
  });

  it("is for admins only: 403 for a signed-in user, 401 for a visitor, and the blast keeps running", async () => {
    const r = run();
    const { blastId } = await sendingBlast([`guard-${r}@example.com`]);
    const user = await createUser();
    const { token } = await signIn(user.email);
    const forbidden = await cancel(blastId, token);
    expect(forbidden.status).toBe(403);
    expect((await errorOf(forbidden)).code).toBe("FORBIDDEN");
    expect((await cancel(blastId, null)).status).toBe(401);
    expect((await blastRow(blastId))?.status).toBe("sending");
    expect(await recipientStatuses(blastId)).toEqual({ [`guard-${r}@example.com`]: "queued" });
  });
});

describe("a canceled blast stays stopped", () => {
  it("a queue message already in flight sends nothing once its blast is canceled", async () => {
    const r = run();
    const { blastId, ids } = await sendingBlast([`f1-${r}@example.com`, `f2-${r}@example.com`]);
    expect((await cancel(blastId)).status).toBe(200);

    const result = await processBlastMessage(env, { blastId, recipientIds: ids }, 1);
    expect(result.retryAfterSeconds).toBeNull();
    expect(await mailsOf(blastId)).toHaveLength(0);
    expect(Object.values(await recipientStatuses(blastId))).toEqual(["canceled", "canceled"]);
    expect((await blastRow(blastId))?.status).toBe("canceled");
  });

  it("the consumer checks the blast itself: recipients still queued of a canceled blast are not sent", async () => {
    const r = run();
    const { blastId, ids } = await sendingBlast([`q1-${r}@example.com`, `q2-${r}@example.com`]);
    // The blast turned canceled while its recipients still read queued (e.g. a message read before).
    await db().update(emailBlasts).set({ status: "canceled" }).where(eq(emailBlasts.id, blastId));

    expect((await processBlastMessage(env, { blastId, recipientIds: ids }, 1)).retryAfterSeconds).toBeNull();
    expect(await mailsOf(blastId)).toHaveLength(0);
    expect(Object.values(await recipientStatuses(blastId))).toEqual(["queued", "queued"]);
  });

  it("enqueueBlast puts nothing on the queue and markCompletedIfDone does not complete it", async () => {
    const r = run();
    const { blastId } = await sendingBlast([`e1-${r}@example.com`, `e2-${r}@example.com`]);
    await db().update(emailBlasts).set({ status: "canceled" }).where(eq(emailBlasts.id, blastId));
    const recording = recordingEnv();
    expect(await enqueueBlast(db(), recording.env, blastId)).toBe(0);
    expect(recording.sent).toEqual([]);

    await db().update(emailRecipients).set({ status: "canceled" }).where(eq(emailRecipients.blastId, blastId));
    await markCompletedIfDone(db(), blastId);
    expect(await blastRow(blastId)).toMatchObject({ status: "canceled", completedAt: null });
  });

  it("a scheduled blast canceled while the cron starts it is not put back to scheduled", async () => {
    const r = run();
    const { blastId } = await scheduledBlast([`c1-${r}@example.com`]);
    await db().update(emailBlasts).set({ scheduledAt: 2 }).where(eq(emailBlasts.id, blastId));
    // The queue refuses the send, and the blast is canceled in the meantime.
    const refusing = {
      ...env,
      EMAIL_QUEUE: {
        send: () => Promise.reject(new Error("Queue send failed: injected")),
        sendBatch: async () => {
          await db().update(emailBlasts).set({ status: "canceled" }).where(eq(emailBlasts.id, blastId));
          throw new Error("Queue send failed: injected");
        },
      },
    } as unknown as AppEnv;
    expect(await startDueBlasts(db(), refusing, 1000)).toBe(1);
    expect((await blastRow(blastId))?.status).toBe("canceled");
  });
});
