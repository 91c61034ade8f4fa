import { env } from "cloudflare:workers";
import { translate } from "@app/shared/i18n/translate";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import writeXlsxFile from "write-excel-file/universal";
import { adminWithSender } from "../../../test/blasts.ts";
import { app, call, createUser, db, errorOf, signIn } from "../../../test/factories.ts";
import { EMAIL_KEY } from "../../../test/fake-providers.global.ts";
import { auditLog, emailBlasts, emailRecipients, emailUnsubscribes, outbox } from "../../db/schema.ts";
import { processBlastMessage } from "./blast-consumer.ts";
import { unsubscribeToken } from "./unsubscribe.ts";

let admin: { id: string; token: string };
let adminId: string;
let senderId: string;

beforeAll(async () => {
  ({ admin, senderId } = await adminWithSender({
    name: "Team",
    fromAddress: "team@premiumhub.test",
    replyTo: "help@premiumhub.test",
  }));
  adminId = admin.id;
});

type Status = {
  status: string;
  total: number;
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
  percent: number;
};
const statusOf = async (id: string) =>
  (await (await call(`/api/email-blasts/status/${id}`, { token: admin.token })).json<{ data: Status }>()).data;

async function waitForCompletion(id: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let status = await statusOf(id);
  while (status.status !== "completed" && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    status = await statusOf(id);
  }
  return status;
}

