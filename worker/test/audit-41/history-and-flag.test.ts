/*
 * Issue 41, "Who held what": the account's holders, present and past, each with email, from, to,
 * why it ended, opens and last open, never a session; a subscriber who held more than two
 * accounts of one service within 24 hours is flagged on the admin dashboard.
 */

import type { AccountHolding, SharedAccountAlerts } from "@app/shared/schemas/service-accounts";
import { beforeAll, describe, expect, it } from "vitest";
import { json } from "../catalogue.ts";
import { expectDocumented } from "../expect-documented.ts";
import { call } from "../factories.ts";
import { auditSetUp, openCookie, poolService, subscriberOf } from "./pool.ts";

let admin: { token: string };
let pkg: string;
beforeAll(async () => {
  ({ admin, pkg } = await auditSetUp());
});

const disable = (serviceUuid: string, id: string) =>
  call(`/api/services/${serviceUuid}/accounts/${id}`, { method: "PUT", token: admin.token, json: { active: false } });

describe("who held what", () => {
  it("lists present and past holders with why they stopped, and flags a subscriber on their third account in a day", async () => {
    const service = await poolService(admin.token, pkg, ["A", "B", "C"], 2);
    const { A, B, C } = service.accounts as { A: string; B: string; C: string };
    const s = await subscriberOf(pkg);
    expect(await openCookie(s.ext, service.uuid)).toBe("A");
    expect(await openCookie(s.ext, service.uuid)).toBe("A");
    expect((await disable(service.uuid, A)).status).toBe(200);
    expect(await openCookie(s.ext, service.uuid)).toBe("B");
    expect((await disable(service.uuid, B)).status).toBe(200);
    expect(await openCookie(s.ext, service.uuid)).toBe("C");

    const historyOf = async (id: string) => {
      const res = await call(`/api/services/${service.uuid}/accounts/${id}/history`, { token: admin.token });
      expect(res.status).toBe(200);
      const body = await res.json();
      expectDocumented("GET", "/api/services/{uuid}/accounts/{id}/history", 200, body);
      expect(JSON.stringify(body)).not.toContain("sid");
      return (body as { data: AccountHolding[] }).data;
    };
    const [pastA] = await historyOf(A);
    expect(pastA).toMatchObject({ userId: s.user.id, email: s.user.email, endReason: "disabled", opens: 2 });
    expect(pastA?.to).not.toBeNull();
    expect(pastA?.lastOpenAt).not.toBeNull();
    const [nowC] = await historyOf(C);
    expect(nowC).toMatchObject({ userId: s.user.id, to: null, endReason: null, opens: 1 });

    const alerts = await json<SharedAccountAlerts>(
      await call("/api/services/list/shared-account-alerts", { token: admin.token }),
    );
    expect(alerts.poolHoppers).toContainEqual({
      serviceUuid: service.uuid,
      serviceName: service.name,
      userId: s.user.id,
      email: s.user.email,
      accounts: 3,
      accountId: C,
    });

    // Admins only; an unknown account is 404.
    expect((await call(`/api/services/${service.uuid}/accounts/${A}/history`, { token: s.panel })).status).toBe(403);
    const unknown = crypto.randomUUID();
    expect(
      (await call(`/api/services/${service.uuid}/accounts/${unknown}/history`, { token: admin.token })).status,
    ).toBe(404);
  });

  it("a subscriber on two accounts is not flagged", async () => {
    const service = await poolService(admin.token, pkg, ["A", "B"], 2);
    const s = await subscriberOf(pkg);
    expect(await openCookie(s.ext, service.uuid)).toBe("A");
    await disable(service.uuid, service.accounts.A as string);
    expect(await openCookie(s.ext, service.uuid)).toBe("B");
    const alerts = await json<SharedAccountAlerts>(
      await call("/api/services/list/shared-account-alerts", { token: admin.token }),
    );
    expect(alerts.poolHoppers.some((h) => h.userId === s.user.id)).toBe(false);
  });
});
