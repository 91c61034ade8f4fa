import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { json, makePackage, makeService } from "../../../test/catalogue.ts";
import { expectDocumented } from "../../../test/expect-documented.ts";
import { call, createUser, db, errorOf, signIn, signInAdmin } from "../../../test/factories.ts";
import {
  incidents,
  planServices,
  serviceAccounts,
  subscriptionLedger,
  subscriptions,
  userNotices,
} from "../../db/schema.ts";
import { recordSignal } from "../service-health/service-health.service.ts";
import { settleDowntimeCredits, settleIncident } from "./incidents.service.ts";

const HOUR = 3_600_000;
const DAY = 86_400_000;
const NOW = Date.now();

let admin: { id: string; token: string };
beforeAll(async () => {
  admin = await signInAdmin();
});

/** A service held by a package, and a second package without it. */
async function catalogue() {
  const service = await makeService(admin.token);
  const holding = (await makePackage(admin.token)).uuid;
  const other = (await makePackage(admin.token)).uuid;
  await db().insert(planServices).values({ packageId: holding, serviceId: service.uuid });
  return { service: service.uuid, serviceName: service.name, holding, other };
}

async function subscriber(packageId: string, startAt: number, endAt: number) {
  const user = await createUser();
  await db().insert(subscriptions).values({ userId: user.id, packageId, startAt, endAt });
  return user.id;
}

const endOf = async (userId: string) =>
  (await db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) }))?.endAt;

/** A closed incident of the whole service being down, from `start` for `hours`, that its probe confirmed. */
async function downIncident(
  serviceId: string,
  start: number,
  hours: number,
  confirmedBy: "probe" | "admin" | null = "probe",
) {
  const [row] = await db()
    .insert(incidents)
    .values({
      serviceId,
      state: "down",
      cause: "probe-redirected:302",
      startedAt: start,
      endedAt: start + hours * HOUR,
      confirmedBy,
      confirmedAt: confirmedBy ? start : null,
    })
    .returning();
  return row?.id as string;
}

const incident = async (id: string) => db().query.incidents.findFirst({ where: eq(incidents.id, id) });

const creditsOf = (incidentId: string) =>
  db()
    .select()
    .from(subscriptionLedger)
    .where(eq(subscriptionLedger.source, "downtime"))
    .then((rows) => rows.filter((r) => r.sourceId.startsWith(`${incidentId}:`)));

