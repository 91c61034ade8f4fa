/*
 * Issue 41, finding 2 (high): "Two free-trial accounts (made-up phones, two networks) each open the
 * service and send {"signedIn": false}: every account goes down, newcomers get 409 SERVICE_DOWN,
 * /status says down, admins get alert mail, and without a probe nothing brings it back."
 * Also: "Former subscribers' signals are refused at once."
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { outbox, serviceAccounts, subscriptions } from "../../src/db/schema.ts";
import { json } from "../catalogue.ts";
import { call, db } from "../factories.ts";
import { auditSetUp, fieldSignal, openCookie, poolService, subscriberOf } from "./pool.ts";

let admin: { token: string };
let pkg: string;
beforeAll(async () => {
  ({ admin, pkg } = await auditSetUp());
});

describe("audit 41.2: two fresh subscribers take a service down", () => {
  it("their bad signals leave the service up: newcomers open it, the status page says operational, no alert mail", async () => {
    const service = await poolService(admin.token, pkg, ["Only"], 5);
    const mailsBefore = (await db().select().from(outbox)).length;
    for (let i = 0; i < 2; i++) {
      const fresh = await subscriberOf(pkg);
      expect(await openCookie(fresh.ext, service.uuid)).toBe("Only");
      expect((await fieldSignal(fresh.ext, service.uuid, false)).status).toBe(201);
    }
    const account = await db().query.serviceAccounts.findFirst({
      where: eq(serviceAccounts.id, service.accounts.Only as string),
    });
    expect(account?.health).toBe("suspect");
    expect(await openCookie((await subscriberOf(pkg)).ext, service.uuid)).toBe("Only");
    const status = await json<{ services: { uuid: string; state: string }[] }>(await call("/api/status"));
    expect(status.services.find((s) => s.uuid === service.uuid)?.state).toBe("operational");
    expect((await db().select().from(outbox)).length).toBe(mailsBefore);
  });

  it("a former subscriber's signal is refused at once", async () => {
    const service = await poolService(admin.token, pkg, ["Only"], 5);
    const former = await subscriberOf(pkg);
    expect(await openCookie(former.ext, service.uuid)).toBe("Only");
    await db()
      .update(subscriptions)
      .set({ endAt: Date.now() - 1000 })
      .where(eq(subscriptions.userId, former.user.id));
    const res = await fieldSignal(former.ext, service.uuid, false);
    expect(res.status).toBe(403);
    const account = await db().query.serviceAccounts.findFirst({
      where: eq(serviceAccounts.id, service.accounts.Only as string),
    });
    expect(account?.health).toBe("healthy");
  });
});
