import { type ServiceState, STATUS_DAYS, type StatusResult } from "@app/shared/schemas/status";
import { and, asc, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { incidents, services } from "../../db/schema.ts";

const DAY_MS = 86_400_000;

type Outage = { serviceId: string; state: "down" | "degraded"; startedAt: number; endedAt: number | null };

/**
 * The daily uptime of one service over `days` UTC days ending today: the share of each day (of its
 * elapsed part, today) it was not down. Days before the service existed have no figure.
 */
export function dailyUptime(
  outages: readonly Pick<Outage, "state" | "startedAt" | "endedAt">[],
  createdAt: number,
  now: number,
  days = STATUS_DAYS,
): (number | null)[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const out: (number | null)[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const start = today - i * DAY_MS;
    const end = Math.min(start + DAY_MS, now);
    if (end <= createdAt || end <= start) {
      out.push(null);
      continue;
    }
    const from = Math.max(start, createdAt);
    let down = 0;
    for (const o of outages) {
      if (o.state !== "down") continue;
      const overlap = Math.min(end, o.endedAt ?? now) - Math.max(from, o.startedAt);
      if (overlap > 0) down += overlap;
    }
    out.push(Math.round(Math.max(0, 1 - down / (end - from)) * 10_000) / 10_000);
  }
  return out;
}

/**
 * Every active service's state (from its open incident), since when, and its last 90 days: two
 * queries in one batch, the incidents of 90 days only.
 */
export async function serviceStatuses(db: Db, now = Date.now()): Promise<StatusResult> {
  const firstDay = Math.floor(now / DAY_MS) * DAY_MS - (STATUS_DAYS - 1) * DAY_MS;
  const [rows, outages] = await db.batch([
    db
      .select({ id: services.id, name: services.name, slug: services.slug, createdAt: services.createdAt })
      .from(services)
      .where(eq(services.status, "active"))
      .orderBy(asc(services.sortOrder), asc(services.name)),
    db
      .select({
        serviceId: incidents.serviceId,
        state: incidents.state,
        startedAt: incidents.startedAt,
        endedAt: incidents.endedAt,
      })
      .from(incidents)
      .where(and(isNull(incidents.accountId), or(isNull(incidents.endedAt), gt(incidents.endedAt, firstDay)))),
  ]);
  const byService = new Map<string, Outage[]>();
  for (const o of outages) byService.set(o.serviceId, [...(byService.get(o.serviceId) ?? []), o]);
  return {
    services: rows.map((s) => {
      const own = byService.get(s.id) ?? [];
      const open = own.find((o) => o.endedAt === null);
      const days = dailyUptime(own, s.createdAt, now);
      const known = days.filter((d): d is number => d !== null);
      return {
        uuid: s.id,
        name: s.name,
        slug: s.slug,
        state: (open?.state ?? "operational") as ServiceState,
        since: open ? new Date(open.startedAt).toISOString() : null,
        days,
        uptime: known.length ? Math.round((known.reduce((a, b) => a + b, 0) / known.length) * 10_000) / 10_000 : null,
      };
    }),
    firstDay: new Date(firstDay).toISOString().slice(0, 10),
    generatedAt: new Date(now).toISOString(),
  };
}
