import { ACCOUNT_MESSAGES } from "@app/shared/messages";
import { sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../app.ts";
import { createDb, type Db } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import { AppError } from "../lib/errors.ts";

export type RateRule = { limit: number; windowSeconds: number };

/** Parses "count/seconds" configuration such as "10/60". */
export function parseRule(value: string | undefined, fallback: RateRule): RateRule {
  const match = /^(\d+)\/(\d+)$/.exec(value?.trim() ?? "");
  if (!match) return fallback;
  return { limit: Number(match[1]), windowSeconds: Number(match[2]) };
}

/**
 * Fixed-window counter in D1, incremented atomically by one upsert; returns false when the key
 * is over its limit in the current window.
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

export function clientIp(headers: Headers): string {
  return headers.get("cf-connecting-ip") ?? headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "local";
}

/**
 * Limits a guessable endpoint per IP (and, when the JSON body has an email, per email). The rule
 * comes from configuration (`RATE_LIMIT_AUTH`, default 10 attempts a minute).
 */
export function rateLimit(name: string) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const rule = parseRule(c.env.RATE_LIMIT_AUTH, { limit: 10, windowSeconds: 60 });
    const db = createDb(c.env.DB);
    const keys = [`${name}:ip:${clientIp(c.req.raw.headers)}`];
    if ((c.req.header("content-type") ?? "").includes("json")) {
      const body = await c.req.json().catch(() => null);
      const email = body && typeof body === "object" && "email" in body ? String(body.email).trim().toLowerCase() : "";
      if (email) keys.push(`${name}:email:${email}`);
    }
    const results = await Promise.all(keys.map((key) => hit(db, key, rule)));
    if (results.includes(false)) {
      throw new AppError(429, "RATE_LIMITED", ACCOUNT_MESSAGES.rateLimited, undefined, {
        "Retry-After": String(rule.windowSeconds),
      });
    }
    await next();
  });
}
