import { env } from "cloudflare:workers";
import type { BlastPreview } from "@app/shared/schemas/comms";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminWithSender } from "../../../test/blasts.ts";
import { app, call, createUser, db, errorOf, signIn, uniqueEmail } from "../../../test/factories.ts";
import { emailBlasts, emailRecipients, outbox, users } from "../../db/schema.ts";
import { processBlastMessage } from "./blast-consumer.ts";

let admin: { id: string; token: string };
let senderId: string;

beforeAll(async () => {
  ({ admin, senderId } = await adminWithSender({
    name: "PremiumHub News",
    fromAddress: "news@premiumhub.test",
    replyTo: "help@premiumhub.test",
  }));
});

const draft = {
  subject: "Hai {name}, ada yang baru",
  body: "# Kabar baru\n\nHalo **{name}**, lihat [paket baru](https://premiumhub.test/id/pricing).\n\n- Netflix\n- Canva",
};

const preview = (json: unknown, token = admin.token) =>
  call("/api/email-blasts/preview", { method: "POST", token, json });

describe("POST /api/email-blasts/preview", () => {
  it("answers the message exactly as the queue will send it: layout, footer, unsubscribe, text part, the reader's language", async () => {
    const reader = await createUser({ name: "Sari Wulandari", locale: "id", email: uniqueEmail("reader") });
    const res = await preview({ senderId, ...draft, to: reader.email });
    expect(res.status).toBe(200);
    const shown = (await res.json<{ data: BlastPreview }>()).data;
    expect(shown).toMatchObject({
      from: "PremiumHub News <news@premiumhub.test>",
      to: reader.email,
      subject: "Hai Sari Wulandari, ada yang baru",
      locale: "id",
      headers: {
        "Reply-To": "help@premiumhub.test",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "List-Unsubscribe": expect.stringMatching(/^<http:\/\/localhost:8787\/api\/email\/unsubscribe\?token=.+>$/),
      },
    });
    expect(shown.html).toContain("<strong>Sari Wulandari</strong>");
    expect(shown.html).toMatch(/<html[\s>]/);
    expect(shown.html).toContain(shown.headers["List-Unsubscribe"]?.slice(1, -1).replaceAll("&", "&amp;"));
    // The text part is plain text, not the Markdown.
    expect(shown.text).toContain("Halo Sari Wulandari, lihat paket baru (https://premiumhub.test/id/pricing).");
    expect(shown.text).not.toContain("**");
    expect(shown.text).not.toContain("](");

    // The same blast, sent through the consumer to the same reader, is byte for byte this message.
    const created = await call("/api/email-blasts/manual", {
      method: "POST",
      token: admin.token,
      json: {
        senderId,
        ...draft,
        emails: [reader.email],
        scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    const blastId = (await created.json<{ data: { blast: { uuid: string } } }>()).data.blast.uuid;
    await db().update(emailBlasts).set({ status: "sending" }).where(eq(emailBlasts.id, blastId));
    const ids = await db()
      .select({ id: emailRecipients.id })
      .from(emailRecipients)
      .where(eq(emailRecipients.blastId, blastId));
    await processBlastMessage(env, { blastId, recipientIds: ids.map((r) => r.id) }, 1);
    const [sent] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, reader.email), eq(outbox.blastId, blastId)));
    expect(sent).toMatchObject({ subject: shown.subject, html: shown.html, text: shown.text, headers: shown.headers });
  });

  it("is made for the signed-in admin without `to`, with an imported name when one is given", async () => {
    const [self] = await db().select().from(users).where(eq(users.id, admin.id));
    const own = (await (await preview({ senderId, ...draft })).json<{ data: BlastPreview }>()).data;
    expect(own).toMatchObject({ to: self?.email, subject: `Hai ${self?.name}, ada yang baru`, locale: "en" });
    const named = (
      await (
        await preview({ senderId, ...draft, to: "someone@example.com", name: "Budi" })
      ).json<{
        data: BlastPreview;
      }>()
    ).data;
    expect(named).toMatchObject({ to: "someone@example.com", subject: "Hai Budi, ada yang baru", locale: "en" });
  });

  it("answers 400 naming the field for bad input, and 403 to a user; nothing is stored", async () => {
    const before = await db().select().from(outbox);
    const missing = await preview({ senderId, subject: " ", body: "x" });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).details?.fields?.map((f) => f.field)).toEqual(["subject"]);
    const unknownSender = await preview({ ...draft, senderId: crypto.randomUUID() });
    expect(unknownSender.status).toBe(400);
    expect((await errorOf(unknownSender)).details?.fields?.map((f) => f.field)).toEqual(["senderId"]);
    const badTo = await preview({ senderId, ...draft, to: "not an address" });
    expect((await errorOf(badTo)).details?.fields?.map((f) => f.field)).toEqual(["to"]);
    const user = await signIn((await createUser()).email);
    expect((await preview({ senderId, ...draft }, user.token)).status).toBe(403);
    expect(await db().select().from(outbox)).toHaveLength(before.length);
  });
});

describe("POST /api/email-blasts/test", () => {
  it("sends the message to the signed-in admin only, at once, and is rate limited", async () => {
    const [self] = await db().select().from(users).where(eq(users.id, admin.id));
    const res = await call("/api/email-blasts/test", {
      method: "POST",
      token: admin.token,
      json: { senderId, ...draft, to: "everyone@example.com" },
    });
    expect(res.status).toBe(200);
    expect((await res.json<{ data: { to: string } }>()).data).toEqual({ to: self?.email });
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, self?.email ?? ""))
      .orderBy(desc(outbox.createdAt));
    expect(mail).toMatchObject({ subject: `Hai ${self?.name}, ada yang baru`, blastId: null });
    expect(mail?.text).toContain("Kabar baru");
    expect(await db().select().from(outbox).where(eq(outbox.toAddress, "everyone@example.com"))).toHaveLength(0);

    // Per admin, under the auth rule (one an hour here, so the test sees the limit).
    const strict = { ...env, RATE_LIMIT_AUTH: "1/3600" };
    const send = () =>
      app.request(
        "/api/email-blasts/test",
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${admin.token}`,
            "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
          },
          body: JSON.stringify({ senderId, ...draft }),
        },
        strict,
      );
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await send()).status);
    expect(statuses).toEqual([200, 429]);
  });
});
