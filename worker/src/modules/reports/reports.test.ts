import { beforeAll, describe, expect, it } from "vitest";
import { json } from "../../../test/catalogue.ts";
import { call, createUser, errorOf, signIn, signInAdmin } from "../../../test/factories.ts";

let admin: { id: string; token: string };

beforeAll(async () => {
  admin = await signInAdmin();
});

describe("service reports", () => {
  it("validates with the docs/product.md#forms-and-validation messages, lists own vs all, admins resolve, summary counts", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
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
      json: { serviceName: "Canva", description: "The cookie expired this morning" },
    });
    expect(filed.status).toBe(201);
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
    expect(summary.find((s) => s.serviceName === "Canva")).toMatchObject({ total: 1, open: 0 });
  });
});
