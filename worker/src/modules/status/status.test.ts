import { env } from "cloudflare:workers";
import { translate } from "@app/shared/i18n/translate";
import { STATUS_DAYS } from "@app/shared/schemas/status";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { json, makeCookieService, makeService } from "../../../test/catalogue.ts";
import { expectDocumented } from "../../../test/expect-documented.ts";
import { call, db, errorOf, signInAdmin, uniqueEmail } from "../../../test/factories.ts";
import { incidents, outbox, statusSubscriptions } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { dailyUptime, dataFrom, HEALTH_MEASURED_SINCE, uptimeWithin } from "./status.service.ts";
import { MAX_PENDING, PENDING_TTL_MS, sendStatusAlerts, statusEventsOf } from "./status-subscriptions.service.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const NOW = Date.parse("2026-11-26T12:00:00Z");
const TODAY = Date.parse("2026-11-26T00:00:00Z");
const SITE = `${inject("providersUrl")}/demo-site`;
const HOST = new URL(SITE).hostname;
const session = (sid: string) =>
  JSON.stringify([
    {
      name: "sid",
      value: sid,
      domain: HOST,
      path: "/",
      hostOnly: true,
      secure: false,
      httpOnly: true,
      sameSite: "lax",
      expirationDate: 2_000_000_000,
    },
  ]);

type Status = {
  uuid: string;
  name: string;
  state: string;
  since: string | null;
  cause: { code: string; value: number | null } | null;
  categoryName: string | null;
  categoryNameIndonesian: string | null;
  days: (number | null)[];
  uptime: number | null;
  uptimeSince: string | null;
};
type History = { uuid: string; service: string; state: string; startedAt: string; endedAt: string };

let admin: { token: string };
beforeAll(async () => {
  admin = await signInAdmin();
});

const getStatus = async () => {
  const res = await call("/api/status");
  expect(res.status).toBe(200);
  const body = await res.json<{ data: { services: Status[]; history: History[] } }>();
  expectDocumented("GET", "/api/status", 200, body);
  return { res, ...body.data };
};

describe("uptime", () => {
  it("is the share of each UTC day with data a service was not down; degraded counts as up; none before it existed", () => {
    const days = dailyUptime(
      [
        { state: "down", startedAt: TODAY - DAY + 6 * HOUR, endedAt: TODAY - DAY + 12 * HOUR },
        { state: "degraded", startedAt: TODAY - 2 * DAY, endedAt: TODAY - 2 * DAY + HOUR },
        { state: "down", startedAt: TODAY + 9 * HOUR, endedAt: null },
      ],
      TODAY - 3 * DAY + 12 * HOUR,
      NOW,
      5,
    );
    // Days: -4 (before it existed), -3 (from noon), -2 (degraded only), -1 (6 h down), today (3 of 12 h down).
    expect(days).toEqual([null, 1, 1, 0.75, 0.75]);
  });

  it("an outage across midnight counts on both days", () => {
    expect(dailyUptime([{ state: "down", startedAt: TODAY - 6 * HOUR, endedAt: TODAY + 3 * HOUR }], 0, NOW, 2)).toEqual(
      [0.75, 0.75],
    );
  });

  it("is honest: weighted by the time with data only, and says since when", () => {
    // Created two days and twelve hours ago, down 6 hours of those 60: 90%, since its first day.
    const from = TODAY - 2 * DAY;
    const outage = [{ state: "down" as const, startedAt: TODAY - DAY, endedAt: TODAY - DAY + 6 * HOUR }];
    expect(uptimeWithin(outage, from, TODAY - 89 * DAY, NOW)).toEqual({ uptime: 0.9, since: "2026-11-24" });
    // Averaging the three daily shares instead would say 91.7%: today's twelve hours weighing a whole day.
    expect(uptimeWithin([], NOW + HOUR, TODAY - 89 * DAY, NOW)).toEqual({ uptime: null, since: null });
    // Nothing was measured before health shipped: an older service has data from then on.
    expect(dataFrom(HEALTH_MEASURED_SINCE - 30 * DAY)).toBe(HEALTH_MEASURED_SINCE);
    expect(dataFrom(HEALTH_MEASURED_SINCE + DAY)).toBe(HEALTH_MEASURED_SINCE + DAY);
  });
});

