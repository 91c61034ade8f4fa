import { env } from "cloudflare:workers";
import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { app, createUser, db, errorOf, PASSWORD, signIn } from "../../test/factories.ts";
import { rateLimits } from "../db/schema.ts";
import { MAX_WINDOW_SECONDS, pruneRateLimits } from "./rate-limit.ts";

const strict = (rule: string) => ({ ...env, RATE_LIMIT_AUTH: rule });

function post(path: string, body: unknown, init: { ip?: string; cookie?: string; token?: string; rule?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (init.ip) headers["cf-connecting-ip"] = init.ip;
  if (init.cookie) headers.cookie = init.cookie;
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return app.request(path, { method: "POST", headers, body: JSON.stringify(body) }, strict(init.rule ?? "1000/60"));
}

async function storeSize() {
  const [row] = await db()
    .select({ rows: count(), bytes: sql<number>`coalesce(sum(length(${rateLimits.key})), 0)` })
    .from(rateLimits);
  return row ?? { rows: 0, bytes: 0 };
}

describe("the rate-limit store stays bounded", () => {
  it("junk emails are refused before the store is touched", async () => {
    const before = await storeSize();
    const junk = `${"x".repeat(100_000)}@example.com`;
    for (let i = 0; i < 30; i++) {
      const res = await post("/api/auth/login", { email: `${i}${junk}`, password: "whatever1" }, { ip: "192.0.2.50" });
      expect(res.status).toBe(400);
    }
    expect(await storeSize()).toEqual(before);
  });

  it("keys are short hashes, never the raw email or IP", async () => {
    const email = "Someone.Long.Name+tag@Example.com";
    await post("/api/auth/forgot-password", { email }, { ip: "192.0.2.77" });
    const keys = (await db().select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys.some((k) => k.startsWith("forgot:email:"))).toBe(true);
    expect(keys.every((k) => k.length <= 64)).toBe(true);
    expect(keys.some((k) => k.toLowerCase().includes("example.com") || k.includes("192.0.2.77"))).toBe(false);
  });

  it("an IP over its limit does not write per-email counters", async () => {
    const rule = "2/86400";
    for (let i = 0; i < 2; i++)
      await post("/api/auth/forgot-password", { email: `a${i}@example.com` }, { ip: "192.0.2.90", rule });
    const before = await storeSize();
    for (let i = 0; i < 10; i++) {
      const res = await post("/api/auth/forgot-password", { email: `b${i}@example.com` }, { ip: "192.0.2.90", rule });
      expect(res.status).toBe(429);
    }
    expect((await storeSize()).rows).toBe(before.rows);
  });

  it("the cron prunes windows older than the longest rule", async () => {
    const now = Date.now();
    await db()
      .insert(rateLimits)
      .values([
        { key: "old:ip:1", windowStart: now - (MAX_WINDOW_SECONDS + 60) * 1000, count: 3 },
        { key: "new:ip:1", windowStart: now, count: 1 },
      ]);
    expect(await pruneRateLimits(db(), now)).toBeGreaterThanOrEqual(1);
    const keys = (await db().select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain("new:ip:1");
    expect(keys).not.toContain("old:ip:1");
  });
});

describe("per-email throttle and known devices", () => {
  it("failed attempts from elsewhere cannot lock the owner out of a browser that signed in before", async () => {
    const user = await createUser();
    const rule = "3/86400";
    const first = await post("/api/auth/login", { email: user.email, password: PASSWORD }, { ip: "192.0.2.10", rule });
    expect(first.status).toBe(200);
    const device = /known_device=([^;]*)/.exec(first.headers.get("set-cookie") ?? "")?.[1];
    expect(device).toBeTruthy();
    // An attacker spreads wrong passwords over many IPs: the per-email limit trips.
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await post("/api/auth/login", { email: user.email, password: "wrong-pass1" }, { ip: `198.18.0.${i}`, rule }))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 429, 429]);
    // A new browser without the cookie is throttled for this email ...
    const stranger = await post(
      "/api/auth/login",
      { email: user.email, password: PASSWORD },
      { ip: "192.0.2.11", rule },
    );
    expect(stranger.status).toBe(429);
    // ... the owner's known browser is not.
    const owner = await post(
      "/api/auth/login",
      { email: user.email, password: PASSWORD },
      { ip: "192.0.2.12", rule, cookie: `known_device=${device}` },
    );
    expect(owner.status).toBe(200);
  });

  it("a known-device cookie of one account does not lift the limit of another", async () => {
    const [a, b] = [await createUser(), await createUser()];
    const rule = "1/86400";
    const signedIn = await post("/api/auth/login", { email: a.email, password: PASSWORD }, { ip: "192.0.2.20", rule });
    const device = /known_device=([^;]*)/.exec(signedIn.headers.get("set-cookie") ?? "")?.[1];
    await post("/api/auth/login", { email: b.email, password: "wrong-pass1" }, { ip: "192.0.2.21", rule });
    const res = await post(
      "/api/auth/login",
      { email: b.email, password: PASSWORD },
      { ip: "192.0.2.22", rule, cookie: `known_device=${device}` },
    );
    expect(res.status).toBe(429);
  });
});

describe("guessable endpoints are limited", () => {
  it("POST /referrals/apply answers 429 past the limit for one user", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await post(
        "/api/referrals/apply",
        { referralCode: `NOPE${i}` },
        { token, ip: `203.0.113.${100 + i}`, rule: "3/86400" },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
    const last = await post(
      "/api/referrals/apply",
      { referralCode: "NOPE9" },
      { token, ip: "203.0.113.200", rule: "3/86400" },
    );
    expect((await errorOf(last)).code).toBe("RATE_LIMITED");
  });
});
