import { env } from "cloudflare:workers";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { json, makePackage } from "../../../test/catalogue.ts";
import { call, createUser, db, errorOf, signIn, signInAdmin } from "../../../test/factories.ts";
import {
  assignmentHistory,
  outbox,
  planServices,
  poolAlerts,
  seatWaits,
  serviceAssignments,
  subscriptions,
  users,
} from "../../db/schema.ts";
import { checkPoolAlerts, HOLD_MS, promoteWaiters } from "./seat-queue.ts";
import { releaseAssignments } from "./service-accounts.service.ts";

type Seat = { serviceUuid: string; state: string; position: number | null; queued: boolean; heldUntil: string | null };
type Notice = { uuid: string; kind: string; data: { service: string; slug?: string; heldUntil?: string } };

let admin: { id: string; token: string };
let pkg: string;

beforeAll(async () => {
  admin = await signInAdmin();
  pkg = (await makePackage(admin.token)).uuid;
});

/** A key service of the package whose pool is one account of `seats` seats. */
async function keyPool(seats: number) {
  const made = await call("/api/services", {
    method: "POST",
    token: admin.token,
    json: { name: `Queue ${crypto.randomUUID().slice(0, 8)}`, typeService: "key" },
  });
  const service = await json<{ uuid: string; slug: string; name: string }>(made);
  await db().insert(planServices).values({ packageId: pkg, serviceId: service.uuid });
  const account = await json<{ id: string }>(
    await call(`/api/services/${service.uuid}/accounts`, {
      method: "POST",
      token: admin.token,
      json: { label: "Main", seats, session: "sk-queue" },
    }),
  );
  return { ...service, accountId: account.id };
}

/** A subscriber of the package for a week, signed in to the panel. */
async function subscriber() {
  const user = await createUser();
  await db()
    .insert(subscriptions)
    .values({ userId: user.id, packageId: pkg, startAt: Date.now(), endAt: Date.now() + 7 * 86_400_000 });
  return { user, token: (await signIn(user.email)).token };
}

const open = (token: string, slug: string) => call(`/api/services/access/${slug}`, { token });
const seatOf = async (token: string, serviceUuid: string) =>
  (await json<Seat[]>(await call("/api/services/list/seats", { token }))).find((s) => s.serviceUuid === serviceUuid);
const noticesOf = async (token: string) => json<Notice[]>(await call("/api/notices", { token }));
const setSeats = (serviceUuid: string, accountId: string, seats: number) =>
  call(`/api/services/${serviceUuid}/accounts/${accountId}`, { method: "PUT", token: admin.token, json: { seats } });
const mailsTo = async (email: string, subject: string) =>
  (
    await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, email), eq(outbox.subject, subject)))
  ).length;
const holdOf = async (userId: string, serviceUuid: string) =>
  db().query.serviceAssignments.findFirst({
    where: and(eq(serviceAssignments.userId, userId), eq(serviceAssignments.serviceId, serviceUuid)),
  });
const endSubscription = (userId: string) =>
  db()
    .update(subscriptions)
    .set({ endAt: Date.now() - 1000 })
    .where(eq(subscriptions.userId, userId));

