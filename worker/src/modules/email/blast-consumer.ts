import type { Locale } from "@app/shared/constants";
import { translate } from "@app/shared/i18n/translate";
import { isLocale } from "@app/shared/locale";
import { and, count, eq, gte, sql } from "drizzle-orm";
import { createDb, type Db } from "../../db/client.ts";
import {
  emailBlasts,
  emailRecipients,
  emailSenders,
  emailUnsubscribes,
  newsletterSubscriptions,
  users,
} from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { markdownToText, renderMarkdown } from "../../lib/markdown.ts";
import { renderMail } from "../../mail/render.ts";
import { emailSender } from "../../providers/email/registry.ts";
import { type EmailMessage, EmailSendError, type EmailSender } from "../../providers/email/sender.ts";
import { type BlastMessage, markCompletedIfDone, recipientsByIds } from "./blasts.service.ts";
import { unsubscribeHeaders } from "./unsubscribe.ts";

export const MAX_SEND_ATTEMPTS = 3;
const DAY = 86_400_000;

/**
 * A substituted value as Markdown source that renders as exactly its text (issue 41): every ASCII
 * punctuation character becomes a numeric character reference, which Markdown decodes as a literal
 * character (no link, image, emphasis or autolink can form) and which stays inert inside raw HTML.
 */
