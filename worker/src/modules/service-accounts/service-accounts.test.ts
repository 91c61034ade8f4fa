import { env } from "cloudflare:workers";
import { AUTH_MESSAGES } from "@app/shared/messages";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import migration from "../../../migrations/0010_shared_accounts.sql?raw";
import { ROLE_ADMIN_ROUTES } from "../../../test/admin-routes.ts";
import { json, makeCookieService, makePackage } from "../../../test/catalogue.ts";
import { extHeaders, linkedSubscriber } from "../../../test/extension-subscriber.ts";
import { call, createUser, db, errorOf, signIn, signInAdmin } from "../../../test/factories.ts";
import {
  extensions,
  outbox,
  planServices,
  seatWaits,
  serviceAccounts,
  serviceAssignments,
  subscriptions,
  users,
} from "../../db/schema.ts";
import { open, seal } from "../../lib/secret-box.ts";
import { releaseAssignments, warnExpiringAccounts } from "./service-accounts.service.ts";

type Account = {
  id: string;
  label: string;
  seats: number | null;
  seatsUsed: number;
  active: boolean;
  hasSession: boolean;
  expiresAt: string | null;
};

const SITE = "https://pool.test";
const cookie = (value: string, extra: Record<string, unknown> = {}) => ({
  name: "sid",
  value,
  domain: "pool.test",
  path: "/",
  hostOnly: true,
  secure: true,
  httpOnly: true,
  sameSite: "lax",
  expirationDate: 2_000_000_000,
  ...extra,
});
const sessionOf = (value: string) =>
  JSON.stringify({ cookies: [cookie(value)], localStorage: { [SITE]: { token: `ls-${value}` } } });

let admin: { id: string; token: string };
let pkg: string;

beforeAll(async () => {
  await db()
    .insert(extensions)
    .values([
      { id: "core", name: "PremiumHub Access", minimumVersion: "1.2.0" },
      { id: "helper", name: "PremiumHub Session Helper", minimumVersion: "1.0.0" },
    ])
    .onConflictDoNothing();
  admin = await signInAdmin();
  pkg = (await makePackage(admin.token)).uuid;
});

async function cookieService(extra: Record<string, unknown> = {}) {
  const service = await makeCookieService(admin.token, SITE, {
    name: `Pool ${crypto.randomUUID().slice(0, 8)}`,
    ...extra,
  });
  await db().insert(planServices).values({ packageId: pkg, serviceId: service.uuid });
  return service;
}

async function addAccount(serviceUuid: string, body: Record<string, unknown>) {
  return call(`/api/services/${serviceUuid}/accounts`, { method: "POST", token: admin.token, json: body });
}

const subscriber = (role: "user" | "admin" = "user") => linkedSubscriber(pkg, role);

const openService = (ext: string, serviceUuid: string) =>
  call(`/api/extension/services/${serviceUuid}/cookies`, { headers: extHeaders(ext) });

type Opened = {
  url: string;
  cookies: { value: string }[];
  localStorage: Record<string, Record<string, string>>;
  blockedUrls: string[];
};
const sidOf = async (res: Response) => (await json<Opened>(res)).cookies[0]?.value;

const assignmentOf = async (userId: string, serviceId: string) =>
  db().query.serviceAssignments.findFirst({
    where: and(eq(serviceAssignments.userId, userId), eq(serviceAssignments.serviceId, serviceId)),
  });

