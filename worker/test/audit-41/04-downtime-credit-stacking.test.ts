/*
 * Issue 41, finding 4 (medium): "Downtime credits can be triggered and stacked. An attacker opens
 * and ends an incident at will; N services down at once give one subscriber N credits for the same
 * hours." Credit a subscriber once for overlapping downtime across services, and only for
 * incidents a probe or an admin confirmed.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { incidents, planServices, subscriptions } from "../../src/db/schema.ts";
import { settleDowntimeCredits } from "../../src/modules/incidents/incidents.service.ts";
import { json, makePackage, makeService } from "../catalogue.ts";
import { call, createUser, db, signInAdmin } from "../factories.ts";

const HOUR = 3_600_000;
const DAY = 86_400_000;
const NOW = Date.now();
let admin: { token: string };
beforeAll(async () => {
  admin = await signInAdmin();
});

async function downIncident(serviceId: string, start: number, hours: number, confirmedBy: "probe" | null) {
  const [row] = await db()
    .insert(incidents)
    .values({
      serviceId,
      state: "down",
      cause: confirmedBy ? "probe: signed out" : "field: the extension saw the signed-out page",
      startedAt: start,
      endedAt: start + hours * HOUR,
      confirmedBy,
      confirmedAt: confirmedBy ? start : null,
    })
    .returning();
  return row?.id as string;
}

async function subscriberOfServices(count: number) {
  const pkg = (await makePackage(admin.token)).uuid;
  const serviceIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const service = await makeService(admin.token);
    await db().insert(planServices).values({ packageId: pkg, serviceId: service.uuid });
    serviceIds.push(service.uuid);
  }
  const user = await createUser();
  const endAt = NOW + 20 * DAY;
  await db()
    .insert(subscriptions)
    .values({ userId: user.id, packageId: pkg, startAt: NOW - 40 * DAY, endAt });
  const endOf = async () =>
    (await db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, user.id) }))?.endAt as number;
  return { serviceIds, endAt, endOf };
}

describe("audit 41.4: downtime credits stacked and triggered", () => {
  it("three services down for the same 10 hours credit one day, not three", async () => {
    const { serviceIds, endAt, endOf } = await subscriberOfServices(3);
    const start = NOW - 3 * DAY;
    for (const id of serviceIds) await downIncident(id, start, 10, "probe");
    await settleDowntimeCredits(db(), NOW);
    expect(await endOf()).toBe(endAt + DAY);
    // A later outage that runs past the credited hours is credited for the new hours only.
    const later = await downIncident(serviceIds[0] as string, start + 2 * HOUR, 40, "probe");
    await settleDowntimeCredits(db(), NOW);
    // 40 h from start+2h ends at start+42h; 32 h of it are new: 2 days.
    expect(await endOf()).toBe(endAt + 3 * DAY);
    expect(await db().query.incidents.findFirst({ where: eq(incidents.id, later) })).toMatchObject({
      creditOutcome: "credited",
      creditDays: 2,
    });
  });

  it("an outage only subscribers' signals saw is not credited until an admin confirms it", async () => {
    const { serviceIds, endAt, endOf } = await subscriberOfServices(1);
    const service = serviceIds[0] as string;
    const unconfirmed = await downIncident(service, NOW - 3 * DAY, 10, null);
    await settleDowntimeCredits(db(), NOW);
    expect(await endOf()).toBe(endAt);
    expect(await db().query.incidents.findFirst({ where: eq(incidents.id, unconfirmed) })).toMatchObject({
      creditOutcome: "unconfirmed",
    });
    // Settled: too late to confirm.
    const late = await call(`/api/incidents/${unconfirmed}/confirm`, { method: "POST", token: admin.token });
    expect(late.status).toBe(422);

    const next = await downIncident(service, NOW - 2 * DAY, 10, null);
    const confirmed = await call(`/api/incidents/${next}/confirm`, { method: "POST", token: admin.token });
    expect(confirmed.status).toBe(200);
    expect(await json<{ confirmedBy: string }>(confirmed)).toMatchObject({ uuid: next, confirmedBy: "admin" });
    await settleDowntimeCredits(db(), NOW);
    expect(await endOf()).toBe(endAt + DAY);
  });

  it("only admins confirm, and only a service's down incident", async () => {
    const { serviceIds } = await subscriberOfServices(1);
    const [degraded] = await db()
      .insert(incidents)
      .values({ serviceId: serviceIds[0] as string, state: "degraded", cause: "x", startedAt: NOW - HOUR })
      .returning();
    const res = await call(`/api/incidents/${degraded?.id}/confirm`, { method: "POST", token: admin.token });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { code: string }).code).toBe("INCIDENT_NOT_CONFIRMABLE");
    const user = await createUser();
    const { signIn } = await import("../factories.ts");
    const { token } = await signIn(user.email);
    expect((await call(`/api/incidents/${degraded?.id}/confirm`, { method: "POST", token })).status).toBe(403);
  });
});