const markdownText = (value: string) =>
  value.replace(/[\r\n]+/g, " ").replace(/[!-/:-@[-`{-~]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** {name} and {email} in the subject and body; in the Markdown body they are text, never markup. */
function personalise(template: string, vars: { name: string; email: string }, asMarkdown: boolean) {
  return template.replace(/\{(name|email)\}/g, (_m, key: "name" | "email") =>
    asMarkdown ? markdownText(vars[key]) : vars[key],
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function blastCanceled(db: Db, blastId: string) {
  const [row] = await db.select({ status: emailBlasts.status }).from(emailBlasts).where(eq(emailBlasts.id, blastId));
  return row?.status === "canceled";
}

type Blast = typeof emailBlasts.$inferSelect;
type Sender = typeof emailSenders.$inferSelect;
type Recipient = typeof emailRecipients.$inferSelect;
type RecipientUpdate = ReturnType<Db["update"]>;
type Outgoing = { recipientId: string; message: EmailMessage };
type Readers = { accountNames: Map<string, string>; readerLocale: Map<string, Locale> };

/** What sending one queue message's emails works with; `attempt` is the message's delivery count. */
type Delivery = { db: Db; transport: EmailSender; sender: Sender; blastId: string; attempt: number };

/** The recipients' addresses as an SQL list, for `in (…)`. */
function addressList(recipients: Pick<Recipient, "email">[]) {
  return sql.join(
    recipients.map((r) => sql`${r.email}`),
    sql`, `,
  );
}

/** The message's blast, its sender, and those of its recipients still queued. */
async function loadBlastMessage(db: Db, message: BlastMessage) {
  // Separate selects: in a D1 batch, joined tables' same-named columns (id, created_at) collide.
  const [blastRows, senderRows, recipients] = await db.batch([
    db.select().from(emailBlasts).where(eq(emailBlasts.id, message.blastId)),
    db
      .select()
      .from(emailSenders)
      .where(sql`${emailSenders.id} = (select sender_id from email_blasts where id = ${message.blastId})`),
    recipientsByIds(db, message.blastId, message.recipientIds),
  ]);
  return { blast: blastRows[0], sender: senderRows[0], recipients };
}

/** How many more emails the sender may send within its daily limit (over the last 24 hours). */
async function dailyAllowance(db: Db, sender: Sender) {
  const [sentToday] = await db
    .select({ n: count() })
    .from(emailRecipients)
    .innerJoin(emailBlasts, eq(emailBlasts.id, emailRecipients.blastId))
    .where(
      and(
        eq(emailBlasts.senderId, sender.id),
        eq(emailRecipients.status, "sent"),
        gte(emailRecipients.sentAt, Date.now() - DAY),
      ),
    );
  return sender.dailyLimit - (sentToday?.n ?? 0);
}

async function unsubscribedAddresses(db: Db, recipients: Recipient[]) {
  const rows = await db
    .select({ email: emailUnsubscribes.email })
    .from(emailUnsubscribes)
    .where(sql`${emailUnsubscribes.email} in (${addressList(recipients)})`);
  return new Set(rows.map((u) => u.email));
}

/**
 * The names of the addresses that belong to accounts, and each reader's language: the account's,
 * else the one of the newsletter form.
 */
export async function readersOf(db: Db, recipients: Pick<Recipient, "email">[]): Promise<Readers> {
  const addresses = addressList(recipients);
  const [accountRows, newsletterRows] = await db.batch([
    db
      .select({ email: users.email, name: users.name, locale: users.locale })
      .from(users)
      .where(sql`${users.email} in (${addresses})`),
    db
      .select({ email: newsletterSubscriptions.email, locale: newsletterSubscriptions.locale })
      .from(newsletterSubscriptions)
      .where(sql`${newsletterSubscriptions.email} in (${addresses})`),
  ]);
  const accountNames = new Map(accountRows.map((u) => [u.email, u.name]));
  const readerLocale = new Map<string, Locale>();
  for (const n of newsletterRows) if (isLocale(n.locale)) readerLocale.set(n.email, n.locale);
  for (const u of accountRows) if (u.locale) readerLocale.set(u.email, u.locale);
  return { accountNames, readerLocale };
}

/**
 * One recipient's email: the blast personalised, in the branded layout, with its unsubscribe link.
 * The preview and the test send (blast-preview.ts) build theirs here too, so they are the message
 * as sent (issue 44).
 */
export async function blastEmail(
  env: AppEnv,
  blast: Pick<Blast, "subject" | "body"> & { id: string | null },
  sender: Sender,
  r: Pick<Recipient, "email" | "name">,
  readers: Readers,
): Promise<EmailMessage & { locale: Locale }> {
  const origin = env.APP_ORIGIN.replace(/\/$/, "");
  // {name} of an address that belongs to an account is the account's name (issue 28), as the
  // preview shows it; an imported name comes first, the mailbox's local part last.
  const vars = {
    name: r.name ?? readers.accountNames.get(r.email) ?? r.email.split("@")[0] ?? r.email,
    email: r.email,
  };
  const unsub = await unsubscribeHeaders(env.JWT_SECRET, origin, r.email);
  const locale = readers.readerLocale.get(r.email) ?? "en";
  const subject = personalise(blast.subject, vars, false);
  const mail = renderMail(env, {
    locale,
    subject,
    heading: "",
    paragraphs: [],
    bodyHtml: {
      html: renderMarkdown(personalise(blast.body, vars, true)),
      // Plain text made from the Markdown, not the Markdown itself (issue 44).
      text: markdownToText(personalise(blast.body, vars, true)),
    },
    reason: translate(locale, "email.reason.blast"),
    unsubscribeUrl: unsub.url,
  });
  return {
    to: r.email,
    from: `${sender.name} <${sender.fromAddress}>`,
    subject,
    html: mail.html,
    text: mail.text,
    headers: { ...unsub.headers, ...(sender.replyTo ? { "Reply-To": sender.replyTo } : {}) },
    ...(blast.id ? { blastId: blast.id } : {}),
    locale,
  };
}

/**
 * The emails to the first `allowance` recipients, and the updates that skip those who
 * unsubscribed.
 */
async function prepareEmails(
  env: AppEnv,
  db: Db,
  blast: Blast,
  sender: Sender,
  recipients: Recipient[],
  allowance: number,
) {
  const unsubscribed = await unsubscribedAddresses(db, recipients);
  const readers = await readersOf(db, recipients);
  const updates: RecipientUpdate[] = [];
  const outgoing: Outgoing[] = [];
  for (const r of recipients.slice(0, allowance)) {
    if (unsubscribed.has(r.email)) {
      updates.push(
        db
          .update(emailRecipients)
          .set({ status: "skipped", error: "unsubscribed" })
          .where(and(eq(emailRecipients.id, r.id), eq(emailRecipients.status, "queued"))) as never,
      );
      continue;
    }
    const { locale: _locale, ...message } = await blastEmail(env, blast, sender, r, readers);
    outgoing.push({ recipientId: r.id, message });
  }
  return { outgoing, updates };
}

/** A recipient's row once its email is sent: an earlier attempt's error no longer holds. */
const markSent = (db: Db, recipientId: string): RecipientUpdate =>
  db
    .update(emailRecipients)
    .set({ status: "sent", sentAt: Date.now(), attempts: sql`${emailRecipients.attempts} + 1`, error: null })
    .where(eq(emailRecipients.id, recipientId)) as never;

/**
 * Sends the emails one by one at the sender's per-second rate, stopping at a rate window once the
 * blast is canceled. A failure is final when permanent or on the last attempt; a transient one
 * leaves the recipient queued and asks for a retry.
 */
async function sendRateLimited(delivery: Delivery, outgoing: Outgoing[]) {
  const { db, transport, sender, blastId, attempt } = delivery;
  const updates: RecipientUpdate[] = [];
  let retryNeeded = false;
  let windowStart = Date.now();
  let inWindow = 0;
  for (const o of outgoing) {
    if (inWindow >= sender.perSecond) {
      if (await blastCanceled(db, blastId)) break;
      const wait = 1000 - (Date.now() - windowStart);
      if (wait > 0) await sleep(wait);
      windowStart = Date.now();
      inWindow = 0;
    }
    inWindow++;
    try {
      await transport.send(o.message);
      updates.push(markSent(db, o.recipientId));
    } catch (error) {
      const transient = error instanceof EmailSendError ? error.transient : true;
      const reason = error instanceof Error ? error.message.slice(0, 300) : String(error);
      const final = !transient || attempt >= MAX_SEND_ATTEMPTS;
      if (!final) retryNeeded = true;
      // Still queued only: a recipient canceled meanwhile stays canceled.
      updates.push(
        db
          .update(emailRecipients)
          .set({ status: final ? "failed" : "queued", error: reason, attempts: sql`${emailRecipients.attempts} + 1` })
          .where(and(eq(emailRecipients.id, o.recipientId), eq(emailRecipients.status, "queued"))) as never,
      );
    }
  }
  return { updates, retryNeeded };
}

/**
 * Sends the emails: all at once through a transport that stores them together (the outbox), else
 * one by one. Returns the recipients' updates and whether a transient failure wants a retry.
 */
async function sendEmails(delivery: Delivery, outgoing: Outgoing[]) {
  const { db, transport } = delivery;
  if (!transport.sendBatch) return sendRateLimited(delivery, outgoing);
  await transport.sendBatch(outgoing.map((o) => o.message));
  return { updates: outgoing.map((o) => markSent(db, o.recipientId)), retryNeeded: false };
}

/** Runs the recipients' updates in batches of 50 statements. */
async function applyUpdates(db: Db, updates: RecipientUpdate[]) {
  for (let i = 0; i < updates.length; i += 50) {
    const part = updates.slice(i, i + 50);
    if (part.length) await db.batch(part as unknown as Parameters<Db["batch"]>[0]);
  }
}

/**
 * Sends one queue message's recipients. Only recipients still `queued` of a blast still `sending`
 * are sent, so a redelivered message never mails anyone twice and a canceled blast's messages send
 * nothing (a long message also stops at its next rate window once the blast is canceled). Transient
 * provider errors leave the recipient queued and the message is retried with backoff; after
 * MAX_SEND_ATTEMPTS, or on a permanent error, the recipient is marked failed with the reason. The
 * sender's per-second rate and daily limit are respected.
 */
export async function processBlastMessage(
  env: AppEnv,
  message: BlastMessage,
  attempt: number,
): Promise<{ retryAfterSeconds: number | null }> {
  const db = createDb(env.DB);
  const { blast, sender, recipients } = await loadBlastMessage(db, message);
  if (blast?.status !== "sending" || !sender || recipients.length === 0) return { retryAfterSeconds: null };

  const allowance = await dailyAllowance(db, sender);
  if (allowance <= 0) return { retryAfterSeconds: 3600 };

  const { outgoing, updates } = await prepareEmails(env, db, blast, sender, recipients, allowance);
  const transport = emailSender(env, db, sender.provider);
  const sent = await sendEmails({ db, transport, sender, blastId: blast.id, attempt }, outgoing);
  await applyUpdates(db, [...updates, ...sent.updates]);

  const leftOver = recipients.length > allowance;
  if (!sent.retryNeeded && !leftOver) await markCompletedIfDone(db, blast.id);
  if (leftOver) return { retryAfterSeconds: 3600 };
  return { retryAfterSeconds: sent.retryNeeded ? Math.min(300, 5 * 2 ** (attempt - 1)) : null };
}

/** The Worker's queue handler for email blasts. */
export async function consumeEmailQueue(batch: MessageBatch<unknown>, env: AppEnv) {
  for (const message of batch.messages) {
    const body = message.body as BlastMessage;
    if (!body?.blastId || !Array.isArray(body.recipientIds)) {
      message.ack();
      continue;
    }
    try {
      const { retryAfterSeconds } = await processBlastMessage(env, body, message.attempts);
      if (retryAfterSeconds === null) message.ack();
      else message.retry({ delaySeconds: retryAfterSeconds });
    } catch (error) {
      console.error(JSON.stringify({ level: "error", queue: "email", blast: body.blastId, error: String(error) }));
      message.retry({ delaySeconds: 30 });
    }
  }
}
