/*
 * Issue 41, finding 1 (high): "Open a service (account A), send one bad field signal (A becomes
 * suspect), load the service's page in the panel (GET /api/services/access/{slug} deletes the
 * cookie-service assignment …), open again: the subscriber now holds account B as well, and both
 * 1-seat accounts count two holders. … The reverse also works: the extension's cookie route on a
 * key service frees the caller's key seat, and the next subscriber gets the same key."
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { serviceAccounts, serviceAssignments } from "../../src/db/schema.ts";
import { json } from "../catalogue.ts";
import { extHeaders } from "../extension-subscriber.ts";
import { call, db } from "../factories.ts";
import { auditSetUp, fieldSignal, openCookie, poolService, subscriberOf } from "./pool.ts";

let admin: { token: string };
let pkg: string;
beforeAll(async () => {
  ({ admin, pkg } = await auditSetUp());
});

const seatsUsed = async (id: string) =>
  (await db().query.serviceAccounts.findFirst({ where: eq(serviceAccounts.id, id) }))?.seatsUsed;

describe("audit 41.1: one subscriber walks through a pool", () => {
  it("a bad signal, a page view and a reopen leave the subscriber on their one account; the next subscriber gets the other", async () => {
    const service = await poolService(admin.token, pkg, ["A", "B"]);
    const s1 = await subscriberOf(pkg);
    expect(await openCookie(s1.ext, service.uuid)).toBe("A");
    expect((await fieldSignal(s1.ext, service.uuid, false)).status).toBe(201);
    const page = await call(`/api/services/access/${service.slug}`, { token: s1.panel });
    expect(page.status).toBe(200);
    expect(await openCookie(s1.ext, service.uuid)).toBe("A");
    // The page view and the reopen again, as the audit repeated them.
    await call(`/api/services/access/${service.slug}`, { token: s1.panel });
    expect(await openCookie(s1.ext, service.uuid)).toBe("A");
    expect(await seatsUsed(service.accounts.A as string)).toBe(1);
    expect(await seatsUsed(service.accounts.B as string)).toBe(0);
    const held = await db()
      .select()
      .from(serviceAssignments)
      .where(and(eq(serviceAssignments.userId, s1.user.id), eq(serviceAssignments.serviceId, service.uuid)));
    expect(held).toHaveLength(1);

    const s2 = await subscriberOf(pkg);
    expect(await openCookie(s2.ext, service.uuid)).toBe("B");
    expect(await openCookie((await subscriberOf(pkg)).ext, service.uuid)).toBe("NO_FREE_SEAT");
  });

  it("the extension's cookie route on a key service never frees the caller's key seat", async () => {
    const res = await call("/api/services", {
      method: "POST",
      token: admin.token,
      json: { name: `Keys ${crypto.randomUUID().slice(0, 6)}`, typeService: "key" },
    });
    const service = await json<{ uuid: string; slug: string }>(res);
    await db()
      .insert((await import("../../src/db/schema.ts")).planServices)
      .values({ packageId: pkg, serviceId: service.uuid });
    for (const key of ["key-one", "key-two"]) {
      const added = await call(`/api/services/${service.uuid}/accounts`, {
        method: "POST",
        token: admin.token,
        json: { label: key, seats: 1, session: key },
      });
      expect(added.status).toBe(201);
    }
    const keyOf = async (token: string) =>
      (await json<{ secret: string }>(await call(`/api/services/access/${service.slug}`, { token }))).secret;
    const s1 = await subscriberOf(pkg);
    const first = await keyOf(s1.panel);
    const wrongRoute = await call(`/api/extension/services/${service.uuid}/cookies`, { headers: extHeaders(s1.ext) });
    expect(wrongRoute.status).toBe(422);
    expect(await keyOf(s1.panel)).toBe(first);
    const s2 = await subscriberOf(pkg);
    const second = await keyOf(s2.panel);
    expect(second).not.toBe(first);
  });
});