describe("GET /api/status", () => {
  it("puts down services first (the newest first), then degraded ones, with their cause and since when; the rest in catalogue order with their category", async () => {
    const category = await json<{ uuid: string }>(
      await call("/api/category-services", {
        method: "POST",
        token: admin.token,
        json: { name: `Video ${crypto.randomUUID().slice(0, 6)}`, nameIndonesian: "Video dan film" },
      }),
    );
    const fine = await makeService(admin.token, { categoryUuid: category.uuid });
    const degraded = await makeService(admin.token);
    const down = await makeService(admin.token);
    const olderDown = await makeService(admin.token);
    const now = Date.now();
    await db()
      .insert(incidents)
      .values([
        { serviceId: degraded.uuid, state: "degraded", cause: "probe-timeout:8000", startedAt: now - 2 * HOUR },
        { serviceId: down.uuid, state: "down", cause: "probe-redirected:302", startedAt: now - HOUR },
        { serviceId: olderDown.uuid, state: "down", cause: "no-session", startedAt: now - 3 * HOUR },
      ]);
    const { res, services } = await getStatus();
    expect(res.headers.get("cache-control")).toBe("public, max-age=30");
    const order = services.map((s) => s.uuid);
    // Every down service comes before every degraded one, and those before every operational one.
    const rank = (s: Status) => ["down", "degraded", "operational"].indexOf(s.state);
    expect(services.map(rank)).toEqual([...services.map(rank)].sort((a, b) => a - b));
    // The newest problem first: the one a visitor most likely came about.
    expect(order.indexOf(down.uuid)).toBeLessThan(order.indexOf(olderDown.uuid));
    expect(order.indexOf(olderDown.uuid)).toBeLessThan(order.indexOf(degraded.uuid));
    expect(order.indexOf(degraded.uuid)).toBeLessThan(order.indexOf(fine.uuid));
    expect(services.find((s) => s.uuid === down.uuid)).toMatchObject({
      state: "down",
      since: new Date(now - HOUR).toISOString(),
      cause: { code: "probe-redirected", value: 302 },
    });
    const row = services.find((s) => s.uuid === fine.uuid);
    expect(row).toMatchObject({
      state: "operational",
      since: null,
      cause: null,
      categoryNameIndonesian: "Video dan film",
      // A service made today has data from today only, and says so.
      uptime: 1,
      uptimeSince: new Date(now).toISOString().slice(0, 10),
    });
    expect(row?.categoryName).toMatch(/^Video /);
    expect(row?.days).toHaveLength(STATUS_DAYS);
    expect(row?.days.filter((d) => d !== null)).toEqual([1]);
    expect(services.find((s) => s.uuid === degraded.uuid)?.categoryName).toBeNull();
  });

  it("lists the closed service incidents of the last 90 days, newest first, and not open or older ones", async () => {
    const service = await makeService(admin.token);
    const now = Date.now();
    const ids = await db()
      .insert(incidents)
      .values([
        {
          serviceId: service.uuid,
          state: "down",
          cause: "no-session",
          startedAt: now - 3 * DAY,
          endedAt: now - 3 * DAY + HOUR,
        },
        { serviceId: service.uuid, state: "degraded", cause: "x", startedAt: now - DAY, endedAt: now - DAY + 90_000 },
        {
          serviceId: service.uuid,
          state: "down",
          cause: "no-session",
          startedAt: now - 95 * DAY,
          endedAt: now - 91 * DAY,
        },
        { serviceId: service.uuid, state: "down", cause: "no-session", startedAt: now - 60_000 },
      ])
      .returning({ id: incidents.id });
    const { history } = await getStatus();
    const own = history.filter((h) => ids.some((i) => i.id === h.uuid));
    expect(own.map((h) => h.state)).toEqual(["degraded", "down"]);
    expect(own[0]).toMatchObject({
      service: service.name,
      startedAt: new Date(now - DAY).toISOString(),
      endedAt: new Date(now - DAY + 90_000).toISOString(),
    });
    const starts = history.map((h) => Date.parse(h.startedAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });
});

describe("the Atom feed", () => {
  it("is Atom 1.0 in the reader's language: one entry per incident, opened or resolved, in the page's state words", async () => {
    const service = await makeService(admin.token);
    const now = Date.now();
    const [open, closed] = await db()
      .insert(incidents)
      .values([
        { serviceId: service.uuid, state: "down", cause: "probe-timeout:8000", startedAt: now - 10 * 60_000 },
        {
          serviceId: service.uuid,
          state: "degraded",
          cause: "no-session",
          startedAt: now - 2 * DAY,
          endedAt: now - 2 * DAY + 2 * HOUR,
        },
      ])
      .returning({ id: incidents.id });
    const res = await call("/api/status/feed/id");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await res.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="id">',
      ),
    ).toBe(true);
    // The feed's required elements: id, title, updated, and a self link.
    expect(xml).toMatch(
      /<feed [^>]*><id>https?:\/\/[^<]+\/api\/status\/feed\/id<\/id><title>Status layanan PremiumHub<\/title><updated>\d{4}-\d\d-\d\dT[^<]+Z<\/updated>/,
    );
    expect(xml).toContain('<link rel="self" type="application/atom+xml"');
    const entry = (id: string | undefined) =>
      new RegExp(`<entry><id>urn:uuid:${id}</id>(.*?)</entry>`).exec(xml)?.[1] ?? "";
    expect(entry(open?.id)).toContain(`<title>${service.name}: ${translate("id", "status.state.down")}</title>`);
    expect(entry(open?.id)).toContain(translate("id", "health.cause.probe-timeout", { value: 8000 }));
    expect(entry(closed?.id)).toContain(
      `<title>${service.name}: ${translate("id", "status.state.operational")} kembali</title>`,
    );
    expect(entry(closed?.id)).toContain("(2 jam 0 menit)");
    expect(entry(closed?.id)).toMatch(
      /<updated>[^<]+<\/updated><published>[^<]+<\/published><link rel="alternate" type="text\/html" href="https?:\/\/[^"]+\/id\/status"\/>/,
    );
    // Every entry carries the elements Atom requires.
    for (const e of xml.match(/<entry>.*?<\/entry>/g) ?? [])
      expect(e).toMatch(/^<entry><id>[^<]+<\/id><title>[^<]+<\/title><updated>/);
  });

  it("names the field of an unknown language", async () => {
    const res = await call("/api/status/feed/fr");
    expect(res.status).toBe(400);
    expect((await errorOf(res)).details?.fields?.[0]?.field).toBe("locale");
  });
});

