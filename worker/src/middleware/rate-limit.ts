import { ACCOUNT_MESSAGES } from "@app/shared/messages";
import { lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import { normalizeEmail } from "../lib/email.ts";
import { AppError } from "../lib/errors.ts";
import { sha256Hex } from "../lib/tokens.ts";
import type { AppBindings } from "../types.ts";

export type RateRule = { limit: number; windowSeconds: number };

/** The longest window any rule may have; rows older than this are pruned (cron). */
export const MAX_WINDOW_SECONDS = 24 * 3600;

/** Parses "count/seconds" configuration such as "10/60". */
export function parseRule(value: string | undefined, fallback: RateRule): RateRule {
  const match = /^(\d+)\/(\d+)$/.exec(value?.trim() ?? "");
  if (!match) return fallback;
  return { limit: Number(match[1]), windowSeconds: Math.min(Number(match[2]), MAX_WINDOW_SECONDS) };
}

/**
 * Fixed-window counter in D1, incremented atomically by one upsert; returns false when the key
 * is over its limit in the current window. Keys are hashes (see `rateKey`), so a row stays small
 * whatever the client sends.
 */
export async function hit(db: Db, key: string, rule: RateRule, now = Date.now()): Promise<boolean> {
  const windowStart = Math.floor(now / (rule.windowSeconds * 1000)) * rule.windowSeconds * 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 0) <= rule.limit;
}

/** Cron: counters whose window ended long ago are deleted, so the table stays bounded. */
export async function pruneRateLimits(db: Db, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, now - MAX_WINDOW_SECONDS * 1000))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

/** `name:kind:` + the first 128 bits of SHA-256 of the normalised value: 46 bytes or so per key. */
export async function rateKey(name: string, kind: "ip" | "email" | "user", value: string): Promise<string> {
  return `${name}:${kind}:${(await sha256Hex(value.trim().toLowerCase())).slice(0, 32)}`;
}

export function clientIp(headers: Headers): string {
  return headers.get("cf-connecting-ip") ?? headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "local";
}

/** The email of a JSON or form body that passed validation; anything else is not used as a key. */
async function bodyEmail(c: Context<AppBindings>): Promise<string | null> {
  const type = c.req.header("content-type") ?? "";
  const body: unknown = type.includes("json")
    ? await c.req.json().catch(() => null)
    : type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")
      ? await c.req.parseBody().catch(() => null)
      : null;
  const raw = body && typeof body === "object" && "email" in body ? body.email : null;
  if (typeof raw !== "string" || raw.length > 254 || !/^[^@\s]+@[^@\s]+$/.test(raw.trim())) return null;
  return normalizeEmail(raw);
}

/** Seconds until the rule's current fixed window ends (at least 1): a refused caller's Retry-After. */
export function secondsUntilNextWindow(rule: RateRule, now = Date.now()): number {
  const windowMs = rule.windowSeconds * 1000;
  return Math.max(1, Math.ceil((Math.floor(now / windowMs) * windowMs + windowMs - now) / 1000));
}

/** 429 with the seconds until the current window ends. */
function rateLimited(rule: RateRule, now = Date.now()) {
  return new AppError(429, "RATE_LIMITED", ACCOUNT_MESSAGES.rateLimited, undefined, {
    "Retry-After": String(secondsUntilNextWindow(rule, now)),
  });
}

export type RateLimitOptions = {
  /** Also limit per email of the (already validated) JSON body. */
  perEmail?: boolean;
  /** Also limit per signed-in user (the route runs after requireAuth). */
  perUser?: boolean;
  /**
   * When it answers true for the body's email, the per-email limit is skipped: a browser that
   * signed in to this account before (docs/decisions/004-per-email-throttle-and-known-devices.md).
   */
  trusted?: (c: Context<AppBindings>, email: string) => Promise<boolean>;
  /** Multiplies the configured limit, for endpoints a legitimate user calls more often. */
  scale?: number;
  /** The rule instead of `RATE_LIMIT_AUTH`'s, for endpoints with a setting of their own. */
  rule?: (env: AppBindings["Bindings"]) => RateRule;
  /** Multiplies the limit per IP only: many users may share one network (CGNAT, a household). */
  ipScale?: number;
};

/**
 * Limits a guessable endpoint per IP, then (only when the IP is within its limit, so one request
 * writes at most what it is allowed to) per email or per user. Mount it after the route's
 * validator: junk is refused before it can touch the store. The rule comes from configuration
 * (`RATE_LIMIT_AUTH`, default 10 attempts a minute).
 */
export function rateLimit(name: string, options: RateLimitOptions = {}) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const base = options.rule?.(c.env) ?? parseRule(c.env.RATE_LIMIT_AUTH, { limit: 10, windowSeconds: 60 });
    const rule = { ...base, limit: base.limit * (options.scale ?? 1) };
    const perIp = { ...rule, limit: rule.limit * (options.ipScale ?? 1) };
    const db = c.var.db;
    if (!(await hit(db, await rateKey(name, "ip", clientIp(c.req.raw.headers)), perIp))) throw rateLimited(perIp);
    if (options.perEmail) {
      const email = await bodyEmail(c);
      if (email && !(await options.trusted?.(c, email))) {
        if (!(await hit(db, await rateKey(name, "email", email), rule))) throw rateLimited(rule);
      }
    }
    if (options.perUser) {
      const userId = c.get("auth")?.user.id;
      if (userId && !(await hit(db, await rateKey(name, "user", userId), rule))) throw rateLimited(rule);
    }
    await next();
  });
}

/**
 * Reports about a service: `RATE_LIMIT_REPORTS` per user (default 5 an hour) and four times that
 * per network, so a household behind one address can still report.
 */
export const reportRateLimit = rateLimit("report", {
  perUser: true,
  rule: (env) => parseRule(env.RATE_LIMIT_REPORTS, { limit: 5, windowSeconds: 3600 }),
  ipScale: 4,
});
