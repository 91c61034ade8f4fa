import type { Locale } from "@app/shared/constants";
import { parseHealthCause } from "@app/shared/health-causes";
import { translate } from "@app/shared/i18n/translate";
import {
  type ServiceState,
  STATUS_DAYS,
  STATUS_HISTORY_LIMIT,
  type StatusIncident,
  type StatusResult,
} from "@app/shared/schemas/status";
import { and, asc, desc, eq, gt, gte, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, incidents, services } from "../../db/schema.ts";
import { escapeHtml } from "../../lib/html.ts";
import { mailDate } from "../../mail/dates.ts";
import { pageLink } from "../../mail/links.ts";
import type { MailEnv } from "../../mail/render.ts";
import { causeText, durationText, statusEventTitle } from "../../mail/status-events.ts";

const DAY_MS = 86_400_000;

/**
 * When the product began to measure health: decision 048's signals and incidents shipped on this
 * day. Before it nothing was measured, so no day before it has data (decision 069).
 */
export const HEALTH_MEASURED_SINCE = Date.UTC(2026, 10, 26);
/** Entries of the Atom feed at most. */
export const FEED_ENTRIES = 50;

type Outage = {
  serviceId: string;
  state: "down" | "degraded";
  cause: string;
  startedAt: number;
  endedAt: number | null;
};

/** The moment from which a service's health has data: its creation, not before health was measured. */
export const dataFrom = (createdAt: number) => Math.max(createdAt, HEALTH_MEASURED_SINCE);

/** The time a service was down within [from, to): down counts, degraded does not (decision 048). */
function downWithin(outages: readonly Pick<Outage, "state" | "startedAt" | "endedAt">[], from: number, to: number) {
  let down = 0;
  for (const o of outages) {
    if (o.state !== "down") continue;
    const overlap = Math.min(to, o.endedAt ?? to) - Math.max(from, o.startedAt);
    if (overlap > 0) down += overlap;
  }
  return down;
}

/**
 * The daily uptime of one service over `days` UTC days ending today: the share of each day's part
 * with data (from `from`, until now today) it was not down. A day without data has no figure.
 */
export function dailyUptime(
  outages: readonly Pick<Outage, "state" | "startedAt" | "endedAt">[],
  from: number,
  now: number,
  days = STATUS_DAYS,
): (number | null)[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const out: (number | null)[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const start = Math.max(today - i * DAY_MS, from);
    const end = Math.min(today - i * DAY_MS + DAY_MS, now);
    if (end <= start) {
      out.push(null);
      continue;
    }
    out.push(Math.round(Math.max(0, 1 - downWithin(outages, start, end) / (end - start)) * 10_000) / 10_000);
  }
  return out;
}

/**
 * Uptime over the time with data within the window (decision 069): weighted by time, so today's
 * few hours weigh as few hours, and a service added last week is judged on its week. `since` is
 * the first day with data; both are null when there is none.
 */
export function uptimeWithin(
  outages: readonly Pick<Outage, "state" | "startedAt" | "endedAt">[],
  from: number,
  windowStart: number,
  now: number,
): { uptime: number | null; since: string | null } {
  const start = Math.max(from, windowStart);
  if (now <= start) return { uptime: null, since: null };
  const share = 1 - downWithin(outages, start, now) / (now - start);
  return {
    uptime: Math.round(Math.max(0, share) * 100_000) / 100_000,
    since: new Date(start).toISOString().slice(0, 10),
  };
}

const stateRank = (state: ServiceState) => (state === "down" ? 0 : state === "degraded" ? 1 : 2);

const categoryName = sql<string | null>`${categories.name}`.as("category_name");
const categoryNameIndonesian = sql<string | null>`${categories.nameIndonesian}`.as("category_name_indonesian");

/**
 * Every active service's state (from its open incident, with its cause), since when, its last 90
 * days and its uptime since it has data; the services with a problem first. And the closed
 * incidents of the 90 days, newest first. Three queries in one batch, the incidents of 90 days only.
 */
