import type { Locale } from "@app/shared/constants";
import { formatHealthCause, type HealthCause, type HealthCauseCode, parseHealthCause } from "@app/shared/health-causes";
import { translate } from "@app/shared/i18n/translate";
import { SERVICE_MESSAGES } from "@app/shared/messages";
import type { CookieEntry } from "@app/shared/schemas/extensions";
import { and, asc, eq, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { incidents, serviceAccounts, serviceAssignments, services } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { AppError } from "../../lib/errors.ts";
import { rawStatement } from "../../lib/raw-sql.ts";
import { incidentStatements } from "../incidents/incident-statements.ts";

/**
 * Health of the upstream accounts (decision 048). Three signals, each recorded per account with its
 * time: the Worker's probe, the Access extension's check of the same marker (field), and reports.
 * An account is healthy, suspect (one bad signal) or down (a signed-out probe, two probe errors or
 * bad signals from two different users within 15 minutes); a good probe or field signal heals it.
 * The new state is computed in SQL inside the batch that records the signal, so concurrent signals
 * never lose one another.
 */

export const SIGNAL_WINDOW_MS = 15 * 60_000;
/** Each account is probed at most this often by the cron. */
export const PROBE_INTERVAL_MS = 15 * 60_000;
/** Accounts probed per cron run (the cron runs every 10 minutes): spread over time, bounded. */
export const PROBES_PER_RUN = 5;
const MAX_BODY_BYTES = 256 * 1024;

export type SignalSource = "probe" | "field" | "report";
export type SignalResult = "good" | "bad" | "error";
export type ProbeOutcome = { result: SignalResult; status: number | null; cause: HealthCause };
/** One signal about one account of a service. */
export type SignalInput = {
  serviceId: string;
  accountId: string;
  source: SignalSource;
  result: SignalResult;
  userId?: string | null;
  cause: HealthCause;
};
export type Probe = { url: string; signedInText: string | null; signedOutText: string | null };

/** A stored cause (incidents.cause, account_signals.detail) in words, for mail. */
export function healthCauseText(locale: Locale, stored: string): string {
  const cause = parseHealthCause(stored);
  return translate(locale, `health.cause.${cause.code}`, { value: cause.value ?? "" });
}

// ---------------------------------------------------------------- probe

/** The `Cookie` header a browser would send to `url` with these cookies (domain, path, secure, expiry). */
export function cookieHeaderFor(cookies: readonly CookieEntry[], url: URL, nowMs = Date.now()): string {
  const host = url.hostname.toLowerCase();
  return cookies
    .filter((c) => {
      const domain = c.domain.trim().toLowerCase().replace(/^\./, "");
      const hostOnly = c.hostOnly === true;
      const domainOk = hostOnly ? host === domain : host === domain || host.endsWith(`.${domain}`);
      const path = c.path || "/";
      const pathOk = url.pathname === path || url.pathname.startsWith(path.endsWith("/") ? path : `${path}/`);
      const secureOk = !c.secure || url.protocol === "https:";
      const alive = c.session || !c.expirationDate || c.expirationDate * 1000 > nowMs;
      return domainOk && pathOk && secureOk && alive;
    })
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
}

/** What a probe's answer says: a 2xx page is judged by the markers, a redirect or 401/403 is signed out. */
export function classifyProbe(status: number, body: string, probe: Probe): ProbeOutcome {
  const cause = (code: HealthCauseCode, value: number | null = null) => ({ code, value });
  if (status >= 500) return { result: "error", status, cause: cause("probe-upstream-error", status) };
  if (status >= 300 && status < 400) return { result: "bad", status, cause: cause("probe-redirected", status) };
  if (status === 401 || status === 403) return { result: "bad", status, cause: cause("probe-refused", status) };
  if (status >= 400) return { result: "error", status, cause: cause("probe-upstream-error", status) };
  if (probe.signedOutText && body.includes(probe.signedOutText))
    return { result: "bad", status, cause: cause("probe-signed-out-marker") };
  if (probe.signedInText && !body.includes(probe.signedInText))
    return { result: "bad", status, cause: cause("probe-no-signed-in-marker") };
  return { result: "good", status, cause: cause("probe-signed-in") };
}

async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < MAX_BODY_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}