describe("downtime credits", () => {
  it("give every subscriber whose active package holds the service the downtime back, rounded up to days, once", async () => {
    const { service, serviceName, holding, other } = await catalogue();
    const start = NOW - 3 * DAY;
    const end = start + 7 * DAY + 5 * DAY;
    const before = await subscriber(holding, start - 30 * DAY, end);
    // Subscribed after the incident began: only the part after their start counts (1 h here).
    const late = await subscriber(holding, start + 6.5 * HOUR, end);
    const expired = await subscriber(holding, start - 30 * DAY, NOW - HOUR);
    const elsewhere = await subscriber(other, start - 30 * DAY, end);
    const id = await downIncident(service, start, 7.5);

    expect(await settleDowntimeCredits(db(), NOW)).toBeGreaterThanOrEqual(1);

    expect(await endOf(before)).toBe(end + DAY);
    expect(await endOf(late)).toBe(end);
    expect(await endOf(expired)).toBe(NOW - HOUR);
    expect(await endOf(elsewhere)).toBe(end);
    const credits = await creditsOf(id);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ userId: before, days: 1, endBefore: end, endAfter: end + DAY, banked: false });
    expect(await incident(id)).toMatchObject({ creditOutcome: "credited", creditedUsers: 1, creditDays: 1 });

    // The notice says why, once.
    const notices = await db().select().from(userNotices).where(eq(userNotices.userId, before));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.data).toEqual({ service: serviceName, days: 1, startedAt: start, endedAt: start + 7.5 * HOUR });

    // A replayed cron finds nothing left to settle for this incident.
    await settleDowntimeCredits(db(), NOW);
    await settleIncident(db(), id, { enabled: true, thresholdHours: 1 }, NOW);
    expect(await endOf(before)).toBe(end + DAY);
    expect(await creditsOf(id)).toHaveLength(1);
    expect(await db().select().from(userNotices).where(eq(userNotices.userId, before))).toHaveLength(1);
  });

  it("rounds a downtime of 25 hours up to 2 days", async () => {
    const { service, holding } = await catalogue();
    const end = NOW + 20 * DAY;
    const user = await subscriber(holding, NOW - 40 * DAY, end);
    const id = await downIncident(service, NOW - 5 * DAY, 25);
    await settleIncident(db(), id, { enabled: true, thresholdHours: 6 }, NOW);
    expect(await endOf(user)).toBe(end + 2 * DAY);
    expect(await incident(id)).toMatchObject({ creditOutcome: "credited", creditDays: 2 });
  });

  it("credit nobody for an incident under the threshold, and settle it so", async () => {
    const { service, holding } = await catalogue();
    const end = NOW + 20 * DAY;
    const user = await subscriber(holding, NOW - 40 * DAY, end);
    const id = await downIncident(service, NOW - 2 * DAY, 5.9);
    await settleIncident(db(), id, { enabled: true, thresholdHours: 6 }, NOW);
    expect(await endOf(user)).toBe(end);
    expect(await creditsOf(id)).toHaveLength(0);
    expect(await incident(id)).toMatchObject({ creditOutcome: "below-threshold", creditedUsers: 0 });
  });

  it("credit each subscriber exactly once when 20 cron runs settle at the same time", async () => {
    const { service, holding } = await catalogue();
    const end = NOW + 20 * DAY;
    const users = await Promise.all(Array.from({ length: 5 }, () => subscriber(holding, NOW - 40 * DAY, end)));
    const id = await downIncident(service, NOW - 3 * DAY, 30);
    await Promise.all(Array.from({ length: 20 }, () => settleDowntimeCredits(db(), NOW)));
    for (const user of users) expect(await endOf(user)).toBe(end + 2 * DAY);
    expect(await creditsOf(id)).toHaveLength(5);
    expect(await incident(id)).toMatchObject({ creditOutcome: "credited", creditedUsers: 5, creditDays: 2 });
  });

  it("leave open incidents and account incidents alone", async () => {
    const { service, holding } = await catalogue();
    const end = NOW + 20 * DAY;
    const user = await subscriber(holding, NOW - 40 * DAY, end);
    const [open] = await db()
      .insert(incidents)
      .values({ serviceId: service, state: "down", cause: "probe", startedAt: NOW - 2 * DAY })
      .returning();
    await settleIncident(db(), open?.id as string, { enabled: true, thresholdHours: 1 }, NOW);
    expect(await incident(open?.id as string)).toMatchObject({ creditClaim: null, creditOutcome: null });
    expect(await endOf(user)).toBe(end);
  });

  it("follow the admin's settings: off settles without crediting, and the threshold is checked", async () => {
    const get = await call("/api/incidents/credit-settings", { token: admin.token });
    expect(await json(get)).toEqual({ enabled: true, thresholdHours: 6 });
    const bad = await call("/api/incidents/credit-settings", {
      method: "PUT",
      token: admin.token,
      json: { enabled: true, thresholdHours: 0 },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details?.fields?.[0]?.field).toBe("thresholdHours");

    const off = await call("/api/incidents/credit-settings", {
      method: "PUT",
      token: admin.token,
      json: { enabled: false, thresholdHours: 2 },
    });
    expect(off.status).toBe(200);
    const { service, holding } = await catalogue();
    const end = NOW + 20 * DAY;
    const user = await subscriber(holding, NOW - 40 * DAY, end);
    const id = await downIncident(service, NOW - 3 * DAY, 10);
    await settleDowntimeCredits(db(), NOW);
    expect(await incident(id)).toMatchObject({ creditOutcome: "credits-off" });
    expect(await endOf(user)).toBe(end);

    // Back on, with 2 hours: a 3-hour incident is credited.
    await call("/api/incidents/credit-settings", {
      method: "PUT",
      token: admin.token,
      json: { enabled: true, thresholdHours: 2 },
    });
    const short = await downIncident(service, NOW - 2 * DAY, 3);
    await settleDowntimeCredits(db(), NOW);
    expect(await incident(short)).toMatchObject({ creditOutcome: "credited", creditedUsers: 1 });
    expect(await endOf(user)).toBe(end + DAY);
    await call("/api/incidents/credit-settings", {
      method: "PUT",
      token: admin.token,
      json: { enabled: true, thresholdHours: 6 },
    });
  });

  it("credit an outage the signals found: the only account down for 8 hours, then healed", async () => {
    const { service, holding } = await catalogue();
    const end = NOW + 20 * DAY;
    const user = await subscriber(holding, NOW - 40 * DAY, end);
    const [account] = await db().select().from(serviceAccounts).where(eq(serviceAccounts.serviceId, service));
    const accountId = account?.id as string;
    const t0 = NOW - 2 * DAY;
    const down = {
      serviceId: service,
      accountId,
      source: "probe" as const,
      cause: { code: "probe-redirected" as const, value: 302 },
    };
    await recordSignal(db(), { ...down, result: "bad" }, t0);
    await recordSignal(
      db(),
      { ...down, result: "good", cause: { code: "probe-signed-in", value: null } },
      t0 + 8 * HOUR,
    );
    const [closed] = await db()
      .select()
      .from(incidents)
      .where(and(eq(incidents.serviceId, service), eq(incidents.state, "down"), isNull(incidents.accountId)));
    expect(closed).toMatchObject({ startedAt: t0, endedAt: t0 + 8 * HOUR, accountId: null });
    await settleDowntimeCredits(db(), NOW);
    expect(await endOf(user)).toBe(end + DAY);
  });
});

