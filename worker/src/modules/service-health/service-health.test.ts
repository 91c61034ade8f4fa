import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { json, makeCookieService, makePackage } from "../../../test/catalogue.ts";
import { makeEstablished } from "../../../test/established.ts";
import { extHeaders, linkedSubscriber } from "../../../test/extension-subscriber.ts";
import { call, createUser, db, errorOf, signInAdmin } from "../../../test/factories.ts";
import { accountSignals, extensions, incidents, outbox, planServices, serviceAccounts } from "../../db/schema.ts";
import {
  claimDueProbes,
  classifyProbe,
  cookieHeaderFor,
  PROBES_PER_RUN,
  recordSignal,
} from "./service-health.service.ts";

const SITE = `${inject("providersUrl")}/demo-site`;
const HOST = new URL(SITE).hostname;
const cookie = (value: string) => ({
  name: "sid",
  value,
  domain: HOST,
  path: "/",
  hostOnly: true,
  secure: false,
  httpOnly: true,
  sameSite: "lax" as const,
  expirationDate: 2_000_000_000,
});

type Account = { id: string; label: string; health: string; healthSince: string | null; seatsUsed: number };
type Check = { result: string; status: number | null; cause: { code: string; value: number | null }; account: Account };

let admin: { id: string; token: string };
let pkg: string;
beforeAll(async () => {
  await db()
    .insert(extensions)
    .values({ id: "core", name: "PremiumHub Access", minimumVersion: "1.2.0" })
    .onConflictDoNothing();
  admin = await signInAdmin();
  pkg = (await makePackage(admin.token)).uuid;
});

async function probedService(probe: Record<string, unknown> = {}) {
  const service = await makeCookieService(admin.token, SITE, {
    name: `Health ${crypto.randomUUID().slice(0, 8)}`,
    probeUrl: `${SITE}/home`,
    probeSignedInText: "Welcome back",
    ...probe,
  });
  await db().insert(planServices).values({ packageId: pkg, serviceId: service.uuid });
  return service;
}

/** A service without a probe: its health rests on the subscribers' hints. */
const unprobedService = () => probedService({ probeUrl: null, probeSignedInText: null });

async function account(serviceUuid: string, label: string, sid: string, seats: number | null = null) {
  const res = await call(`/api/services/${serviceUuid}/accounts`, {
    method: "POST",
    token: admin.token,
    json: { label, seats, session: JSON.stringify([cookie(sid)]) },
  });
  expect(res.status).toBe(201);
  return json<Account>(res);
}

const check = async (serviceUuid: string, accountId: string) => {
  const res = await call(`/api/services/${serviceUuid}/accounts/${accountId}/check`, {
    method: "POST",
    token: admin.token,
  });
  expect(res.status).toBe(200);
  return json<Check>(res);
};

const openIncidents = (serviceId: string) =>
  db()
    .select()
    .from(incidents)
    .where(and(eq(incidents.serviceId, serviceId), isNull(incidents.endedAt)));

const subscriber = () => linkedSubscriber(pkg);

const open = async (ext: string, serviceUuid: string) => {
  const res = await call(`/api/extension/services/${serviceUuid}/cookies`, { headers: extHeaders(ext) });
  return res.status === 200
    ? (await json<{ cookies: { value: string }[] }>(res)).cookies[0]?.value
    : (await errorOf(res)).code;
};

