import { z } from "zod";
import { urlFilterProblem } from "../url-filter.ts";
import { healthCause, timestamp } from "./common.ts";
import { type CookieEntry, cookieEntry } from "./extensions.ts";

/**
 * Upstream accounts of a service (decision 047): a pool, each account with its own session, a seat
 * count and an active switch. A cookie service's session is a cookie-editor export (an array of
 * cookies) or `{ cookies, localStorage: { "<origin>": { "<key>": "<value>" } } }`; a key service's
 * is the key itself.
 */

export const MAX_BLOCKED_URLS = 50;
export const MAX_STORAGE_ORIGINS = 10;
export const MAX_STORAGE_KEYS = 200;
/** Admins are warned this long before an account's session expires. */
export const EXPIRY_WARNING_MS = 3 * 24 * 3600_000;

/** One blocked-page pattern (declarativeNetRequest urlFilter syntax, shared/src/url-filter.ts). */
export const blockedUrlPattern = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = urlFilterProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: `{path} ${problem}` });
  });
export const blockedUrls = z.array(blockedUrlPattern).max(MAX_BLOCKED_URLS);

export type StorageEntries = Record<string, Record<string, string>>;
export interface ServiceSession {
  cookies: CookieEntry[];
  localStorage: StorageEntries;
}
export type SessionResult = { ok: true; session: ServiceSession } | { ok: false; field: string; message: string };

/** `scheme://host[:port]` as `URL.origin` writes it: lower-case, no path, no trailing slash. */
const ORIGIN =
  /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:[1-9]\d{0,4})?$/;
const isOrigin = (text: string) => ORIGIN.test(text);

const storageEntries = z
  .record(
    z.string().refine(isOrigin, { error: "{path} must be an origin such as https://app.example.com (no path)" }),
    z
      .record(z.string().min(1).max(1024), z.string().max(100_000))
      .refine((keys) => Object.keys(keys).length <= MAX_STORAGE_KEYS, {
        error: `{path} may hold at most ${MAX_STORAGE_KEYS} keys`,
      }),
  )
  .refine((origins) => Object.keys(origins).length <= MAX_STORAGE_ORIGINS, {
    error: `{path} may hold at most ${MAX_STORAGE_ORIGINS} origins`,
  });

const sessionObject = z
  .object({
    cookies: z.array(cookieEntry).max(300).default([]),
    localStorage: storageEntries.default({}),
  })
  .strict();

const COOKIE_SHAPE =
  'the JSON export of a cookie editor, or { "cookies": [...], "localStorage": { "<origin>": { "<key>": "<value>" } } }';

/** The path of an issue, as `session.cookies[0].domain`. */
function pathOf(field: string, path: readonly PropertyKey[]): string {
  return `${field}${path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("")}`;
}

/**
 * Parses a cookie service's session (JSON text or the parsed value) and names the first bad entry's
 * field, e.g. `session.localStorage.https://a.test must …` or `session[1].domain is a required field`.
 */
export function parseServiceSession(input: unknown, field = "session"): SessionResult {
  let json = input;
  if (typeof input === "string") {
    try {
      json = JSON.parse(input);
    } catch {
      return { ok: false, field, message: `${field} must be ${COOKIE_SHAPE}` };
    }
  }
  const schema = Array.isArray(json) ? z.array(cookieEntry).max(300) : sessionObject;
  const result = schema.safeParse(json);
  if (!result.success) {
    let issue = result.error.issues[0];
    let path: PropertyKey[] = [...(issue?.path ?? [])];
    // A bad record key (a localStorage origin) carries its own issue inside.
    if (issue?.code === "invalid_key" && issue.issues[0]) {
      path = [...path, ...(issue.issues[0].path ?? [])];
      issue = issue.issues[0] as typeof issue;
    }
    const where = pathOf(field, path);
    if (issue?.code === "invalid_type" && path.length === 0)
      return { ok: false, field, message: `${field} must be ${COOKIE_SHAPE}` };
    const message = (issue?.message ?? "is invalid").replaceAll("{path}", where);
    return { ok: false, field: where, message: message.startsWith(where) ? message : `${where}: ${message}` };
  }
  const session: ServiceSession = Array.isArray(result.data)
    ? { cookies: result.data, localStorage: {} }
    : (result.data as ServiceSession);
  const cookiesField = Array.isArray(json) ? field : `${field}.cookies`;
  const bad = session.cookies.findIndex((c) => c.name.startsWith("__Host-") && (!c.hostOnly || c.path !== "/"));
  if (bad >= 0) {
    const where = `${cookiesField}[${bad}]`;
    return { ok: false, field: where, message: `${where} is a __Host- cookie: hostOnly true and path / required` };
  }
  const entries = Object.values(session.localStorage).reduce((n, keys) => n + Object.keys(keys).length, 0);
  if (session.cookies.length === 0 && entries === 0)
    return { ok: false, field, message: `${field} holds no cookie and no localStorage entry` };
  return { ok: true, session };
}

