import { beforeAll, describe, expect, it } from "vitest";
import { json } from "../../../test/catalogue.ts";
import { call, errorOf, signInAdmin } from "../../../test/factories.ts";

let admin: { id: string; token: string };

beforeAll(async () => {
  admin = await signInAdmin();
});

describe("timeframes", () => {
  it("validates days and keeps names unique", async () => {
    const bad = await call("/api/timeframes", {
      method: "POST",
      token: admin.token,
      json: { name: "Forever", days: 0 },
    });
    expect((await errorOf(bad)).message).toBe("days must be greater than or equal to 1");
    const created = await json<{ uuid: string; days: number }>(
      await call("/api/timeframes", { method: "POST", token: admin.token, json: { name: "6 Months", days: 180 } }),
    );
    expect(created.days).toBe(180);
    const renamed = await call(`/api/timeframes/${created.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { name: "Half year", days: 182 },
    });
    expect(await json(renamed)).toMatchObject({ name: "Half year", days: 182 });
    expect((await call(`/api/timeframes/${created.uuid}`, { method: "DELETE", token: admin.token })).status).toBe(200);
  });
});
