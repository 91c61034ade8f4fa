import { beforeAll, describe, expect, it } from "vitest";
import { json } from "../../../test/catalogue.ts";
import { call, signInAdmin } from "../../../test/factories.ts";

let admin: { id: string; token: string };

beforeAll(async () => {
  admin = await signInAdmin();
});

describe("statistics", () => {
  it("skips empty filter values and returns a daily series for the range", async () => {
    const res = await call("/api/statistics?from=&to=", { token: admin.token });
    expect(res.status).toBe(200);
    const stats = await json<{ series: { date: string; signups: number }[]; users: Record<string, number> }>(res);
    expect(stats.series.length).toBeGreaterThanOrEqual(30);
    expect(stats.series.reduce((s, d) => s + d.signups, 0)).toBeGreaterThan(0);
    expect(stats.users.active).toBeGreaterThan(0);
    const bad = await call("/api/statistics?from=2026-05-01&to=2026-01-01", { token: admin.token });
    expect(bad.status).toBe(400);
  });
});
