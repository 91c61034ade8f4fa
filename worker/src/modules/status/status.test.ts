import { describe, expect, it } from "vitest";
import { expectDocumented } from "../../../test/expect-documented.ts";
import { call, db, signInAdmin } from "../../../test/factories.ts";
import { incidents } from "../../db/schema.ts";
import { dailyUptime } from "./status.service.ts";

const DAY = 86_400_000;
const NOW = Date.parse("2026-11-26T12:00:00Z");
const TODAY = Date.parse("2026-11-26T00:00:00Z");

describe("daily uptime", () => {
  it("is the share of each UTC day a service was not down; degraded counts as up; none before it existed", () => {
    const days = dailyUptime(
      [
        { state: "down", startedAt: TODAY - DAY + 6 * 3600_000, endedAt: TODAY - DAY + 12 * 3600_000 },
        { state: "degraded", startedAt: TODAY - 2 * DAY, endedAt: TODAY - 2 * DAY + 3600_000 },
        { state: "down", startedAt: TODAY + 9 * 3600_000, endedAt: null },
      ],
      TODAY - 3 * DAY + 12 * 3600_000,
      NOW,
      5,
    );
    // Days: -4 (before it existed), -3 (from noon), -2 (degraded only), -1 (6 h down), today (3 of 12 h down).
    expect(days).toEqual([null, 1, 1, 0.75, 0.75]);
  });

  it("an outage across midnight counts on both days", () => {
    expect(
      dailyUptime([{ state: "down", startedAt: TODAY - 6 * 3600_000, endedAt: TODAY + 3 * 3600_000 }], 0, NOW, 2),
    ).toEqual([0.75, 0.75]);
  });
});

describe("GET /api/status", () => {
  it("lists every active service with its state since the open incident, publicly and cacheable", async () => {
    const admin = await signInAdmin();
    const make = async () => {
      const created = await call("/api/services", {
        method: "POST",
        token: admin.token,
        json: { name: `Status ${crypto.randomUUID().slice(0, 6)}`, typeService: "key" },
      });
      return (await created.json<{ data: { uuid: string } }>()).data;
    };
    const service = await make();
    const fine = await make();
    const since = Date.now() - 3600_000;
    await db()
      .insert(incidents)
      .values({ serviceId: service.uuid, state: "down", cause: "probe: signed out", startedAt: since });
    const res = await call("/api/status");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=30");
    const body = await res.json<{
      data: { services: { uuid: string; state: string; since: string; days: unknown[] }[] };
    }>();
    expectDocumented("GET", "/api/status", 200, body);
    const row = body.data.services.find((s) => s.uuid === service.uuid);
    expect(row).toMatchObject({ state: "down", since: new Date(since).toISOString() });
    expect(row?.days).toHaveLength(90);
    expect(body.data.services.find((s) => s.uuid === fine.uuid)).toMatchObject({ state: "operational", since: null });
  });
});