/** The earliest expiry (epoch ms) among a session's persistent cookies; null when none expires. */
export function earliestExpiry(cookies: readonly CookieEntry[]): number | null {
  let earliest: number | null = null;
  for (const cookie of cookies) {
    if (cookie.session || !cookie.expirationDate) continue;
    const ms = Math.round(cookie.expirationDate * 1000);
    if (earliest === null || ms < earliest) earliest = ms;
  }
  return earliest;
}

const label = z.string().trim().min(1).max(100);
const seats = z.number().int().min(1).max(100_000).nullable();
/** A session pasted as JSON text (the panel's account form holds this). */
export const sessionText = z.string().max(500_000);
/** The session as pasted (JSON text) or as a value; checked by `parseServiceSession` on the server. */
const sessionInput = z.union([sessionText, z.array(z.unknown()), z.record(z.string(), z.unknown())]);

/** POST /services/{uuid}/accounts. */
export const serviceAccountBody = z.object({
  label,
  seats: seats.default(null),
  active: z.boolean().default(true),
  session: sessionInput.nullish(),
});
export type ServiceAccountBody = z.input<typeof serviceAccountBody>;
/** PUT /services/{uuid}/accounts/{id}: what is left out stays; `session: ""` or null clears it. */
export const serviceAccountUpdateBody = z.object({
  label: label.optional(),
  seats: seats.optional(),
  active: z.boolean().optional(),
  session: sessionInput.nullish(),
});
export type ServiceAccountUpdateBody = z.input<typeof serviceAccountUpdateBody>;
export const serviceAccountParam = z.object({ uuid: z.uuid(), id: z.uuid() });