describe("the probe", () => {
  it("builds the Cookie header a browser would send, and reads a page by its markers", () => {
    const url = new URL("https://app.a.test/account/x");
    const c = (extra: Record<string, unknown>) => ({ ...cookie("v"), domain: "a.test", hostOnly: false, ...extra });
    expect(
      cookieHeaderFor(
        [
          c({ name: "domain", domain: ".a.test" }),
          c({ name: "host", domain: "app.a.test", hostOnly: true }),
          c({ name: "other-host", domain: "b.a.test", hostOnly: true }),
          c({ name: "path", path: "/account" }),
          c({ name: "wrong-path", path: "/billing" }),
          c({ name: "expired", expirationDate: 1 }),
        ],
        url,
      ),
    ).toBe("domain=v; host=v; path=v");
    const probe = { url: "https://a.test", signedInText: "Hi", signedOutText: null };
    expect(classifyProbe(200, "Hi there", probe).result).toBe("good");
    expect(classifyProbe(200, "Sign in", probe).result).toBe("bad");
    expect(classifyProbe(302, "", probe).result).toBe("bad");
    expect(classifyProbe(503, "", probe).result).toBe("error");
    expect(classifyProbe(200, "Log in please", { ...probe, signedInText: null, signedOutText: "Log in" }).result).toBe(
      "bad",
    );
  });

  it("signed in: healthy; signed out: down, an incident opens and admins are mailed once", async () => {
    const service = await probedService();
    const good = await account(service.uuid, "Good", "good");
    const bad = await account(service.uuid, "Bad", "bad");
    expect(await check(service.uuid, good.id)).toMatchObject({
      result: "good",
      status: 200,
      account: { health: "healthy" },
    });

    const subject = `${service.name}: the account Bad is down`;
    const mails = async () => (await db().select().from(outbox).where(eq(outbox.subject, subject))).length;
    const down = await check(service.uuid, bad.id);
    expect(down).toMatchObject({ result: "bad", account: { health: "down" } });
    expect(down.cause).toEqual({ code: "probe-no-signed-in-marker", value: null });
    expect(await mails()).toBeGreaterThan(0);
    // The mail words the cause in the admin's language, never a code or an English fragment.
    const [alert] = await db().select().from(outbox).where(eq(outbox.subject, subject));
    expect(alert?.text).toContain("Health check: the page lacks the signed-in text");
    expect(alert?.text).not.toContain("probe-no-signed-in-marker");
    const mailed = await mails();
    await check(service.uuid, bad.id);
    expect(await mails()).toBe(mailed);

    const alerts = await json<{ downAccounts: { accountId: string; cause: { code: string; value: number | null } }[] }>(
      await call("/api/services/list/shared-account-alerts", { token: admin.token }),
    );
    expect(alerts.downAccounts.find((d) => d.accountId === bad.id)?.cause).toEqual({
      code: "probe-no-signed-in-marker",
      value: null,
    });

    const open = await openIncidents(service.uuid);
    expect(
      open.map((i) => [i.accountId === bad.id ? "account" : i.accountId === null ? "service" : "?", i.state]).sort(),
    ).toEqual([
      ["account", "down"],
      ["service", "degraded"],
    ]);
  });

  it("a timeout or a 5xx is an error: suspect first, down at the second within 15 minutes; a redirect is signed out", async () => {
    const slow = await probedService({ probeUrl: `${SITE}/slow` });
    const a = await account(slow.uuid, "Slow", "good");
    const first = await check(slow.uuid, a.id);
    expect(first).toMatchObject({ result: "error", status: null, account: { health: "suspect" } });
    expect(first.cause).toEqual({ code: "probe-timeout", value: 1000 });
    expect((await check(slow.uuid, a.id)).account.health).toBe("down");

    const broken = await probedService({ probeUrl: `${SITE}/broken` });
    const b = await account(broken.uuid, "Broken", "good");
    expect(await check(broken.uuid, b.id)).toMatchObject({
      result: "error",
      status: 503,
      account: { health: "suspect" },
    });

    const moved = await probedService({ probeUrl: `${SITE}/moved` });
    const m = await account(moved.uuid, "Moved", "good");
    expect(await check(moved.uuid, m.id)).toMatchObject({ result: "bad", status: 302, account: { health: "down" } });
  });

  it("needs a probe on the service", async () => {
    const service = await probedService({ probeUrl: null });
    const a = await account(service.uuid, "A", "good");
    const res = await call(`/api/services/${service.uuid}/accounts/${a.id}/check`, {
      method: "POST",
      token: admin.token,
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe("NO_HEALTH_PROBE");
  });

  it("the cron claims due accounts a few at a time, never twice in overlapping runs", async () => {
    const now = Date.now() + 365 * 86_400_000; // every probed account is due then
    const [first, second] = await Promise.all([claimDueProbes(db(), now), claimDueProbes(db(), now)]);
    expect(first.length + second.length).toBeLessThanOrEqual(2 * PROBES_PER_RUN);
    expect(new Set([...first, ...second]).size).toBe(first.length + second.length);
    expect(first.length).toBeGreaterThan(0);
    expect(await claimDueProbes(db(), now, 1000)).not.toEqual(expect.arrayContaining(first));
  });
});

describe("signals from subscribers", () => {
  it("subscribers' bad signals make the account suspect at most; three established subscribers' within 15 minutes take it down; only a probe or an established subscriber heals it", async () => {
    const service = await unprobedService();
    const a = await account(service.uuid, "Shared", "good");
    const [u1, u2] = [await createUser(), await createUser()];
    const [e1, e2, e3] = [await createUser(), await createUser(), await createUser()];
    for (const e of [e1, e2, e3]) await makeEstablished(e.id);
    const t0 = Date.now();
    const sig = (userId: string, result: "good" | "bad", at: number) =>
      recordSignal(
        db(),
        {
          serviceId: service.uuid,
          accountId: a.id,
          source: "field",
          result,
          userId,
          cause: { code: result === "good" ? "extension-signed-in" : "extension-signed-out", value: null },
        },
        at,
      );
    expect((await sig(u1.id, "bad", t0)).health).toBe("suspect");
    expect((await sig(u1.id, "bad", t0 + 1000)).health).toBe("suspect");
    // Two fresh subscribers used to take it down; they never count toward down.
    expect((await sig(u2.id, "bad", t0 + 2000)).health).toBe("suspect");
    // One bad signal per subscriber and account counts in a window: the repeat is not recorded.
    const u1Signals = await db()
      .select()
      .from(accountSignals)
      .where(and(eq(accountSignals.accountId, a.id), eq(accountSignals.userId, u1.id)));
    expect(u1Signals).toHaveLength(1);
    expect((await sig(e1.id, "bad", t0 + 3000)).health).toBe("suspect");
    // 16 minutes later e1's signal is out of the window: two established in it are not enough.
    expect((await sig(e2.id, "bad", t0 + 16 * 60_000)).health).toBe("suspect");
    expect((await sig(e3.id, "bad", t0 + 17 * 60_000)).health).toBe("suspect");
    expect((await sig(e1.id, "bad", t0 + 18 * 60_000)).health).toBe("down");
    expect(await openIncidents(service.uuid)).toHaveLength(2);
    // A fresh subscriber cannot bring a down account back; an established one can.
    expect((await sig(u1.id, "good", t0 + 19 * 60_000)).health).toBe("down");
    const healed = await sig(e2.id, "good", t0 + 20 * 60_000);
    expect(healed).toEqual({ health: "healthy", healthSince: t0 + 20 * 60_000 });
    expect(await openIncidents(service.uuid)).toHaveLength(0);
    const closed = await db().select().from(incidents).where(eq(incidents.accountId, a.id));
    expect(closed[0]).toMatchObject({ state: "down", endedAt: t0 + 20 * 60_000, startedAt: t0 + 18 * 60_000 });
    expect(closed[0]?.cause).toBe("extension-signed-out");
  });

  it("three established subscribers signalling at once take it down (the state is computed inside SQLite)", async () => {
    const service = await unprobedService();
    const a = await account(service.uuid, "Race", "good");
    const users = await Promise.all([createUser(), createUser(), createUser()]);
    for (const u of users) await makeEstablished(u.id);
    await Promise.all(
      users.map((u) =>
        recordSignal(db(), {
          serviceId: service.uuid,
          accountId: a.id,
          source: "field",
          result: "bad",
          userId: u.id,
          cause: { code: "subscriber-report", value: null },
        }),
      ),
    );
    const row = await db().query.serviceAccounts.findFirst({ where: eq(serviceAccounts.id, a.id) });
    expect(row?.health).toBe("down");
  });

  it("the extension reports what it saw on the user's account; a suspect account with a probe is probed at once; signals and reports share one limit", async () => {
    const service = await probedService();
    const a = await account(service.uuid, "Field", "good");
    const s = await subscriber();
    const signal = (signedIn: boolean) =>
      call(`/api/extension/services/${service.uuid}/signal`, {
        method: "POST",
        headers: extHeaders(s.ext),
        json: { signedIn },
      });
    // No account yet: nothing to signal about.
    expect((await signal(false)).status).toBe(404);
    expect(await open(s.ext, service.uuid)).toBe("good");
    // An admin probed it a moment ago; the hint that makes it suspect still has it probed again.
    await check(service.uuid, a.id);
    const checkedAt = (await db().query.serviceAccounts.findFirst({ where: eq(serviceAccounts.id, a.id) }))?.probedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const bad = await signal(false);
    expect(bad.status).toBe(201);
    // The bad hint made it suspect; the probe that ran at once found the session signed in.
    const after = await db().query.serviceAccounts.findFirst({ where: eq(serviceAccounts.id, a.id) });
    expect(after?.health).toBe("healthy");
    expect(after?.probedAt).toBeGreaterThan(checkedAt as number);
    const sources = await db()
      .select({ source: accountSignals.source, result: accountSignals.result })
      .from(accountSignals)
      .where(eq(accountSignals.accountId, a.id));
    expect(sources).toEqual(
      expect.arrayContaining([
        { source: "field", result: "bad" },
        { source: "probe", result: "good" },
      ]),
    );
    expect((await signal(true)).status).toBe(201);
    const report = await call("/api/supports/services", {
      method: "POST",
      token: s.panel,
      json: { serviceName: service.name, description: "It shows the sign-in page" },
    });
    expect(report.status).toBe(201);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await signal(true)).status);
    // Six a user and service in ten minutes, the report's signal included.
    expect(answers).toEqual([201, 201, 201, 429]);
    expect(
      (
        await call(`/api/extension/services/${service.uuid}/signal`, {
          method: "POST",
          headers: extHeaders(s.ext),
          json: {},
        })
      ).status,
    ).toBe(400);
  });

  it("a report counts against the reporter's account", async () => {
    const service = await unprobedService();
    const a = await account(service.uuid, "Reported", "good");
    const s = await subscriber();
    expect(await open(s.ext, service.uuid)).toBe("good");
    const res = await call("/api/supports/services", {
      method: "POST",
      token: s.panel,
      json: { serviceName: service.name, description: "It shows the sign-in page" },
    });
    expect(res.status).toBe(201);
    const row = await db().query.serviceAccounts.findFirst({ where: eq(serviceAccounts.id, a.id) });
    expect(row?.health).toBe("suspect");
  });
});