export async function serviceStatuses(db: Db, now = Date.now()): Promise<StatusResult> {
  const firstDay = Math.floor(now / DAY_MS) * DAY_MS - (STATUS_DAYS - 1) * DAY_MS;
  const [rows, outages, closed] = await db.batch([
    db
      .select({
        id: services.id,
        name: services.name,
        slug: services.slug,
        createdAt: services.createdAt,
        categoryName,
        categoryNameIndonesian,
      })
      .from(services)
      .leftJoin(categories, eq(categories.id, services.categoryId))
      .where(eq(services.status, "active"))
      .orderBy(asc(services.sortOrder), asc(services.name)),
    db
      .select({
        serviceId: incidents.serviceId,
        state: incidents.state,
        cause: incidents.cause,
        startedAt: incidents.startedAt,
        endedAt: incidents.endedAt,
      })
      .from(incidents)
      .where(and(isNull(incidents.accountId), or(isNull(incidents.endedAt), gt(incidents.endedAt, firstDay)))),
    db
      .select({
        uuid: incidents.id,
        serviceUuid: incidents.serviceId,
        service: services.name,
        state: incidents.state,
        cause: incidents.cause,
        startedAt: incidents.startedAt,
        endedAt: incidents.endedAt,
      })
      .from(incidents)
      .innerJoin(services, eq(services.id, incidents.serviceId))
      .where(
        and(
          isNull(incidents.accountId),
          isNotNull(incidents.endedAt),
          gte(incidents.endedAt, firstDay),
          eq(services.status, "active"),
        ),
      )
      .orderBy(desc(incidents.startedAt))
      .limit(STATUS_HISTORY_LIMIT),
  ]);
  const byService = new Map<string, Outage[]>();
  for (const o of outages) byService.set(o.serviceId, [...(byService.get(o.serviceId) ?? []), o]);
  const list = rows.map((s, index) => {
    const own = byService.get(s.id) ?? [];
    const open = own.find((o) => o.endedAt === null);
    const from = dataFrom(s.createdAt);
    const { uptime, since } = uptimeWithin(own, from, firstDay, now);
    return {
      index,
      status: {
        uuid: s.id,
        name: s.name,
        slug: s.slug,
        categoryName: s.categoryName,
        categoryNameIndonesian: s.categoryNameIndonesian || null,
        state: (open?.state ?? "operational") as ServiceState,
        since: open ? new Date(open.startedAt).toISOString() : null,
        cause: open ? parseHealthCause(open.cause) : null,
        days: dailyUptime(own, from, now),
        uptime,
        uptimeSince: since,
      },
      startedAt: open?.startedAt ?? 0,
    };
  });
  // Down before degraded, the newest first (what a visitor most likely came about); then
  // everything else in the catalogue's order.
  list.sort(
    (a, b) =>
      stateRank(a.status.state) - stateRank(b.status.state) ||
      (a.status.state === "operational" ? 0 : b.startedAt - a.startedAt) ||
      a.index - b.index,
  );
  const history: StatusIncident[] = closed.map((i) => ({
    uuid: i.uuid,
    serviceUuid: i.serviceUuid,
    service: i.service,
    state: i.state,
    cause: parseHealthCause(i.cause),
    startedAt: new Date(i.startedAt).toISOString(),
    endedAt: new Date(i.endedAt ?? i.startedAt).toISOString(),
  }));
  return {
    services: list.map((entry) => entry.status),
    history,
    firstDay: new Date(firstDay).toISOString().slice(0, 10),
    generatedAt: new Date(now).toISOString(),
  };
}

/**
 * The Atom 1.0 feed of the service incidents of the last 90 days in one language (issue 46): one
 * entry per incident, newest change first, updated when it resolves, so a reader sees it open and
 * then resolved under one id.
 */
export async function statusFeed(db: Db, env: MailEnv, locale: Locale, now = Date.now()): Promise<string> {
  const since = now - STATUS_DAYS * DAY_MS;
  const changedAt = sql<number>`coalesce(${incidents.endedAt}, ${incidents.startedAt})`;
  const rows = await db
    .select({
      id: incidents.id,
      service: services.name,
      state: incidents.state,
      cause: incidents.cause,
      startedAt: incidents.startedAt,
      endedAt: incidents.endedAt,
      changedAt,
    })
    .from(incidents)
    .innerJoin(services, eq(services.id, incidents.serviceId))
    .where(
      and(
        isNull(incidents.accountId),
        eq(services.status, "active"),
        or(isNull(incidents.endedAt), gte(incidents.endedAt, since)),
      ),
    )
    .orderBy(desc(changedAt))
    .limit(FEED_ENTRIES);
  const page = pageLink(env, locale, "/status");
  const self = `${env.APP_ORIGIN.replace(/\/$/, "")}/api/status/feed/${locale}`;
  const x = escapeHtml;
  const iso = (ms: number) => new Date(ms).toISOString();
  const entries = rows.map((r) => {
    const event = {
      kind: r.endedAt === null ? ("opened" as const) : ("resolved" as const),
      service: r.service,
      state: r.state,
      at: r.endedAt ?? r.startedAt,
      startedAt: r.startedAt,
      cause: r.cause,
    };
    const state = translate(locale, `status.state.${r.state}`);
    const cause = causeText(locale, r.cause);
    const body =
      r.endedAt === null
        ? translate(locale, "status.feed.openedBody", { state, time: mailDate(locale, r.startedAt), cause })
        : translate(locale, "status.feed.resolvedBody", {
            state,
            start: mailDate(locale, r.startedAt),
            end: mailDate(locale, r.endedAt),
            duration: durationText(locale, r.endedAt - r.startedAt),
            cause,
          });
    return `<entry><id>urn:uuid:${x(r.id)}</id><title>${x(statusEventTitle(locale, event))}</title><updated>${iso(event.at)}</updated><published>${iso(r.startedAt)}</published><link rel="alternate" type="text/html" href="${x(page)}"/><summary type="text">${x(body)}</summary></entry>`;
  });
  const updated = iso(rows[0]?.changedAt ?? HEALTH_MEASURED_SINCE);
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}"><id>${x(self)}</id><title>${x(translate(locale, "status.feed.title"))}</title><updated>${updated}</updated><author><name>${x(translate(locale, "app.name"))}</name></author><link rel="self" type="application/atom+xml" href="${x(self)}"/><link rel="alternate" type="text/html" href="${x(page)}"/>${entries.join("")}</feed>
`;
}