describe("the pool of upstream accounts (admin API)", () => {
  it("adds, lists, updates and deletes accounts; sessions are sealed at rest and never read back", async () => {
    const service = await cookieService();
    const created = await addAccount(service.uuid, { label: "Family", seats: 3, session: sessionOf("family-1") });
    expect(created.status).toBe(201);
    const account = await json<Account>(created);
    expect(account).toMatchObject({ label: "Family", seats: 3, seatsUsed: 0, active: true, hasSession: true });
    expect(account.expiresAt).toBe(new Date(2_000_000_000_000).toISOString());

    const stored = await db().query.serviceAccounts.findFirst({ where: eq(serviceAccounts.id, account.id) });
    expect(stored?.secret).toMatch(/^v1\./);
    expect(stored?.secret).not.toContain("family-1");
    expect(JSON.parse(await open(stored?.secret as string, env.SERVICE_SECRET_KEY)).localStorage).toEqual({
      [SITE]: { token: "ls-family-1" },
    });

    const list = await call(`/api/services/${service.uuid}/accounts`, { token: admin.token });
    const text = await list.text();
    expect(text).not.toContain("family-1");
    expect(JSON.parse(text).data).toHaveLength(1);

    const updated = await call(`/api/services/${service.uuid}/accounts/${account.id}`, {
      method: "PUT",
      token: admin.token,
      json: { label: "Family 2", seats: null },
    });
    expect(await json<Account>(updated)).toMatchObject({ label: "Family 2", seats: null, hasSession: true });

    const cleared = await call(`/api/services/${service.uuid}/accounts/${account.id}`, {
      method: "PUT",
      token: admin.token,
      json: { session: "" },
    });
    expect(await json<Account>(cleared)).toMatchObject({ hasSession: false });

    const removed = await call(`/api/services/${service.uuid}/accounts/${account.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(removed.status).toBe(200);
    expect(await db().query.serviceAccounts.findFirst({ where: eq(serviceAccounts.id, account.id) })).toBeUndefined();
  });

  it("names the bad field of a session, refuses a taken label, and only admins may touch a pool", async () => {
    const service = await cookieService();
    const noDomain = await errorOf(
      await addAccount(service.uuid, { label: "A", session: JSON.stringify([{ name: "x", value: "y" }]) }),
    );
    expect(noDomain.details?.fields?.[0]?.field).toBe("session[0].domain");
    const badOrigin = await errorOf(
      await addAccount(service.uuid, {
        label: "A",
        session: { cookies: [], localStorage: { "https://a.test/path": { k: "v" } } },
      }),
    );
    expect(badOrigin.details?.fields?.[0]?.field).toBe("session.localStorage.https://a.test/path");
    expect(badOrigin.message).toContain("must be an origin");
    const empty = await errorOf(await addAccount(service.uuid, { label: "A", session: { cookies: [] } }));
    expect(empty.message).toBe("session holds no cookie and no localStorage entry");
    const notJson = await errorOf(await addAccount(service.uuid, { label: "A", session: "{oops" }));
    expect(notJson.details?.fields?.[0]?.field).toBe("session");

    expect((await addAccount(service.uuid, { label: "Same" })).status).toBe(201);
    const taken = await addAccount(service.uuid, { label: "Same" });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).code).toBe("ACCOUNT_LABEL_TAKEN");

    const user = await signIn((await createUser()).email);
    expect((await call(`/api/services/${service.uuid}/accounts`, { token: user.token })).status).toBe(403);
    expect((await call(`/api/services/${service.uuid}/accounts`)).status).toBe(401);
  });

  it("refuses a blocked pattern that would block the service's own page, naming it", async () => {
    const bad = await call("/api/services", {
      method: "POST",
      token: admin.token,
      json: {
        name: `Blocked ${crypto.randomUUID().slice(0, 6)}`,
        accessUrl: `${SITE}/home`,
        blockedUrls: ["||pool.test/account", "/home"],
      },
    });
    expect(bad.status).toBe(400);
    const error = await errorOf(bad);
    expect(error.details?.fields?.[0]?.field).toBe("blockedUrls[1]");
    const spaces = await errorOf(
      await call("/api/services", { method: "POST", token: admin.token, json: { name: "Sp", blockedUrls: ["/a b"] } }),
    );
    expect(spaces.details?.fields?.[0]?.field).toBe("blockedUrls.0");
  });
});

describe("assignment of subscribers to accounts", () => {
  it("goes to the account with the most free seats, sticks, and answers the account's session and blocked pages", async () => {
    const service = await cookieService({ blockedUrls: ["||pool.test/account", "|https://pool.test/logout"] });
    const small = await json<Account>(
      await addAccount(service.uuid, { label: "Small", seats: 1, session: sessionOf("small") }),
    );
    await addAccount(service.uuid, { label: "Big", seats: 3, session: sessionOf("big") });
    const a = await subscriber();
    const first = await openService(a.ext, service.uuid);
    expect(first.status).toBe(200);
    const opened = await json<Opened>(first);
    expect(opened).toMatchObject({
      url: `${SITE}/home`,
      localStorage: { [SITE]: { token: "ls-big" } },
      blockedUrls: ["||pool.test/account", "|https://pool.test/logout"],
    });
    expect(opened.cookies[0]?.value).toBe("big");
    // Big has 2 free seats, Small 1: the next goes to Big again, then (1 vs 1) to the older, Small.
    const b = await subscriber();
    expect(await sidOf(await openService(b.ext, service.uuid))).toBe("big");
    const c = await subscriber();
    expect(await sidOf(await openService(c.ext, service.uuid))).toBe("small");
    // Sticky: reopening keeps the account.
    expect(await sidOf(await openService(a.ext, service.uuid))).toBe("big");
    const seats = await db().query.serviceAccounts.findFirst({ where: eq(serviceAccounts.id, small.id) });
    expect(seats?.seatsUsed).toBe(1);
  });

  it("20 concurrent first opens never exceed the seats; the rest get 409 NO_FREE_SEAT and wait", async () => {
    const service = await cookieService();
    await addAccount(service.uuid, { label: "One", seats: 2, session: sessionOf("one") });
    await addAccount(service.uuid, { label: "Two", seats: 1, session: sessionOf("two") });
    const racers = await Promise.all(Array.from({ length: 20 }, () => subscriber()));
    const answers = await Promise.all(racers.map((r) => openService(r.ext, service.uuid)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    const refused = answers.find((r) => r.status === 409) as Response;
    expect(await errorOf(refused)).toMatchObject({ code: "NO_FREE_SEAT" });
    const accounts = await json<Account[]>(
      await call(`/api/services/${service.uuid}/accounts`, { token: admin.token }),
    );
    expect(accounts.map((a) => [a.label, a.seatsUsed])).toEqual([
      ["One", 2],
      ["Two", 1],
    ]);
    const assigned = await db().select().from(serviceAssignments).where(eq(serviceAssignments.serviceId, service.uuid));
    expect(assigned).toHaveLength(3);

    const alerts = await json<{ seatWaits: { serviceUuid: string; waiting: number }[] }>(
      await call("/api/services/list/shared-account-alerts", { token: admin.token }),
    );
    expect(alerts.seatWaits.find((w) => w.serviceUuid === service.uuid)?.waiting).toBe(17);

    // The same user opening 20 times at once holds one seat.
    const solo = await cookieService();
    await addAccount(solo.uuid, { label: "Solo", seats: 5, session: sessionOf("solo") });
    const one = await subscriber();
    const again = await Promise.all(Array.from({ length: 20 }, () => openService(one.ext, solo.uuid)));
    expect(again.every((r) => r.status === 200)).toBe(true);
    const [row] = await db().select().from(serviceAccounts).where(eq(serviceAccounts.serviceId, solo.uuid));
    expect(row?.seatsUsed).toBe(1);
  });

  it("a waiting subscriber stops waiting once a seat frees up", async () => {
    const service = await cookieService();
    const only = await json<Account>(
      await addAccount(service.uuid, { label: "Only", seats: 1, session: sessionOf("only") }),
    );
    const holder = await subscriber();
    const waiter = await subscriber();
    expect((await openService(holder.ext, service.uuid)).status).toBe(200);
    expect((await openService(waiter.ext, service.uuid)).status).toBe(409);
    expect(await db().query.seatWaits.findFirst({ where: eq(seatWaits.userId, waiter.user.id) })).toBeDefined();
    await call(`/api/services/${service.uuid}/accounts/${only.id}`, {
      method: "PUT",
      token: admin.token,
      json: { seats: 2 },
    });
    expect(await sidOf(await openService(waiter.ext, service.uuid))).toBe("only");
    expect(await db().query.seatWaits.findFirst({ where: eq(seatWaits.userId, waiter.user.id) })).toBeUndefined();
  });

  it("a disabled or deleted account's users move to another account at their next open", async () => {
    const service = await cookieService();
    const first = await json<Account>(
      await addAccount(service.uuid, { label: "First", seats: 5, session: sessionOf("first") }),
    );
    const s = await subscriber();
    expect(await sidOf(await openService(s.ext, service.uuid))).toBe("first");
    const second = await json<Account>(
      await addAccount(service.uuid, { label: "Second", seats: 5, session: sessionOf("second") }),
    );
    // Sticky even though Second now has more free seats.
    expect(await sidOf(await openService(s.ext, service.uuid))).toBe("first");

    await call(`/api/services/${service.uuid}/accounts/${first.id}`, {
      method: "PUT",
      token: admin.token,
      json: { active: false },
    });
    expect(await assignmentOf(s.user.id, service.uuid)).toBeUndefined();
    expect(await sidOf(await openService(s.ext, service.uuid))).toBe("second");
    const firstRow = await db().query.serviceAccounts.findFirst({ where: eq(serviceAccounts.id, first.id) });
    expect(firstRow?.seatsUsed).toBe(0);

    await call(`/api/services/${service.uuid}/accounts/${first.id}`, {
      method: "PUT",
      token: admin.token,
      json: { active: true },
    });
    await call(`/api/services/${service.uuid}/accounts/${second.id}`, { method: "DELETE", token: admin.token });
    expect(await sidOf(await openService(s.ext, service.uuid))).toBe("first");
  });

  it("assignments end with the subscription, with the package's service, and with the user", async () => {
    const service = await cookieService();
    const account = await json<Account>(
      await addAccount(service.uuid, { label: "Main", seats: 10, session: sessionOf("main") }),
    );
    const ended = await subscriber();
    const dropped = await subscriber();
    const deleted = await subscriber();
    const kept = await subscriber();
    for (const s of [ended, dropped, deleted, kept]) expect((await openService(s.ext, service.uuid)).status).toBe(200);
    const seatsUsed = async () =>
      (await db().query.serviceAccounts.findFirst({ where: eq(serviceAccounts.id, account.id) }))?.seatsUsed;
    expect(await seatsUsed()).toBe(4);

    await db()
      .update(subscriptions)
      .set({ endAt: Date.now() - 1000 })
      .where(eq(subscriptions.userId, ended.user.id));
    // Another package that does not hold the service.
    const other = await makePackage(admin.token);
    await db().update(subscriptions).set({ packageId: other.uuid }).where(eq(subscriptions.userId, dropped.user.id));
    await db().delete(users).where(eq(users.id, deleted.user.id));
    expect(await seatsUsed()).toBe(3);

    await releaseAssignments(db());
    expect(await assignmentOf(ended.user.id, service.uuid)).toBeUndefined();
    expect(await assignmentOf(dropped.user.id, service.uuid)).toBeUndefined();
    expect(await assignmentOf(kept.user.id, service.uuid)).toBeDefined();
    expect(await seatsUsed()).toBe(1);
  });

  it("a key service's pool gives each subscriber the key of their account", async () => {
    const res = await call("/api/services", {
      method: "POST",
      token: admin.token,
      json: { name: `Keys ${crypto.randomUUID().slice(0, 6)}`, typeService: "key" },
    });
    const service = await json<{ uuid: string; slug: string }>(res);
    await db().insert(planServices).values({ packageId: pkg, serviceId: service.uuid });
    await addAccount(service.uuid, { label: "K1", seats: 1, session: "sk-one" });
    await addAccount(service.uuid, { label: "K2", seats: 1, session: "sk-two" });
    const keys = [];
    for (let i = 0; i < 3; i++) {
      const s = await subscriber();
      const opened = await call(`/api/services/access/${service.slug}`, { token: s.panel });
      keys.push(opened.status === 200 ? (await json<{ secret: string }>(opened)).secret : (await errorOf(opened)).code);
    }
    expect(keys.sort()).toEqual(["NO_FREE_SEAT", "sk-one", "sk-two"]);
  });
});

describe("session capture from an admin's extension", () => {
  const capture = (token: string, body: unknown, headers = extHeaders(token)) =>
    call("/api/extension/capture", { method: "POST", json: body, headers });

  it("saves cookies and localStorage into a new or an existing account, and its expiry", async () => {
    const service = await cookieService();
    const { ext } = await subscriber("admin");
    const targets = await json<{ uuid: string }[]>(
      await call("/api/extension/capture/targets", { headers: extHeaders(ext) }),
    );
    expect(targets.some((t) => t.uuid === service.uuid)).toBe(true);

    const made = await capture(ext, {
      serviceUuid: service.uuid,
      label: "Captured",
      session: {
        cookies: [cookie("captured-1", { expirationDate: 1_900_000_000 })],
        localStorage: { [SITE]: { token: "t1" } },
      },
    });
    expect(made.status).toBe(201);
    const account = await json<Account>(made);
    expect(account).toMatchObject({
      label: "Captured",
      hasSession: true,
      expiresAt: new Date(1_900_000_000_000).toISOString(),
    });

    const replaced = await capture(ext, {
      serviceUuid: service.uuid,
      accountId: account.id,
      session: { cookies: [cookie("captured-2", { expirationDate: 1_950_000_000 })], localStorage: {} },
    });
    expect(replaced.status).toBe(201);
    expect((await json<Account>(replaced)).expiresAt).toBe(new Date(1_950_000_000_000).toISOString());
    const s = await subscriber();
    expect(await sidOf(await openService(s.ext, service.uuid))).toBe("captured-2");

    const bad = await capture(ext, { serviceUuid: service.uuid, label: "Bad", session: { cookies: [{ name: "x" }] } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details?.fields?.[0]?.field).toBe("session.cookies[0].value");
  });

  it("is refused for a subscriber's extension (403) and for the panel's own token (401)", async () => {
    const service = await cookieService();
    const body = { serviceUuid: service.uuid, label: "Nope", session: { cookies: [cookie("x")], localStorage: {} } };
    const user = await subscriber();
    const asUser = await capture(user.ext, body);
    expect(asUser.status).toBe(403);
    expect((await call("/api/extension/capture/targets", { headers: extHeaders(user.ext) })).status).toBe(403);
    const adminUser = await subscriber("admin");
    expect((await capture(adminUser.panel, body)).status).toBe(401);
    const count = await db().select().from(serviceAccounts).where(eq(serviceAccounts.serviceId, service.uuid));
    expect(count).toHaveLength(0);
  });

  it('is admin-only by its definition alone: each `role: "admin"` route refuses a subscriber with the admin routes\' 403', async () => {
    // The list comes from the operations' definitions; nothing in the handlers or the service checks the role.
    expect(ROLE_ADMIN_ROUTES).toEqual({
      extension: ["GET /api/extension/capture/targets", "POST /api/extension/capture"],
    });
    const user = await subscriber();
    const admin = await subscriber("admin");
    for (const entry of ROLE_ADMIN_ROUTES.extension ?? []) {
      const [method, path] = entry.split(" ") as [string, string];
      const init = (token: string) => ({
        method,
        headers: extHeaders(token),
        ...(method === "GET" ? {} : { json: {} }),
      });
      const refused = await call(path, init(user.ext));
      expect(refused.status, entry).toBe(403);
      expect(await errorOf(refused), entry).toMatchObject({ code: "FORBIDDEN", message: AUTH_MESSAGES.forbidden });
      expect((await call(path, init(admin.ext))).status, entry).not.toBe(403);
    }
  });
});

describe("expiry warnings", () => {
  it("admins are told once per expiry, three days ahead, by email and on the dashboard", async () => {
    const service = await cookieService();
    const soon = Math.floor((Date.now() + 2 * 86_400_000) / 1000);
    const account = await json<Account>(
      await addAccount(service.uuid, {
        label: "Expiring",
        session: JSON.stringify([cookie("e", { expirationDate: soon })]),
      }),
    );
    await addAccount(service.uuid, { label: "Later", session: sessionOf("later") });
    const alerts = await json<{ expiringAccounts: { accountId: string }[] }>(
      await call("/api/services/list/shared-account-alerts", { token: admin.token }),
    );
    expect(alerts.expiringAccounts.map((a) => a.accountId)).toContain(account.id);

    const subjectLike = eq(outbox.subject, `${service.name}: the session of Expiring expires soon`);
    const mails = async () => (await db().select().from(outbox).where(subjectLike)).length;
    const before = await mails();
    expect(await warnExpiringAccounts(db(), env)).toBeGreaterThanOrEqual(1);
    const after = await mails();
    expect(after).toBeGreaterThan(before);
    await warnExpiringAccounts(db(), env);
    expect(await mails()).toBe(after);
  });
});

describe("the migration of existing secrets", () => {
  it("turns a service's secret into the first account of its pool, which subscribers then open", async () => {
    const service = await cookieService();
    const sealed = await seal(JSON.stringify([cookie("legacy")]), env.SERVICE_SECRET_KEY);
    // The service table as it was before 0010 (with its secret), under another name.
    await env.DB.exec(
      "CREATE TABLE IF NOT EXISTS legacy_services (id TEXT PRIMARY KEY, access_secret TEXT, updated_at INTEGER)",
    );
    await env.DB.prepare("INSERT INTO legacy_services VALUES (?, ?, ?)")
      .bind(service.uuid, sealed, 1_700_000_000_000)
      .run();
    const statement = migration
      .split("--> statement-breakpoint")
      .find((s) => s.includes("INSERT INTO `service_accounts`"));
    expect(statement).toBeDefined();
    await env.DB.prepare((statement as string).replace("FROM `services`", "FROM `legacy_services`")).run();
    await env.DB.exec("DROP TABLE legacy_services");

    const accounts = await json<Account[]>(
      await call(`/api/services/${service.uuid}/accounts`, { token: admin.token }),
    );
    expect(accounts).toEqual([expect.objectContaining({ label: "Main", seats: null, active: true, hasSession: true })]);
    expect(accounts[0]?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const s = await subscriber();
    const opened = await json<Opened>(await openService(s.ext, service.uuid));
    expect(opened.cookies[0]?.value).toBe("legacy");
    expect(opened.localStorage).toEqual({});
  });
});