describe("failover", () => {
  it("users on a down account move to a healthy one with a free seat at their next open; a new session heals it", async () => {
    const service = await probedService();
    const first = await account(service.uuid, "First", "bad", 2);
    const s1 = await subscriber();
    const s2 = await subscriber();
    expect(await open(s1.ext, service.uuid)).toBe("bad");
    expect(await open(s2.ext, service.uuid)).toBe("bad");
    expect((await check(service.uuid, first.id)).account.health).toBe("down");
    // No other account yet: they stay where they are; a newcomer learns the service is down.
    expect(await open(s1.ext, service.uuid)).toBe("bad");
    expect(await open((await subscriber()).ext, service.uuid)).toBe("SERVICE_DOWN");

    const second = await account(service.uuid, "Second", "good", 1);
    expect(await open(s1.ext, service.uuid)).toBe("good");
    // The second account's one seat is taken: s2 stays on the first.
    expect(await open(s2.ext, service.uuid)).toBe("bad");
    expect((await db().query.serviceAccounts.findFirst({ where: eq(serviceAccounts.id, second.id) }))?.seatsUsed).toBe(
      1,
    );

    // The first account gets a fresh session: healthy again, its incident closes.
    const saved = await call(`/api/services/${service.uuid}/accounts/${first.id}`, {
      method: "PUT",
      token: admin.token,
      json: { session: JSON.stringify([cookie("good")]) },
    });
    expect((await json<Account>(saved)).health).toBe("healthy");
    expect(await openIncidents(service.uuid)).toHaveLength(0);
    const history = await db().select().from(incidents).where(eq(incidents.serviceId, service.uuid));
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(history.every((i) => i.endedAt !== null)).toBe(true);
  });

  it("a service whose every account is down is down, and operational again once one heals", async () => {
    const service = await probedService();
    const only = await account(service.uuid, "Only", "bad");
    await check(service.uuid, only.id);
    const incident = (await openIncidents(service.uuid)).find((i) => i.accountId === null);
    expect(incident?.state).toBe("down");
    const health = async () => {
      const res = await call(`/api/services?search=${encodeURIComponent(service.name)}`, { token: admin.token });
      const row = (
        await res.json<{ data: { uuid: string; health: string; healthSince: string | null }[] }>()
      ).data.find((s) => s.uuid === service.uuid);
      return { health: row?.health, healthSince: row?.healthSince };
    };
    // The admin's services table shows it.
    expect(await health()).toEqual({
      health: "down",
      healthSince: new Date(incident?.startedAt ?? 0).toISOString(),
    });
    await call(`/api/services/${service.uuid}/accounts/${only.id}`, {
      method: "PUT",
      token: admin.token,
      json: { session: JSON.stringify([cookie("good")]) },
    });
    expect(await openIncidents(service.uuid)).toHaveLength(0);
    expect((await check(service.uuid, only.id)).account.health).toBe("healthy");
    expect(await health()).toEqual({ health: "operational", healthSince: null });
  });
});
