import { beforeAll, describe, expect, it } from "vitest";
import { json, makePackage, makeService } from "../../../test/catalogue.ts";
import { call, createUser, db, errorOf, signIn, signInAdmin } from "../../../test/factories.ts";
import { subscriptions } from "../../db/schema.ts";

let admin: { id: string; token: string };

beforeAll(async () => {
  admin = await signInAdmin();
});

describe("service reports", () => {
  it("validates with the docs/product.md#forms-and-validation messages, lists own vs all, admins resolve, summary counts", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    // The user's package includes "Canva …" (and only that): reports name one of their own services.
    const canva = await makeService(admin.token, { name: `Canva ${crypto.randomUUID().slice(0, 6)}` });
    const elsewhere = await makeService(admin.token);
    const pkg = await makePackage(admin.token, { serviceUuids: [canva.uuid] });
    await db()
      .insert(subscriptions)
      .values({ userId: user.id, packageId: pkg.uuid, startAt: Date.now(), endAt: Date.now() + 86_400_000 });
    const picker = await json<{ uuid: string; name: string }[]>(
      await call("/api/services/list/support-service", { token }),
    );
    expect(picker).toEqual([{ uuid: canva.uuid, name: canva.name }]);
    const adminPicker = await json<{ uuid: string }[]>(
      await call("/api/services/list/support-service", { token: admin.token }),
    );
    expect(adminPicker.map((s) => s.uuid)).toEqual(expect.arrayContaining([canva.uuid, elsewhere.uuid]));
    for (const serviceName of [elsewhere.name, "Something else"]) {
      const refused = await call("/api/supports/services", {
        method: "POST",
        token,
        json: { serviceName, description: "The cookie expired this morning" },
      });
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).details?.fields).toEqual([
        {
          field: "serviceName",
          message: "Choose one of the services of your package",
          code: "REPORT_SERVICE_NOT_YOURS",
        },
      ]);
    }
    const empty = await call("/api/supports/services", { method: "POST", token, json: {} });
    expect((await errorOf(empty)).details?.fields).toEqual([
      { field: "serviceName", message: "Service name is required" },
      { field: "description", message: "Issue description is required" },
    ]);
    const short = await call("/api/supports/services", {
      method: "POST",
      token,
      json: { serviceName: "Netflix", description: "broken" },
    });
    expect((await errorOf(short)).message).toBe("Issue description must be at least 10 characters");

    const filed = await call("/api/supports/services", {
      method: "POST",
      token,
      json: { serviceName: canva.name.toUpperCase(), description: "The cookie expired this morning" },
    });
    expect(filed.status).toBe(201);
    expect(await json<{ serviceName: string }>(filed.clone())).toMatchObject({ serviceName: canva.name });
    const { uuid } = await json<{ uuid: string }>(filed);

    const other = await createUser();
    const otherSession = await signIn(other.email);
    expect(await json(await call("/api/supports/services", { token: otherSession.token }))).toEqual([]);
    const mine = await json<{ uuid: string; status: string }[]>(await call("/api/supports/services", { token }));
    expect(mine).toEqual([expect.objectContaining({ uuid, status: "open" })]);

    const resolved = await call(`/api/supports/services/${uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { status: "resolved" },
    });
    expect((await json<{ status: string; resolvedAt: string }>(resolved)).status).toBe("resolved");
    const all = await json<{ uuid: string; status: string; userEmail: string }[]>(
      await call("/api/supports/services?status=resolved", { token: admin.token }),
    );
    expect(all.find((r) => r.uuid === uuid)).toMatchObject({ status: "resolved", userEmail: user.email });
    const summary = await json<{ serviceName: string; total: number; open: number }[]>(
      await call("/api/summary-reported-services", { token: admin.token }),
    );
    expect(summary.find((s) => s.serviceName === canva.name)).toMatchObject({ total: 1, open: 0 });
  });
});