describe("database blast through the real local queue", () => {
  it("sends 5,000 recipients, each accounted for exactly once, unsubscribed addresses skipped", {
    timeout: 120_000,
  }, async () => {
    await env.DB.prepare(
      `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < 5000)
       INSERT INTO users (id, name, email, email_canonical, role, status, referral_code, email_verified_at, created_at, updated_at)
       SELECT lower(hex(randomblob(4))) || '-0000-4000-8000-' || printf('%012d', n), 'Reader ' || n, 'reader' || n || '@example.com',
              'reader' || n || '@example.com', 'user', 'active', 'READ' || n, 1700000000000, 1700000000000, 1700000000000 FROM seq`,
    ).run();
    await db()
      .insert(emailUnsubscribes)
      .values([{ email: "reader7@example.com" }, { email: "reader8@example.com" }]);
    const [{ n: expected } = { n: 0 }] = await db()
      .select({ n: sql<number>`count(*)` })
      .from(sql`users`)
      .where(sql`status NOT IN ('suspended', 'deleted') AND email_verified_at IS NOT NULL`);

    const res = await call("/api/email-blasts/database", {
      method: "POST",
      token: admin.token,
      json: { senderId, segment: "all", subject: "Hello {name}", body: "Hi **{name}**, news for {email}." },
    });
    expect(res.status).toBe(201);
    const blastId = (await res.json<{ data: { blast: { uuid: string; total: number } } }>()).data.blast.uuid;
    const status = await waitForCompletion(blastId);
    expect(status).toMatchObject({
      status: "completed",
      total: expected,
      queued: 0,
      failed: 0,
      skipped: 2,
      sent: expected - 2,
      percent: 100,
    });
    expect(status.sent + status.failed + status.skipped).toBe(status.total);

    const mails = await db()
      .select({ to: outbox.toAddress, subject: outbox.subject, headers: outbox.headers, html: outbox.html })
      .from(outbox)
      .where(eq(outbox.blastId, blastId));
    expect(mails).toHaveLength(expected - 2);
    expect(new Set(mails.map((m) => m.to)).size).toBe(mails.length);
    expect(mails.map((m) => m.to)).not.toContain("reader7@example.com");
    const one = mails.find((m) => m.to === "reader42@example.com");
    expect(one?.subject).toBe("Hello Reader 42");
    expect(one?.html).toContain("<strong>Reader 42</strong>");
    expect(one?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(one?.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:8787\/api\/email\/unsubscribe\?token=.+>$/,
    );
  });
});

describe("provider failures", () => {
  it("retries transient failures, then marks them failed with the reason; permanent ones fail at once", async () => {
    const res = await call("/api/email-blasts/senders", {
      method: "POST",
      token: admin.token,
      json: { name: "HTTP", fromAddress: "http@premiumhub.test", provider: "http", perSecond: 100 },
    });
    const httpSender = (await res.json<{ data: { uuid: string } }>()).data.uuid;
    const created = await call("/api/email-blasts/manual", {
      method: "POST",
      token: admin.token,
      json: {
        senderId: httpSender,
        subject: "s",
        body: "b",
        emails: ["ok@example.com", "transient@example.com", "permanent@example.com"],
        // Scheduled far ahead, so the real queue leaves it alone and the test drives the consumer.
        scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    const blastId = (await created.json<{ data: { blast: { uuid: string } } }>()).data.blast.uuid;
    const ids = (
      await db().select({ id: emailRecipients.id }).from(emailRecipients).where(eq(emailRecipients.blastId, blastId))
    ).map((r) => r.id);
    await db().update(emailBlasts).set({ status: "sending" }).where(eq(emailBlasts.id, blastId));
    const httpEnv = { ...env, EMAIL_API_URL: `${inject("providersUrl")}/email`, EMAIL_API_KEY: EMAIL_KEY };
    const message = { blastId, recipientIds: ids };

    expect((await processBlastMessage(httpEnv, message, 1)).retryAfterSeconds).toBe(5);
    const byEmail = async () =>
      Object.fromEntries(
        (await db().select().from(emailRecipients).where(eq(emailRecipients.blastId, blastId))).map((r) => [
          r.email,
          r,
        ]),
      );
    let rows = await byEmail();
    expect(rows["ok@example.com"]).toMatchObject({ status: "sent", attempts: 1 });
    expect(rows["permanent@example.com"]).toMatchObject({ status: "failed", attempts: 1 });
    expect(rows["permanent@example.com"]?.error).toContain("HTTP 422");
    expect(rows["transient@example.com"]).toMatchObject({ status: "queued", attempts: 1 });

    expect((await processBlastMessage(httpEnv, message, 2)).retryAfterSeconds).toBe(10);
    expect((await processBlastMessage(httpEnv, message, 3)).retryAfterSeconds).toBeNull();
    rows = await byEmail();
    expect(rows["ok@example.com"]?.attempts).toBe(1);
    expect(rows["transient@example.com"]).toMatchObject({ status: "failed", attempts: 3 });
    expect(rows["transient@example.com"]?.error).toContain("HTTP 503");
    expect((await db().query.emailBlasts.findFirst({ where: eq(emailBlasts.id, blastId) }))?.status).toBe("completed");
  });
});

describe("template preview (issue 28)", () => {
  it("renders a transactional email with sample data in the language asked, for admins only", async () => {
    const res = await call("/api/email-blasts/templates/reset?locale=id", { token: admin.token });
    expect(res.status).toBe(200);
    const { data } = await res.json<{
      data: { name: string; locale: string; subject: string; html: string; text: string };
    }>();
    expect(data).toMatchObject({ name: "reset", locale: "id", subject: translate("id", "email.reset.subject") });
    expect(data.html).toContain(translate("id", "email.reset.action"));
    expect(data.text).toContain(translate("id", "email.reason.reset"));

    const unknown = await call("/api/email-blasts/templates/nope", { token: admin.token });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).details?.fields?.[0]?.field).toBe("name");
    const badLocale = await call("/api/email-blasts/templates/reset?locale=fr", { token: admin.token });
    expect((await errorOf(badLocale)).details?.fields?.[0]?.field).toBe("locale");
    const user = await signIn((await createUser()).email);
    expect((await call("/api/email-blasts/templates/reset", { token: user.token })).status).toBe(403);
  });
});

describe("the compose preview's recipient (issue 28)", () => {
  it("is the account's name for a typed address, the local part for a stranger, a segment's first address", async () => {
    const member = await createUser({ name: "Wati Member" });
    const sample = async (query: string) => {
      const res = await call(`/api/email-blasts/sample-recipient?${query}`, { token: admin.token });
      return { status: res.status, body: await res.json<{ data: { email: string; name: string } | null }>() };
    };
    expect((await sample(`email=${encodeURIComponent(member.email.toUpperCase())}`)).body.data).toEqual({
      email: member.email,
      name: "Wati Member",
    });
    expect((await sample("email=nobody.here%40example.com")).body.data).toEqual({
      email: "nobody.here@example.com",
      name: "nobody.here",
    });
    const [first] = await db()
      .select({ email: sql<string>`lower(email)` })
      .from(sql`users`)
      .where(sql`status NOT IN ('suspended', 'deleted') AND email_verified_at IS NOT NULL
        AND lower(email) NOT IN (SELECT email FROM email_unsubscribes)`)
      .orderBy(sql`lower(email)`)
      .limit(1);
    expect((await sample("segment=all")).body.data?.email).toBe(first?.email);
    const neither = await call("/api/email-blasts/sample-recipient", { token: admin.token });
    expect(neither.status).toBe(400);
    expect((await errorOf(neither)).details?.fields?.[0]?.field).toBe("segment");
  });
});

describe("unsubscribe", () => {
  it("one-click POST unsubscribes; a tampered signature is refused", async () => {
    const token = await unsubscribeToken(env.JWT_SECRET, "Fan@Example.com");
    const page = await call(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('method="post"');
    const tampered = `${token.slice(0, -2)}${token.endsWith("a") ? "b" : "a"}`;
    expect(
      (await call(`/api/email/unsubscribe?token=${encodeURIComponent(tampered)}`, { method: "POST" })).status,
    ).toBe(400);
    const otherAddress = `${btoa("victim@example.com").replace(/=+$/, "")}.${token.split(".")[1]}`;
    expect(
      (await call(`/api/email/unsubscribe?token=${encodeURIComponent(otherAddress)}`, { method: "POST" })).status,
    ).toBe(400);
    expect(
      await db().query.emailUnsubscribes.findFirst({ where: eq(emailUnsubscribes.email, "victim@example.com") }),
    ).toBeUndefined();

    const ok = await call(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(ok.status).toBe(200);
    expect(
      await db().query.emailUnsubscribes.findFirst({ where: eq(emailUnsubscribes.email, "fan@example.com") }),
    ).toBeDefined();
  });
});

describe("imports", () => {
  const upload = (file: File) => {
    const form = new FormData();
    form.append("file", file);
    form.append("senderId", senderId);
    form.append("subject", "Imported");
    form.append("body", "Hello");
    return call("/api/email-blasts/excel", { method: "POST", token: admin.token, body: form });
  };
  type ImportResult = {
    data: {
      accepted: number;
      emailColumn: string;
      invalid: { row: number; value: string }[];
      duplicates: { row: number; email: string }[];
    };
  };

  it("reads a CSV, detects the email column and reports invalid and duplicate rows", async () => {
    const csv =
      "Name,Email Address\nAni,ani@example.com\nBad,not-an-email\nAni again,ANI@example.com\n,\nBudi,budi@example.com\n";
    const res = await upload(new File([csv], "list.csv", { type: "text/csv" }));
    expect(res.status).toBe(201);
    const { data } = await res.json<ImportResult>();
    expect(data.emailColumn).toBe("Email Address");
    expect(data.accepted).toBe(2);
    expect(data.invalid).toEqual([{ row: 3, value: "not-an-email" }]);
    expect(data.duplicates).toEqual([{ row: 4, email: "ani@example.com" }]);
  });

  it("reads an .xlsx without a header row", async () => {
    const blob = await writeXlsxFile([
      [{ value: "x1@example.com" }, { value: 1 }],
      [{ value: "x2@example.com" }, { value: 2 }],
      [{ value: "oops" }, { value: 3 }],
      [{ value: "x1@example.com" }, { value: 4 }],
    ]).toBlob();
    const res = await upload(new File([await blob.arrayBuffer()], "list.xlsx"));
    const { data } = await res.json<ImportResult>();
    expect(data).toMatchObject({
      accepted: 2,
      invalid: [{ row: 3, value: "oops" }],
      duplicates: [{ row: 4, email: "x1@example.com" }],
    });
  });

  it("names a listed address that belongs to an account with the account's name (issue 28)", async () => {
    const member = await createUser({ name: "Sari Member" });
    const stranger = `stranger-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const form = new FormData();
    form.append("file", new File([`${member.email}\n${stranger}\n`], "list.csv", { type: "text/csv" }));
    form.append("senderId", senderId);
    form.append("subject", "Hello {name}");
    form.append("body", "Hi {name}");
    const res = await call("/api/email-blasts/excel", { method: "POST", token: admin.token, body: form });
    expect(res.status).toBe(201);
    const blastId = (await res.json<{ data: { blast: { uuid: string } } }>()).data.blast.uuid;
    expect((await waitForCompletion(blastId)).status).toBe("completed");
    const mails = await db()
      .select({ to: outbox.toAddress, subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.blastId, blastId));
    expect(Object.fromEntries(mails.map((m) => [m.to, m.subject]))).toEqual({
      [member.email]: "Hello Sari Member",
      [stranger]: `Hello ${stranger.split("@")[0]}`,
    });
  });

  it("numbers a typed list's rows as typed: the third address is row 3 (issue 28)", async () => {
    const res = await call("/api/email-blasts/manual", {
      method: "POST",
      token: admin.token,
      json: {
        senderId,
        subject: "s",
        body: "b",
        emails: ["one@example.com", "ONE@example.com", "three-is-bad"],
        scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(res.status).toBe(201);
    const { data } = await res.json<ImportResult>();
    expect(data.duplicates).toEqual([{ row: 2, email: "one@example.com" }]);
    expect(data.invalid).toEqual([{ row: 3, value: "three-is-bad" }]);
  });

  it("wraps a blast in the branded layout with a text part and the footer in each reader's language (issue 28)", async () => {
    const reader = await createUser({ name: "Budi", locale: "id" });
    const stranger = `s-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await call("/api/email-blasts/manual", {
      method: "POST",
      token: admin.token,
      json: { senderId, subject: "Kabar {name}", body: "Halo **{name}**", emails: [reader.email, stranger] },
    });
    const blastId = (await res.json<{ data: { blast: { uuid: string } } }>()).data.blast.uuid;
    expect((await waitForCompletion(blastId)).status).toBe("completed");
    const mails = await db()
      .select({ to: outbox.toAddress, html: outbox.html, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.blastId, blastId));
    const mine = mails.find((m) => m.to === reader.email);
    const theirs = mails.find((m) => m.to === stranger);
    expect(mine?.html).toContain('<html lang="id"');
    expect(mine?.html).toContain("<strong>Budi</strong>");
    expect(mine?.html).toMatch(
      new RegExp(
        `<a href="http://localhost:8787/api/email/unsubscribe\\?token=[^"]+">${translate("id", "email.layout.unsubscribe")}</a>`,
      ),
    );
    expect(mine?.html).toContain(translate("id", "email.reason.blast"));
    // The text part is plain text made from the Markdown (issue 44).
    expect(mine?.text).toContain("Halo Budi");
    expect(mine?.text).not.toContain("**");
    expect(mine?.text).toContain(
      `${translate("id", "email.layout.unsubscribe")}: http://localhost:8787/api/email/unsubscribe?token=`,
    );
    expect(theirs?.html).toContain('<html lang="en"');
    expect(theirs?.html).toContain(translate("en", "email.layout.unsubscribe"));
  });

  it("refuses an upload that is neither", async () => {
    const res = await upload(new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], "broken.xlsx"));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).details?.fields?.[0]?.field).toBe("file");
  });
});