/** Fetches the probe page with a session's cookies; a timeout or a network failure is an error. */
export async function runProbe(
  probe: Probe,
  cookies: readonly CookieEntry[],
  timeoutMs: number,
  now = Date.now(),
): Promise<ProbeOutcome> {
  const url = new URL(probe.url);
  try {
    const response = await fetch(url, {
      headers: { cookie: cookieHeaderFor(cookies, url, now), "user-agent": "PremiumHub health probe" },
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    return classifyProbe(response.status, await readCapped(response), probe);
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "TimeoutError" || name === "AbortError")
      return { result: "error", status: null, cause: { code: "probe-timeout", value: timeoutMs } };
    // The cause is a code; what the runtime said goes to the log.
    console.warn(JSON.stringify({ level: "warn", probe: url.host, unreachable: String(error).slice(0, 200) }));
    return { result: "error", status: null, cause: { code: "probe-unreachable", value: null } };
  }
}

// ---------------------------------------------------------------- states and incidents
// (the incidents follow the health: incidents/incident-statements.ts)

/** A subscriber whose field signals and reports count toward "down" (decision 062). */
export const ESTABLISHED_AGE_MS = 7 * 24 * 3600_000;
/** Distinct established subscribers whose bad signals within the window take an account down. */
export const FIELD_DOWN_QUORUM = 3;

/**
 * SQL that is true when the user (SQL for their id) is an established subscriber (decision 062):
 * a confirmed address, an account at least a week old and a completed payment of money.
 */
export const establishedSql = (userId: SQL, now: number) => sql`EXISTS (SELECT 1 FROM users eu
  WHERE eu.id = ${userId} AND eu.email_verified_at IS NOT NULL AND eu.created_at <= ${now - ESTABLISHED_AGE_MS}
    AND EXISTS (SELECT 1 FROM transactions et WHERE et.user_id = eu.id AND et.status = 'completed' AND et.amount > 0))`;

/**
 * Records one signal and moves the account's health and the incidents in the same batch. Returns
 * the account's health after it. Field signals and reports are hints (decision 062): one per
 * subscriber and account counts in a window, and alone they make an account at most suspect,
 * unless at least three distinct established subscribers sent them. A probe decides; one that
 * finds the account down confirms the service's down incident (only confirmed ones are credited).
 */
export async function recordSignal(db: Db, signal: SignalInput, now = Date.now()) {
  const { accountId, source, result } = signal;
  const since = now - SIGNAL_WINDOW_MS;
  const fromUser = signal.userId ?? null;
  const established = fromUser ? establishedSql(sql`${fromUser}`, now) : sql`0`;
  const next = sql`CASE
    WHEN ${result} = 'good' AND ${source} = 'probe' THEN 'healthy'
    WHEN ${result} = 'good' AND ${source} = 'field' AND (health <> 'down' OR ${established}) THEN 'healthy'
    WHEN ${result} = 'good' THEN health
    WHEN ${result} = 'bad' AND ${source} = 'probe' THEN 'down'
    WHEN health = 'down' THEN 'down'
    WHEN ${source} = 'probe' AND (SELECT count(*) FROM account_signals WHERE account_id = ${accountId}
      AND source = 'probe' AND result = 'error' AND created_at > ${since}) >= 2 THEN 'down'
    WHEN ${source} <> 'probe' AND (SELECT count(DISTINCT sg.user_id) FROM account_signals sg WHERE sg.account_id = ${accountId}
      AND sg.result = 'bad' AND sg.source IN ('field', 'report') AND sg.created_at > ${since} AND sg.user_id IS NOT NULL
      AND ${establishedSql(sql.raw("sg.user_id"), now)}) >= ${FIELD_DOWN_QUORUM} THEN 'down'
    ELSE 'suspect' END`;
  const cause = formatHealthCause(signal.cause);
  // A subscriber's second bad hint on the same account within the window is not recorded again.
  const repeated =
    fromUser && result === "bad" && source !== "probe"
      ? sql`EXISTS (SELECT 1 FROM account_signals WHERE account_id = ${accountId} AND user_id = ${fromUser}
          AND result = 'bad' AND source IN ('field', 'report') AND created_at > ${since})`
      : sql`0`;
  const results = await db.batch([
    rawStatement(
      db,
      sql`INSERT INTO account_signals (id, account_id, source, result, user_id, detail, created_at)
        SELECT ${crypto.randomUUID()}, ${accountId}, ${source}, ${result}, ${fromUser}, ${cause}, ${now}
        WHERE NOT ${repeated}`,
    ),
    rawStatement(
      db,
      sql`UPDATE service_accounts SET health_since = CASE WHEN health = ${next} THEN coalesce(health_since, ${now}) ELSE ${now} END,
        health = ${next} WHERE id = ${accountId}`,
    ),
    ...incidentStatements(db, signal.serviceId, accountId, cause, now),
    rawStatement(
      db,
      sql`UPDATE incidents SET confirmed_by = 'probe', confirmed_at = ${now}
        WHERE service_id = ${signal.serviceId} AND account_id IS NULL AND ended_at IS NULL AND state = 'down' AND confirmed_by IS NULL
          AND ${source} = 'probe' AND EXISTS (SELECT 1 FROM service_accounts WHERE id = ${accountId} AND health = 'down')`,
    ),
    db
      .select({ health: serviceAccounts.health, healthSince: serviceAccounts.healthSince })
      .from(serviceAccounts)
      .where(eq(serviceAccounts.id, accountId)),
  ]);
  const row = (results.at(-1) as { health: string; healthSince: number | null }[])[0];
  return {
    health: (row?.health ?? "healthy") as "healthy" | "suspect" | "down",
    healthSince: row?.healthSince ?? null,
  };
}

/** A suspect account is probed at once (decision 062), at most once a minute unless it changed state since. */
export const PROBE_NOW_INTERVAL_MS = 60_000;

/**
 * Claims an immediate probe of the account: when no probe has run since it became what it is
 * (`health_since`), or none within the last minute. Hints are few per subscriber (deduplicated and
 * rate-limited), so this stays bounded.
 */
export async function claimProbeNow(db: Db, accountId: string, now = Date.now()) {
  const [row] = await db
    .update(serviceAccounts)
    .set({ probedAt: now })
    .where(
      and(
        eq(serviceAccounts.id, accountId),
        or(
          isNull(serviceAccounts.probedAt),
          lt(serviceAccounts.probedAt, now - PROBE_NOW_INTERVAL_MS),
          lt(serviceAccounts.probedAt, sql`coalesce(${serviceAccounts.healthSince}, 0)`),
        ),
      ),
    )
    .returning({ id: serviceAccounts.id });
  return !!row;
}

/** Whether the user's active package holds the active service (former subscribers' signals are refused). */
export async function entitledTo(db: Db, userId: string, serviceId: string, now = Date.now()) {
  const row = await db.get<{ ok: number }>(sql`SELECT EXISTS (SELECT 1 FROM subscriptions s
    JOIN plan_services ps ON ps.package_id = s.package_id AND ps.service_id = ${serviceId}
    JOIN services sv ON sv.id = ps.service_id AND sv.status = 'active'
    WHERE s.user_id = ${userId} AND s.end_at > ${now}) AS ok`);
  return Number(row?.ok ?? 0) === 1;
}

/** The incident of an account that went down and whose admins were not told yet; claimed once. */
export async function claimDownAlert(db: Db, accountId: string, now = Date.now()) {
  const [claimed] = await db
    .update(incidents)
    .set({ alertedAt: now })
    .where(and(eq(incidents.accountId, accountId), isNull(incidents.endedAt), isNull(incidents.alertedAt)))
    .returning({ id: incidents.id, cause: incidents.cause, startedAt: incidents.startedAt });
  return claimed ?? null;
}

/** The account a user holds of a service (for field and report signals), or null. */
export async function assignedAccount(db: Db, userId: string, serviceId: string) {
  const row = await db
    .select({ accountId: serviceAssignments.accountId })
    .from(serviceAssignments)
    .where(and(eq(serviceAssignments.userId, userId), eq(serviceAssignments.serviceId, serviceId)))
    .get();
  return row?.accountId ?? null;
}

// ---------------------------------------------------------------- due probes

export const probeOf = (service: {
  probeUrl: string | null;
  probeSignedInText: string | null;
  probeSignedOutText: string | null;
}): Probe | null =>
  service.probeUrl && (service.probeSignedInText || service.probeSignedOutText)
    ? { url: service.probeUrl, signedInText: service.probeSignedInText, signedOutText: service.probeSignedOutText }
    : null;

/**
 * Cron: claims the accounts whose probe is due (never probed, or longer ago than the interval),
 * oldest first, at most `limit`: each claim is a conditional update, so overlapping runs never
 * probe the same account twice.
 */
export async function claimDueProbes(db: Db, now = Date.now(), limit = PROBES_PER_RUN) {
  const due = await db
    .select({ id: serviceAccounts.id })
    .from(serviceAccounts)
    .innerJoin(services, eq(services.id, serviceAccounts.serviceId))
    .where(
      and(
        isNotNull(services.probeUrl),
        eq(services.status, "active"),
        eq(serviceAccounts.active, true),
        isNotNull(serviceAccounts.secret),
        or(isNull(serviceAccounts.probedAt), lt(serviceAccounts.probedAt, now - PROBE_INTERVAL_MS)),
      ),
    )
    .orderBy(asc(sql`coalesce(${serviceAccounts.probedAt}, 0)`))
    .limit(limit);
  const claimed: string[] = [];
  for (const { id } of due) {
    const [row] = await db
      .update(serviceAccounts)
      .set({ probedAt: now })
      .where(
        and(
          eq(serviceAccounts.id, id),
          or(isNull(serviceAccounts.probedAt), lt(serviceAccounts.probedAt, now - PROBE_INTERVAL_MS)),
        ),
      )
      .returning({ id: serviceAccounts.id });
    if (row) claimed.push(row.id);
  }
  return claimed;
}

export const probeTimeout = (env: AppEnv) => {
  const ms = Number(env.PROBE_TIMEOUT_MS);
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, 30_000) : 8_000;
};

export function noProbe(): never {
  throw new AppError(422, "NO_HEALTH_PROBE", SERVICE_MESSAGES.noHealthProbe);
}
