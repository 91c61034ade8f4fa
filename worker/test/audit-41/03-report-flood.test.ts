/*
 * Issue 41, finding 3 (medium): "Reports are unlimited and each one counts as a health signal: 40
 * reports from one user and network: 40 × 201." Reports and signals share one limit per subscriber
 * and service, and reports have their own rate limit per user and per network.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountSignals, serviceReports, subscriptions } from "../../src/db/schema.ts";
import { call, createUser, db, signIn } from "../factories.ts";
import { auditSetUp, openCookie, poolService, subscriberOf } from "./pool.ts";

let admin: { token: string };
let pkg: string;
beforeAll(async () => {
  ({ admin, pkg } = await auditSetUp());
});

const report = (token: string, serviceName: string, ip: string) =>
  call("/api/supports/services", {
    method: "POST",
    token,
    headers: { "cf-connecting-ip": ip },
    json: { serviceName, description: "It shows the sign-in page again" },
  });

describe("audit 41.3: reports are unlimited", () => {
  it("40 reports from one user and network: 5 are taken, the rest are 429, and one bad signal is counted", async () => {
    const service = await poolService(admin.token, pkg, ["Only"], 5);
    const s = await subscriberOf(pkg);
    expect(await openCookie(s.ext, service.uuid)).toBe("Only");
    const answers: number[] = [];
    for (let i = 0; i < 40; i++) answers.push((await report(s.panel, service.name, "198.51.100.7")).status);
    expect(answers.filter((a) => a === 201)).toHaveLength(5);
    expect(answers.slice(5).every((a) => a === 429)).toBe(true);
    expect(await db().select().from(serviceReports).where(eq(serviceReports.userId, s.user.id))).toHaveLength(5);
    const signals = await db()
      .select()
      .from(accountSignals)
      .where(and(eq(accountSignals.userId, s.user.id), eq(accountSignals.source, "report")));
    expect(signals).toHaveLength(1);
  });

  it("one network is limited across users: four times a user's limit", async () => {
    const ip = "198.51.100.8";
    // Each reporter subscribes to the package: a report names one of their own services (issue 46).
    const service = await poolService(admin.token, pkg, ["Net"], 5);
    const answers: number[] = [];
    for (let u = 0; u < 5; u++) {
      const user = await createUser();
      await db()
        .insert(subscriptions)
        .values({ userId: user.id, packageId: pkg, startAt: Date.now(), endAt: Date.now() + 86_400_000 });
      const { token } = await signIn(user.email);
      for (let i = 0; i < 5; i++) answers.push((await report(token, service.name, ip)).status);
    }
    expect(answers.filter((a) => a === 201)).toHaveLength(20);
    expect(answers.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });
});