describe("the queue of a full pool", () => {
  it("is first come first served, once per service, and each refusal says the waiter's place", async () => {
    const service = await keyPool(1);
    const holder = await subscriber();
    expect((await open(holder.token, service.slug)).status).toBe(200);
    const first = await subscriber();
    const second = await subscriber();
    const third = await subscriber();
    for (const [index, waiter] of [first, second, third].entries()) {
      const refused = await open(waiter.token, service.slug);
      expect(refused.status).toBe(409);
      expect(await errorOf(refused)).toMatchObject({
        code: "NO_FREE_SEAT",
        details: { position: index + 1, service: service.name },
      });
    }
    // Trying again keeps one's place (it used to move the waiter to the back) and one row.
    for (let i = 0; i < 2; i++) {
      expect((await errorOf(await open(first.token, service.slug))).details).toMatchObject({ position: 1 });
      expect((await errorOf(await open(third.token, service.slug))).details).toMatchObject({ position: 3 });
    }
    const rows = await db().select().from(seatWaits).where(eq(seatWaits.serviceId, service.uuid));
    expect(rows).toHaveLength(3);

    // The cards' seats, before any click.
    expect(await seatOf(holder.token, service.uuid)).toMatchObject({ state: "held", position: null, heldUntil: null });
    expect(await seatOf(second.token, service.uuid)).toMatchObject({
      state: "full",
      position: 2,
      queued: true,
    });
    const newcomer = await subscriber();
    expect(await seatOf(newcomer.token, service.uuid)).toMatchObject({ state: "full", position: 4, queued: false });
    const roomy = await keyPool(5);
    expect(await seatOf(newcomer.token, roomy.uuid)).toMatchObject({ state: "free", position: null });
  });

  it("gives a freed seat to the first waiter, kept for them, and tells them once in the panel and by mail", async () => {
    const service = await keyPool(1);
    const holder = await subscriber();
    const first = await subscriber();
    const second = await subscriber();
    expect((await open(holder.token, service.slug)).status).toBe(200);
    expect((await open(first.token, service.slug)).status).toBe(409);
    expect((await open(second.token, service.slug)).status).toBe(409);

    const subject = `A seat of ${service.name} is yours`;
    expect((await setSeats(service.uuid, service.accountId, 2)).status).toBe(200);
    const hold = await holdOf(first.user.id, service.uuid);
    expect(hold?.heldUntil).toBeGreaterThan(Date.now() + HOLD_MS - 60_000);
    const seat = await seatOf(first.token, service.uuid);
    expect(seat).toMatchObject({ state: "held", heldUntil: new Date(hold?.heldUntil as number).toISOString() });
    const notices = (await noticesOf(first.token)).filter((n) => n.kind === "seat-ready");
    expect(notices).toEqual([
      expect.objectContaining({
        data: {
          service: service.name,
          slug: service.slug,
          heldUntil: new Date(hold?.heldUntil as number).toISOString(),
        },
      }),
    ]);
    expect(await mailsTo(first.user.email, subject)).toBe(1);
    const [mail] = await db().select().from(outbox).where(eq(outbox.subject, subject));
    expect(mail?.html).toContain(`/en/panel/service/${service.slug}`);
    // The second waiter moved up, and was told nothing.
    expect(await seatOf(second.token, service.uuid)).toMatchObject({ state: "full", position: 1, queued: true });
    expect(await mailsTo(second.user.email, subject)).toBe(0);

    // Later runs (the cron, other admin changes) tell nobody again.
    await promoteWaiters(db(), env);
    await promoteWaiters(db(), env);
    expect(await mailsTo(first.user.email, subject)).toBe(1);
    expect((await noticesOf(first.token)).filter((n) => n.kind === "seat-ready")).toHaveLength(1);

    // Their first open takes the seat for good: the hold and the notice end.
    expect(await json<{ secret: string }>(await open(first.token, service.slug))).toMatchObject({ secret: "sk-queue" });
    expect((await holdOf(first.user.id, service.uuid))?.heldUntil).toBeNull();
    expect((await noticesOf(first.token)).filter((n) => n.kind === "seat-ready")).toEqual([]);
  });

  it("a mail in Indonesian for an Indonesian reader", async () => {
    const service = await keyPool(1);
    const holder = await subscriber();
    const waiter = await subscriber();
    await db().update(users).set({ locale: "id" }).where(eq(users.id, waiter.user.id));
    await open(holder.token, service.slug);
    await open(waiter.token, service.slug);
    await setSeats(service.uuid, service.accountId, 2);
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, waiter.user.email), like(outbox.subject, "%kursi%")));
    expect(mail?.subject).toBe(`Ada kursi ${service.name} untukmu`);
    expect(mail?.html).toContain(`/id/panel/service/${service.slug}`);
  });

  it("keeps a freed seat for the queue: a newcomer cannot take it before the first waiter", async () => {
    const service = await keyPool(1);
    const holder = await subscriber();
    const waiter = await subscriber();
    await open(holder.token, service.slug);
    expect((await open(waiter.token, service.slug)).status).toBe(409);
    // The holder's subscription ends; the cron frees the seat but has not handed it on yet.
    await endSubscription(holder.user.id);
    await releaseAssignments(db());
    const newcomer = await subscriber();
    expect(await seatOf(newcomer.token, service.uuid)).toMatchObject({ state: "full", position: 2, queued: false });
    expect(await errorOf(await open(newcomer.token, service.slug))).toMatchObject({
      code: "NO_FREE_SEAT",
      details: { position: 2 },
    });
    expect(await seatOf(waiter.token, service.uuid)).toMatchObject({ state: "free" });
    expect((await open(waiter.token, service.slug)).status).toBe(200);
    expect(await seatOf(newcomer.token, service.uuid)).toMatchObject({ state: "full", position: 1, queued: true });
  });

  it("gives a seat not opened in time to the next in line", async () => {
    const service = await keyPool(1);
    const holder = await subscriber();
    const first = await subscriber();
    const second = await subscriber();
    await open(holder.token, service.slug);
    await open(first.token, service.slug);
    await open(second.token, service.slug);
    await setSeats(service.uuid, service.accountId, 2);
    expect((await holdOf(first.user.id, service.uuid))?.heldUntil).not.toBeNull();
    expect(await holdOf(second.user.id, service.uuid)).toBeUndefined();

    expect(await promoteWaiters(db(), env, Date.now() + HOLD_MS + 60_000)).toBeGreaterThanOrEqual(1);
    expect(await holdOf(first.user.id, service.uuid)).toBeUndefined();
    expect((await holdOf(second.user.id, service.uuid))?.heldUntil).not.toBeNull();
    const [ended] = await db().select().from(assignmentHistory).where(eq(assignmentHistory.userId, first.user.id));
    expect(ended?.endReason).toBe("hold-expired");
    expect((await noticesOf(first.token)).filter((n) => n.kind === "seat-ready")).toEqual([]);
    expect(await mailsTo(second.user.email, `A seat of ${service.name} is yours`)).toBe(1);
    // The first is out of the queue: opening again puts them at its end.
    expect((await errorOf(await open(first.token, service.slug))).details).toMatchObject({ position: 1 });
  });

  it("forgets a waiter whose subscription ended", async () => {
    const service = await keyPool(1);
    const holder = await subscriber();
    const gone = await subscriber();
    const next = await subscriber();
    await open(holder.token, service.slug);
    await open(gone.token, service.slug);
    await open(next.token, service.slug);
    await endSubscription(gone.user.id);
    await setSeats(service.uuid, service.accountId, 2);
    expect(await holdOf(gone.user.id, service.uuid)).toBeUndefined();
    expect((await holdOf(next.user.id, service.uuid))?.heldUntil).not.toBeNull();
  });
});

