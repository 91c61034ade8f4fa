import { beforeAll, describe, expect, it } from "vitest";
import { json, makePackage } from "../../../test/catalogue.ts";
import { call, errorOf, signInAdmin } from "../../../test/factories.ts";

let admin: { id: string; token: string };

beforeAll(async () => {
  admin = await signInAdmin();
});

describe("packages", () => {
  it("creates with defaults, updates only the given fields, finds by name", async () => {
    const pkg = await makePackage(admin.token, { namePackage: "Family Plan", currency: "idr" });
    expect(pkg).toMatchObject({ currency: "IDR", status: "active" });
    const bad = await call("/api/packages-subscriptions", {
      method: "POST",
      token: admin.token,
      json: { namePackage: "X", price: 10.5, days: 30 },
    });
    expect((await errorOf(bad)).message).toBe("price must be an integer");

    await call(`/api/packages-subscriptions/${pkg.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { status: "inactive", highlight: true },
    });
    const changed = await json<{ price: number; status: string; highlight: boolean }>(
      await call(`/api/packages-subscriptions/${pkg.uuid}`),
    );
    expect(changed).toMatchObject({ price: 99_000, status: "inactive", highlight: true });
    const byName = await json<{ uuid: string }>(await call("/api/packages-subscriptions/family%20plan"));
    expect(byName.uuid).toBe(pkg.uuid);
    const active = await json<{ uuid: string }[]>(await call("/api/packages-subscriptions?status=active&limit=100"));
    expect(active.map((p) => p.uuid)).not.toContain(pkg.uuid);
    const all = await json<{ uuid: string }[]>(
      await call("/api/packages-subscriptions/list-all", { token: admin.token }),
    );
    expect(all.map((p) => p.uuid)).toContain(pkg.uuid);
  });
});