/** The link of the last mail to `email` whose text has `pattern` (the outbox provider stores it). */
async function mailedLink(email: string, pattern: RegExp) {
  const [mail] = await db()
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, email))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return pattern.exec(mail?.text ?? "")?.[0] ?? "";
}
const mailsTo = (email: string) =>
  db().select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(outbox.createdAt);
const subscribe = (email: string, locale = "en") =>
  call("/api/status/subscriptions", { method: "POST", json: { email, locale } });

async function confirmedSubscriber(locale: "en" | "id") {
  const email = uniqueEmail("status");
  expect((await subscribe(email, locale)).status).toBe(202);
  const link = await mailedLink(email, /https?:\/\/\S+\/api\/status\/subscriptions\/confirm\?token=\S+/);
  const confirmed = await call(link.replace(/^https?:\/\/[^/]+/, ""));
  expect(confirmed.status).toBe(303);
  expect(confirmed.headers.get("location")).toBe(`/${locale}/status?subscription=confirmed#subscribe`);
  return email;
}

describe("status emails", () => {
  it("400s name the field: a bad address, a bad language", async () => {
    const bad = await subscribe("not-an-email");
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details?.fields?.[0]?.field).toBe("email");
    const locale = await subscribe(uniqueEmail("status"), "fr");
    expect(locale.status).toBe(400);
    expect((await errorOf(locale)).details?.fields?.[0]?.field).toBe("locale");
  });

  it("double opt-in: the address waits unconfirmed, the mailed link confirms it once; the answer never says whether it was known", async () => {
    const email = uniqueEmail("status");
    const first = await subscribe(email.toUpperCase(), "id");
    expect(first.status).toBe(202);
    const answer = await first.json();
    expect(answer).toEqual({ error: false, data: { pendingConfirmation: true } });
    expectDocumented("POST", "/api/status/subscriptions", 202, answer);
    const row = await db().query.statusSubscriptions.findFirst({ where: eq(statusSubscriptions.email, email) });
    expect(row).toMatchObject({ locale: "id", confirmedAt: null });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(translate("id", "status.email.confirm.subject"));
    expect(mail?.html).toContain(translate("id", "status.email.confirm.action"));

    const link = await mailedLink(email, /https?:\/\/\S+\/api\/status\/subscriptions\/confirm\?token=\S+/);
    const path = link.replace(/^https?:\/\/[^/]+/, "");
    expect((await call(path)).headers.get("location")).toBe("/id/status?subscription=confirmed#subscribe");
    expect((await call(path)).headers.get("location")).toBe("/en/status?subscription=invalid#subscribe");
    expect((await call("/api/status/subscriptions/confirm?token=nope")).headers.get("location")).toBe(
      "/en/status?subscription=invalid#subscribe",
    );

    // Confirmed: the same answer, and no mail.
    const again = await subscribe(email);
    expect(await again.json()).toEqual(answer);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("a confirmation link expires, and strangers' unconfirmed addresses are bounded", async () => {
    const email = uniqueEmail("status");
    await subscribe(email);
    const link = await mailedLink(email, /https?:\/\/\S+\/api\/status\/subscriptions\/confirm\?token=\S+/);
    await db()
      .update(statusSubscriptions)
      .set({ createdAt: Date.now() - PENDING_TTL_MS - 1 })
      .where(eq(statusSubscriptions.email, email));
    expect((await call(link.replace(/^https?:\/\/[^/]+/, ""))).headers.get("location")).toContain(
      "subscription=invalid",
    );

    // With MAX_PENDING unconfirmed addresses waiting, a new one is refused (a known one still gets its link).
    const filler = Array.from({ length: MAX_PENDING }, (_, i) => ({
      email: `filler-${i}-${crypto.randomUUID().slice(0, 6)}@example.com`,
      locale: "en" as const,
      confirmTokenHash: crypto.randomUUID(),
      alertedThrough: 0,
    }));
    const d = db();
    const inserts = [];
    for (let i = 0; i < filler.length; i += 15)
      inserts.push(d.insert(statusSubscriptions).values(filler.slice(i, i + 15)));
    await d.batch(inserts as unknown as Parameters<typeof d.batch>[0]);
    try {
      const refused = await subscribe(uniqueEmail("status"));
      expect(refused.status).toBe(429);
      expect((await errorOf(refused)).code).toBe("RATE_LIMITED");
    } finally {
      await d.delete(statusSubscriptions).where(and(eq(statusSubscriptions.alertedThrough, 0)));
    }
  });

  it("mail when a service goes down and when it is fixed, in the subscriber's language and the page's words, with a one-click unsubscribe", async () => {
    const email = await confirmedSubscriber("id");
    const service = await makeCookieService(admin.token, SITE, {
      probeUrl: `${SITE}/home`,
      probeSignedInText: "Welcome back",
    });
    const created = await call(`/api/services/${service.uuid}/accounts`, {
      method: "POST",
      token: admin.token,
      json: { label: "Main", session: session("stale") },
    });
    const accountId = (await json<{ id: string }>(created)).id;

    // The admin's "Check now" finds the only account signed out: the service is down, and the
    // subscriber is mailed once the answer is sent.
    const check = await call(`/api/services/${service.uuid}/accounts/${accountId}/check`, {
      method: "POST",
      token: admin.token,
    });
    expect(check.status).toBe(200);
    const down = `${service.name}: ${translate("id", "status.state.down")}`;
    let mails = await mailsTo(email);
    const alert = mails.find((m) => m.text?.includes(`${down} sejak`));
    expect(alert, "a mail about the service going down").toBeDefined();
    if (mails.length === 2) expect(alert?.subject).toBe(down);
    expect(alert?.text).toContain(translate("id", "health.cause.probe-no-signed-in-marker"));
    const unsubscribe = alert?.headers?.["List-Unsubscribe"]?.slice(1, -1) ?? "";
    expect(unsubscribe).toMatch(/^https?:\/\/[^/]+\/api\/status\/subscriptions\/unsubscribe\?token=/);
    expect(alert?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(alert?.text).toContain(unsubscribe);

    // A second run mails nothing more: each event goes once.
    await sendStatusAlerts(db(), env as unknown as AppEnv);
    expect(await mailsTo(email)).toHaveLength(mails.length);

    // A new session fixes it: "Normal kembali", with how long it was down.
    const saved = await call(`/api/services/${service.uuid}/accounts/${accountId}`, {
      method: "PUT",
      token: admin.token,
      json: { session: session("good") },
    });
    expect(saved.status).toBe(200);
    mails = await mailsTo(email);
    const fixed = mails.find((m) =>
      m.text?.includes(`${service.name}: ${translate("id", "status.state.operational")} kembali sejak`),
    );
    expect(fixed?.text).toContain(`(sebelumnya ${translate("id", "status.state.down").toLowerCase()} selama`);

    // One click (RFC 8058): the subscription is gone, and the next problem mails nobody.
    const path = unsubscribe.replace(/^https?:\/\/[^/]+/, "");
    const page = await call(path, { headers: { "accept-language": "id" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(translate("id", "status.unsubscribe.question", { email }));
    const res = await call(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ error: false, data: { unsubscribed: true } });
    expect(
      await db().query.statusSubscriptions.findFirst({ where: eq(statusSubscriptions.email, email) }),
    ).toBeUndefined();
    const before = (await mailsTo(email)).length;
    await call(`/api/services/${service.uuid}/accounts/${accountId}`, {
      method: "PUT",
      token: admin.token,
      json: { session: session("stale") },
    });
    await call(`/api/services/${service.uuid}/accounts/${accountId}/check`, { method: "POST", token: admin.token });
    expect(await mailsTo(email)).toHaveLength(before);

    const tampered = await call(`${path.slice(0, -2)}xx`, { method: "POST" });
    expect(tampered.status).toBe(400);
    expect((await errorOf(tampered)).details?.fields?.[0]?.field).toBe("token");
  });

  it("a change from degraded to down tells 'Down', not a fix", () => {
    const base = { serviceId: "s", service: "Netflix", cause: "no-session" };
    const events = statusEventsOf(
      [
        { ...base, state: "degraded", startedAt: 1_000, endedAt: 5_000 },
        { ...base, state: "down", startedAt: 5_000, endedAt: 9_000 },
      ],
      0,
    );
    expect(events.map((e) => `${e.kind}:${e.state}@${e.at}`)).toEqual([
      "opened:degraded@1000",
      "opened:down@5000",
      "resolved:down@9000",
    ]);
  });
});