describe("admins told before a pool fills", () => {
  it("alerts once at 90% of the seats, not again until it drops below, and lists it on the dashboard", async () => {
    const service = await keyPool(10);
    const subject = (used: number) => `${service.name}: ${used} of 10 seats in use`;
    const mailed = async (used: number) =>
      (
        await db()
          .select()
          .from(outbox)
          .where(eq(outbox.subject, subject(used)))
      ).length;
    const people = await Promise.all(Array.from({ length: 10 }, () => subscriber()));
    for (const person of people.slice(0, 8)) expect((await open(person.token, service.slug)).status).toBe(200);
    await checkPoolAlerts(db(), env);
    expect(await mailed(8)).toBe(0);

    // The ninth seat: the open itself tells the admins, in their language, with the numbers.
    expect((await open(people[8]?.token as string, service.slug)).status).toBe(200);
    const told = await mailed(9);
    expect(told).toBeGreaterThanOrEqual(1);
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.subject, subject(9)));
    expect(mail?.html).toContain(`The accounts of ${service.name} are 90% full: 9 of their 10 seats are in use`);
    expect(mail?.html).toContain(`/panel/admin/services?accounts=${service.uuid}`);
    const alerts = await json<{ fillingPools: { serviceUuid: string; seats: number; used: number }[] }>(
      await call("/api/services/list/shared-account-alerts", { token: admin.token }),
    );
    expect(alerts.fillingPools.find((p) => p.serviceUuid === service.uuid)).toMatchObject({ seats: 10, used: 9 });

    // Full, and the cron runs again: nothing more.
    expect((await open(people[9]?.token as string, service.slug)).status).toBe(200);
    await checkPoolAlerts(db(), env);
    await checkPoolAlerts(db(), env);
    expect(await mailed(9)).toBe(told);
    expect(await mailed(10)).toBe(0);

    // Two seats free (80%): the alert is re-armed; back at 90% it is mailed again.
    for (const person of people.slice(0, 2)) await endSubscription(person.user.id);
    await releaseAssignments(db());
    await checkPoolAlerts(db(), env);
    expect(await db().query.poolAlerts.findFirst({ where: eq(poolAlerts.serviceId, service.uuid) })).toBeUndefined();
    const again = await subscriber();
    expect((await open(again.token, service.slug)).status).toBe(200);
    expect(await mailed(9)).toBe(told * 2);
  });

  it("never alerts for a pool with an unlimited account", async () => {
    const service = await keyPool(1);
    await call(`/api/services/${service.uuid}/accounts`, {
      method: "POST",
      token: admin.token,
      json: { label: "Open", seats: null, session: "sk-open" },
    });
    const person = await subscriber();
    const other = await subscriber();
    await open(person.token, service.slug);
    await open(other.token, service.slug);
    await checkPoolAlerts(db(), env);
    expect(await db().query.poolAlerts.findFirst({ where: eq(poolAlerts.serviceId, service.uuid) })).toBeUndefined();
  });
});