describe("incident list and notices", () => {
  it("lists service incidents with how they were credited, for admins only", async () => {
    const { service, holding } = await catalogue();
    await subscriber(holding, NOW - 40 * DAY, NOW + DAY);
    const id = await downIncident(service, NOW - DAY, 7);
    await settleIncident(db(), id, { enabled: true, thresholdHours: 6 }, NOW);
    const res = await call(`/api/incidents?service=${service}`, { token: admin.token });
    expect(res.status).toBe(200);
    const body = await res.json<{ data: { uuid: string; credit: unknown; account: unknown }[]; meta: unknown }>();
    expectDocumented("GET", "/api/incidents", 200, body);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      uuid: id,
      account: null,
      credit: { outcome: "credited", users: 1, days: 1 },
    });
    const accounts = await call(`/api/incidents?service=${service}&scope=accounts`, { token: admin.token });
    expect((await accounts.json<{ data: unknown[] }>()).data).toHaveLength(0);
    const bad = await call("/api/incidents?scope=everything", { token: admin.token });
    expect(bad.status).toBe(400);
  });

  it("show a user their credit notice until they mark it read; nobody else can", async () => {
    const { service, holding } = await catalogue();
    const user = await createUser();
    await db()
      .insert(subscriptions)
      .values({ userId: user.id, packageId: holding, startAt: NOW - 40 * DAY, endAt: NOW + DAY });
    const id = await downIncident(service, NOW - DAY, 13);
    await settleIncident(db(), id, { enabled: true, thresholdHours: 6 }, NOW);
    const { token } = await signIn(user.email);
    const listed = await (await call("/api/notices", { token })).json<{
      data: { uuid: string; kind: string; data: { days: number } }[];
    }>();
    expectDocumented("GET", "/api/notices", 200, listed);
    const list = listed.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: "downtime-credit", data: { days: 1 } });
    const noticeId = list[0]?.uuid as string;

    const stranger = await signIn((await createUser()).email);
    expect((await call(`/api/notices/${noticeId}/read`, { method: "POST", token: stranger.token })).status).toBe(404);
    expect((await call(`/api/notices/${noticeId}/read`, { method: "POST", token })).status).toBe(200);
    expect(await json(await call("/api/notices", { token }))).toEqual([]);
  });
});