describe("announcements", () => {
  it("sanitizes, targets the audience, lets a user dismiss, and audits each admin write", async () => {
    const created = await call("/api/notifications", {
      method: "POST",
      token: admin.token,
      json: {
        titleEn: "Maintenance",
        titleId: "Pemeliharaan",
        bodyEn: "Down at **2am** <script>x()</script>",
        bodyId: "Mati jam **2**",
        level: "warning",
        audience: "everyone",
        published: true,
      },
    });
    expect(created.status).toBe(201);
    const a = (await created.json<{ data: { uuid: string; htmlEn: string } }>()).data;
    expect(a.htmlEn).toContain("<strong>2am</strong>");
    expect(a.htmlEn).not.toContain("<script");
    await call(`/api/notifications/${a.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { titleEn: "Maintenance tonight", endsAt: "2099-01-01T00:00:00Z" },
    });
    const cleared = await call(`/api/notifications/${a.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { endsAt: null },
    });
    expect((await cleared.json<{ data: { endsAt: string | null; titleEn: string } }>()).data).toMatchObject({
      endsAt: null,
      titleEn: "Maintenance tonight",
    });
    const expiredOnly = await call("/api/notifications", {
      method: "POST",
      token: admin.token,
      json: { titleEn: "Come back", titleId: "Kembali", bodyEn: "b", bodyId: "b", audience: "active", published: true },
    });
    expect(expiredOnly.status).toBe(201);
    const withUuid = await call(`/api/notifications/${a.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { uuid: a.uuid },
    });
    expect(withUuid.status).toBe(400);

    const user = await createUser();
    const { token } = await signIn(user.email);
    const mine = await (await call("/api/notifications/mine?locale=id", { token })).json<{
      data: { uuid: string; title: string }[];
    }>();
    expect(mine.data.find((m) => m.uuid === a.uuid)?.title).toBe("Pemeliharaan");
    expect(mine.data.map((m) => m.title)).not.toContain("Kembali");
    await call(`/api/notifications/${a.uuid}/dismiss`, { method: "POST", token });
    const after = await (await call("/api/notifications/mine", { token })).json<{ data: { uuid: string }[] }>();
    expect(after.data.map((m) => m.uuid)).not.toContain(a.uuid);

    await call(`/api/notifications/${a.uuid}`, { method: "DELETE", token: admin.token });
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, a.uuid));
    // One row per admin write: create, two updates (title + end date, then clearing it), delete.
    expect(audits.map((x) => x.action).sort()).toEqual([
      "announcement.create",
      "announcement.delete",
      "announcement.update",
      "announcement.update",
    ]);
    expect(audits.every((x) => x.actorId === adminId && x.requestId)).toBe(true);
  });
});

describe("insight", () => {
  it("admin information totals and the audit log filter", async () => {
    const info = await (await call("/api/admin-information", { token: admin.token })).json<{
      data: { totalUsers: number; series: unknown[] };
    }>();
    expect(info.data.totalUsers).toBeGreaterThan(0);
    expect(info.data.series).toHaveLength(30);
    const log = await (await call("/api/audit-log?entity=email_sender", { token: admin.token })).json<{
      data: { entity: string; actorEmail: string }[];
    }>();
    expect(log.data.length).toBeGreaterThan(0);
    expect(log.data.every((e) => e.entity === "email_sender")).toBe(true);
  });

  it("newsletter sign-up is double opt-in", async () => {
    const res = await call("/api/newsletter", { method: "POST", json: { email: "News@Example.com", locale: "id" } });
    expect(res.status).toBe(202);
    const sub = await db().query.newsletterSubscriptions.findFirst({
      where: (n, { eq }) => eq(n.email, "news@example.com"),
    });
    expect(sub?.confirmedAt).toBeNull();
    const [mail] = await db().select().from(outbox).where(eq(outbox.toAddress, "news@example.com"));
    const token = /token=([^"&<\s]+)/.exec(mail?.html ?? "")?.[1] as string;
    const confirm = await call(`/api/newsletter/confirm?token=${token}`);
    expect(confirm.headers.get("location")).toBe("/id/?newsletter=confirmed");
    expect(
      (await db().query.newsletterSubscriptions.findFirst({ where: (n, { eq }) => eq(n.email, "news@example.com") }))
        ?.confirmedAt,
    ).toBeTypeOf("number");
  });
});

describe("a blast the queue refuses", () => {
  it("answers 503 and leaves no blast behind; sending again works", async () => {
    const refusing = {
      ...env,
      EMAIL_QUEUE: {
        send: () => Promise.reject(new Error("Queue send failed: injected")),
        sendBatch: () => Promise.reject(new Error("Queue send failed: injected")),
      },
    };
    const subject = `Refused ${crypto.randomUUID()}`;
    const request = (bindings: typeof env) =>
      app.request(
        "/api/email-blasts/manual",
        {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` },
          body: JSON.stringify({
            senderId,
            emails: ["queue-a@example.com", "queue-b@example.com"],
            subject,
            body: "Hi",
          }),
        },
        bindings,
      );
    const res = await request(refusing as unknown as typeof env);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect((await errorOf(res)).code).toBe("TEMPORARILY_UNAVAILABLE");
    expect(await db().select().from(emailBlasts).where(eq(emailBlasts.subject, subject))).toHaveLength(0);
    const again = await request(env);
    expect(again.status).toBe(201);
    expect(await db().select().from(emailBlasts).where(eq(emailBlasts.subject, subject))).toHaveLength(1);
  });
});