/** One account as admins read it: never its session. */
export const serviceAccountDto = z.object({
  id: z.uuid(),
  serviceUuid: z.uuid(),
  label: z.string(),
  seats: z.number().int().nullable(),
  seatsUsed: z.number().int(),
  active: z.boolean(),
  hasSession: z.boolean(),
  expiresAt: timestamp.nullable(),
  /** healthy, suspect (one bad signal) or down (decision 048), since `healthSince`. */
  health: z.enum(["healthy", "suspect", "down"]),
  healthSince: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ServiceAccountDto = z.infer<typeof serviceAccountDto>;

/** POST /services/{uuid}/accounts/{id}/check: the probe's verdict and the account after it. */
export const probeCheckResult = z.object({
  result: z.enum(["good", "bad", "error"]),
  status: z.number().int().nullable(),
  cause: healthCause,
  account: serviceAccountDto,
});
/** POST /extension/services/{uuid}/signal: what the extension saw after opening the service. */
export const fieldSignalBody = z.object({ signedIn: z.boolean() });
export const fieldSignalResult = z.object({ recorded: z.boolean() });

/** POST /extension/capture: an admin's Access extension saves the session of the site in its tab. */
export const captureBody = z
  .object({
    serviceUuid: z.uuid(),
    /** An existing account of the service; left out, a new account named `label` is made. */
    accountId: z.uuid().optional(),
    label: label.optional(),
    session: z.object({
      cookies: z.array(z.unknown()).max(300),
      localStorage: z.record(z.string(), z.unknown()).default({}),
    }),
  })
  .refine((b) => b.accountId || b.label, { error: "label is required to save into a new account", path: ["label"] });

/** GET /extension/capture/targets: the cookie services and their accounts an admin can save into. */
export const captureTarget = z.object({
  uuid: z.uuid(),
  name: z.string(),
  accessUrl: z.string().nullable(),
  accounts: z.array(z.object({ id: z.uuid(), label: z.string() })),
});
export type CaptureTarget = z.infer<typeof captureTarget>;

/** GET /extension/services/{uuid}/cookies: the assigned account's session and the pages to block. */
export const serviceSessionResult = z.object({
  name: z.string(),
  url: z.string(),
  cookies: z.array(cookieEntry),
  localStorage: z.record(z.string(), z.record(z.string(), z.string())),
  blockedUrls: z.array(z.string()),
  /** The markers the extension checks in the opened page and reports (decision 048); null: no probe. */
  marker: z.object({ signedInText: z.string().nullable(), signedOutText: z.string().nullable() }).nullable(),
});

/** The admin dashboard's shared-account alerts. */
export const seatWaitRow = z.object({ serviceUuid: z.uuid(), serviceName: z.string(), waiting: z.number().int() });
export const expiringAccountRow = z.object({
  serviceUuid: z.uuid(),
  serviceName: z.string(),
  accountId: z.uuid(),
  label: z.string(),
  expiresAt: timestamp,
});
/** An account that is down (an open incident, decision 048). */
export const downAccountRow = z.object({
  serviceUuid: z.uuid(),
  serviceName: z.string(),
  accountId: z.uuid(),
  label: z.string(),
  since: timestamp,
  cause: healthCause,
});
/** An account that field signals or reports made suspect: not down, but admins should look (issue 41). */
export const suspectAccountRow = z.object({
  serviceUuid: z.uuid(),
  serviceName: z.string(),
  accountId: z.uuid(),
  label: z.string(),
  since: timestamp,
});
/** A subscriber who held more than two accounts of one service within 24 hours (issue 41). */
export const poolHopperRow = z.object({
  serviceUuid: z.uuid(),
  serviceName: z.string(),
  userId: z.uuid(),
  email: z.string(),
  accounts: z.number().int(),
  /** The account they hold now (its history lists them), or the last one they held. */
  accountId: z.uuid(),
});
/**
 * A pool with 90% or more of its seats in use (decision 070): every account of it counted has a
 * seat limit (an unlimited account never fills). `waiting`: its queue.
 */
export const fillingPoolRow = z.object({
  serviceUuid: z.uuid(),
  serviceName: z.string(),
  seats: z.number().int(),
  used: z.number().int(),
  waiting: z.number().int(),
});
export const sharedAccountAlerts = z.object({
  seatWaits: z.array(seatWaitRow),
  fillingPools: z.array(fillingPoolRow),
  expiringAccounts: z.array(expiringAccountRow),
  downAccounts: z.array(downAccountRow),
  suspectAccounts: z.array(suspectAccountRow),
  poolHoppers: z.array(poolHopperRow),
});
export type SharedAccountAlerts = z.infer<typeof sharedAccountAlerts>;

/**
 * Why a subscriber stopped holding an account (issue 41: only these end an assignment).
 * `hold-expired`: a seat given from the queue was not opened in time (decision 070).
 */
export const HOLDING_END_REASONS = [
  "subscription-ended",
  "failover",
  "admin",
  "disabled",
  "deleted",
  "hold-expired",
] as const;
export type HoldingEndReason = (typeof HOLDING_END_REASONS)[number];

/** GET /services/{uuid}/accounts/{id}/history: one holder of the account, present or past; never a session. */
export const accountHolding = z.object({
  userId: z.uuid(),
  email: z.string(),
  from: timestamp,
  /** null while they hold it. */
  to: timestamp.nullable(),
  endReason: z.enum(HOLDING_END_REASONS).nullable(),
  opens: z.number().int(),
  lastOpenAt: timestamp.nullable(),
});
export type AccountHolding = z.infer<typeof accountHolding>;

/**
 * GET /services/list/seats: for each service of the caller's subscription, whether opening it now
 * finds them a seat (decision 070). `held`: they hold one (`heldUntil` set while a seat given from
 * the queue waits for their first open); `free`: one is free for them; `full`: none is, and
 * `position` is their place in the queue (1 is next; `queued` false: the place they would take);
 * `none`: the service has no working account, so no seat can be promised.
 */
export const SEAT_STATES = ["held", "free", "full", "none"] as const;
/** Hours a seat given from the queue is kept for its waiter before it goes to the next (decision 070). */
export const SEAT_HOLD_HOURS = 24;
export const serviceSeat = z.object({
  serviceUuid: z.uuid(),
  state: z.enum(SEAT_STATES),
  position: z.number().int().min(1).nullable(),
  queued: z.boolean(),
  heldUntil: timestamp.nullable(),
});
export type ServiceSeat = z.infer<typeof serviceSeat>;

/** The details of a 409 NO_FREE_SEAT: the service's name and the caller's place in its queue (1 is next). */
export const noFreeSeatDetails = z.object({ position: z.number().int().min(1), service: z.string() });
export type NoFreeSeatDetails = z.infer<typeof noFreeSeatDetails>;
