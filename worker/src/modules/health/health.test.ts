import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { json } from "../../../test/catalogue.ts";
import { call } from "../../../test/factories.ts";
import worker from "../../index.ts";

type Health = { status: string; environment: string; time: string; lastCronAt: string | null };

describe("health", () => {
  it("answers ok with the environment and the server's time", async () => {
    const before = Date.now();
    const res = await call("/api/health");
    expect(res.status).toBe(200);
    const data = await json<Health>(res);
    expect(data).toMatchObject({ status: "ok", environment: "test" });
    expect(Date.parse(data.time)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(data.time)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("answers when the scheduled jobs last ran: never, then the scheduled time of each run (issue 43)", async () => {
    expect((await json<Health>(await call("/api/health"))).lastCronAt).toBeNull();
    for (const scheduledTime of [Date.UTC(2026, 10, 28, 10, 0), Date.UTC(2026, 10, 28, 10, 10)]) {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ scheduledTime, cron: "*/10 * * * *" }), env, ctx);
      await waitOnExecutionContext(ctx);
      expect((await json<Health>(await call("/api/health"))).lastCronAt).toBe(new Date(scheduledTime).toISOString());
    }
  });
});
