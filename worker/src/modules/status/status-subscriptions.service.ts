import type { Locale } from "@app/shared/constants";
import { ACCOUNT_MESSAGES } from "@app/shared/messages";
import { and, asc, count, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { incidents, services, statusSubscriptions } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { requireSecret } from "../../lib/config-check.ts";
import { normalizeEmail } from "../../lib/email.ts";
import { AppError } from "../../lib/errors.ts";
import { hmacSha256Hex, randomToken, safeEqual, sha256Hex } from "../../lib/tokens.ts";
import { pageLink } from "../../mail/links.ts";
import type { StatusEvent } from "../../mail/status-events.ts";
import { composeMail } from "../../mail/templates.ts";
import { emailSender } from "../../providers/email/registry.ts";
import { DEFAULT_FROM } from "../../providers/email/sender.ts";

/**
 * Mail about the services' state for whoever asks on the status page (issue 46, decision 069):
 * double opt-in, then one mail per run with every incident event since the last one mailed to the
 * address, each with a one-click unsubscribe link (RFC 8058).
 */

/** A confirmation link works this long; unconfirmed addresses are deleted after it. */
export const PENDING_TTL_MS = 48 * 3600_000;
/** Unconfirmed addresses held at most: the table cannot be filled by strangers' addresses. */
export const MAX_PENDING = 1_000;
/** Events older than this are never mailed late (a subscriber confirmed long after them). */
export const ALERT_WINDOW_MS = 7 * 86_400_000;
/** Subscribers claimed per round, and lines per mail at most. */
const ALERTS_PER_ROUND = 50;
const EVENTS_PER_MAIL = 20;

const hashOf = (token: string) => sha256Hex(`status-subscription:${token}`);

/**
 * Stores the address unconfirmed with a new confirmation link, and returns the mail to send (after
 * the response, so a known address answers as fast as a new one). A confirmed address gets nothing:
 * the answer is the same whether or not it was known.
 */
export async function subscribe(db: Db, env: AppEnv, email: string, locale: Locale, now = Date.now()) {
  const address = normalizeEmail(email);
  await prunePending(db, now);
  const [existing, [pending]] = await db.batch([
    db
      .select({ confirmedAt: statusSubscriptions.confirmedAt })
      .from(statusSubscriptions)
      .where(eq(statusSubscriptions.email, address)),
    db.select({ n: count() }).from(statusSubscriptions).where(isNull(statusSubscriptions.confirmedAt)),
  ]);
  const known = existing[0];
  if (known?.confirmedAt) return null;
  if (!known && (pending?.n ?? 0) >= MAX_PENDING)
    throw new AppError(429, "RATE_LIMITED", ACCOUNT_MESSAGES.rateLimited, undefined, { "Retry-After": "3600" });
  const token = randomToken();
  const tokenHash = await hashOf(token);
  await db
    .insert(statusSubscriptions)
    .values({ email: address, locale, confirmTokenHash: tokenHash, alertedThrough: now, createdAt: now })
    .onConflictDoUpdate({
      target: statusSubscriptions.email,
      set: { confirmTokenHash: tokenHash, locale, createdAt: now },
      setWhere: isNull(statusSubscriptions.confirmedAt),
    });
  const url = `${env.APP_ORIGIN.replace(/\/$/, "")}/api/status/subscriptions/confirm?token=${encodeURIComponent(token)}`;
  return () =>
    emailSender(env, db).send({
      to: address,
      from: DEFAULT_FROM,
      ...composeMail(env, "statusConfirm", locale, { url }),
    });
}

/**
 * Confirms the address of a mailed link still valid; mail starts with the events after this
 * moment. The language of the subscription, or null for a bad or expired link.
 */
export async function confirm(db: Db, token: string, now = Date.now()): Promise<Locale | null> {
  if (!token) return null;
  const [row] = await db
    .update(statusSubscriptions)
    .set({ confirmedAt: now, alertedThrough: now, confirmTokenHash: null })
    .where(
      and(
        eq(statusSubscriptions.confirmTokenHash, await hashOf(token)),
        isNull(statusSubscriptions.confirmedAt),
        gt(statusSubscriptions.createdAt, now - PENDING_TTL_MS),
      ),
    )
    .returning({ locale: statusSubscriptions.locale });
  return row?.locale ?? null;
}

/** Cron and each subscription: unconfirmed addresses whose link expired go. */
export async function prunePending(db: Db, now = Date.now()) {
  const gone = await db
    .delete(statusSubscriptions)
    .where(and(isNull(statusSubscriptions.confirmedAt), lt(statusSubscriptions.createdAt, now - PENDING_TTL_MS)))
    .returning({ id: statusSubscriptions.id });
  return gone.length;
}

// ---------------------------------------------------------------- unsubscribe

const signature = async (env: AppEnv, id: string) =>
  (await hmacSha256Hex(`status-unsubscribe:${requireSecret(env.JWT_SECRET, "JWT_SECRET")}`, id)).slice(0, 32);

/** The one-click unsubscribe link of a subscription: its id, signed. */
export async function unsubscribeUrl(env: AppEnv, id: string) {
  const token = `${id}.${await signature(env, id)}`;
  return `${env.APP_ORIGIN.replace(/\/$/, "")}/api/status/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The subscription id a token names, when its signature holds; else null. */
export async function unsubscribeId(env: AppEnv, token: string): Promise<string | null> {
  const [id = "", sig = ""] = token.split(".");
  return id && sig && safeEqual(sig, await signature(env, id)) ? id : null;
}

/** The subscription of a valid token (its id and address), or null. */
export async function subscriptionOf(db: Db, env: AppEnv, token: string) {
  const id = await unsubscribeId(env, token);
  if (!id) return null;
  const row = await db
    .select({ id: statusSubscriptions.id, email: statusSubscriptions.email })
    .from(statusSubscriptions)
    .where(eq(statusSubscriptions.id, id))
    .get();
  return row ?? null;
}

/** Deletes the subscription; its address, or null when it was already gone. */
export async function unsubscribe(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .delete(statusSubscriptions)
    .where(eq(statusSubscriptions.id, id))
    .returning({ email: statusSubscriptions.email });
  return row?.email ?? null;
}

// ---------------------------------------------------------------- alerts

type IncidentRow = {
  serviceId: string;
  service: string;
  state: "down" | "degraded";
  cause: string;
  startedAt: number;
  endedAt: number | null;
};

/**
 * The events of service incidents after `since`, oldest first: each opening, and each end that is
 * not a change of state (a degraded incident that ends as a down one starts tells "Down", not
 * "Operational again").
 */
export function statusEventsOf(rows: readonly IncidentRow[], since: number): StatusEvent[] {
  const starts = new Set(rows.map((r) => `${r.serviceId}@${r.startedAt}`));
  const events: StatusEvent[] = [];
  for (const r of rows) {
    const base = { service: r.service, state: r.state, startedAt: r.startedAt, cause: r.cause };
    if (r.startedAt > since) events.push({ ...base, kind: "opened", at: r.startedAt });
    if (r.endedAt !== null && r.endedAt > since && !starts.has(`${r.serviceId}@${r.endedAt}`))
      events.push({ ...base, kind: "resolved", at: r.endedAt });
  }
  return events.sort((a, b) => a.at - b.at || (a.kind === b.kind ? 0 : a.kind === "resolved" ? -1 : 1));
}

/**
 * Mails each confirmed subscriber the events after the last one it was mailed, in one mail, in
 * rounds of 50 for at most `budgetMs`. Each subscriber is claimed by moving its mark with a
 * conditional update, so overlapping runs mail it once; a failed send puts the mark back and stops
 * the run (the provider is likely down), so the next run tries again. Runs after every request that
 * may move a service's state, and from the cron. Returns the mails sent.
 */
export async function sendStatusAlerts(db: Db, env: AppEnv, now = Date.now(), budgetMs = 20_000): Promise<number> {
  const started = Date.now();
  const since = now - ALERT_WINDOW_MS;
  const rows = await db
    .select({
      serviceId: incidents.serviceId,
      service: services.name,
      state: incidents.state,
      cause: incidents.cause,
      startedAt: incidents.startedAt,
      endedAt: incidents.endedAt,
    })
    .from(incidents)
    .innerJoin(services, eq(services.id, incidents.serviceId))
    .where(
      and(
        isNull(incidents.accountId),
        eq(services.status, "active"),
        or(gt(incidents.startedAt, since), gt(incidents.endedAt, since)),
      ),
    )
    .orderBy(asc(incidents.startedAt))
    .limit(500);
  const events = statusEventsOf(rows, since).filter((e) => e.at <= now);
  const latest = events.at(-1)?.at;
  if (latest === undefined) return 0;
  const sender = emailSender(env, db);
  let sent = 0;
  while (Date.now() - started < budgetMs) {
    const due = await db
      .select({
        id: statusSubscriptions.id,
        email: statusSubscriptions.email,
        locale: statusSubscriptions.locale,
        alertedThrough: statusSubscriptions.alertedThrough,
      })
      .from(statusSubscriptions)
      .where(and(isNotNull(statusSubscriptions.confirmedAt), lt(statusSubscriptions.alertedThrough, latest)))
      .orderBy(asc(statusSubscriptions.alertedThrough))
      .limit(ALERTS_PER_ROUND);
    if (due.length === 0) break;
    for (const s of due) {
      const mine = events.filter((e) => e.at > s.alertedThrough).slice(-EVENTS_PER_MAIL);
      const [claimed] = await db
        .update(statusSubscriptions)
        .set({ alertedThrough: latest })
        .where(and(eq(statusSubscriptions.id, s.id), eq(statusSubscriptions.alertedThrough, s.alertedThrough)))
        .returning({ id: statusSubscriptions.id });
      if (!claimed || mine.length === 0) continue;
      try {
        const unsubscribe = await unsubscribeUrl(env, s.id);
        await sender.send({
          to: s.email,
          from: DEFAULT_FROM,
          ...composeMail(env, "statusAlert", s.locale, {
            events: mine,
            pageUrl: pageLink(env, s.locale, "/status"),
            unsubscribeUrl: unsubscribe,
          }),
          headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        });
        sent += 1;
      } catch (error) {
        await db
          .update(statusSubscriptions)
          .set({ alertedThrough: s.alertedThrough })
          .where(and(eq(statusSubscriptions.id, s.id), eq(statusSubscriptions.alertedThrough, latest)));
        console.error(JSON.stringify({ level: "error", statusAlert: String(error), subscription: s.id }));
        return sent;
      }
    }
  }
  return sent;
}
