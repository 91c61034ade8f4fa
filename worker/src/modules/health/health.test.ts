import { describe, expect, it } from "vitest";
import { json } from "../../../test/catalogue.ts";
import { call } from "../../../test/factories.ts";

describe("health", () => {
  it("answers ok with the environment and the server's time", async () => {
    const before = Date.now();
    const res = await call("/api/health");
    expect(res.status).toBe(200);
    const data = await json<{ status: string; environment: string; time: string }>(res);
    expect(data).toMatchObject({ status: "ok", environment: "test" });
    expect(Date.parse(data.time)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(data.time)).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
