import { env } from "cloudflare:workers";
import type { SupportConversationDto } from "@app/shared/schemas/support";
import { asc, desc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { call, createUser, db, signIn, uniqueEmail } from "../../../test/factories.ts";
import appleForwarded from "../../../test/mail-samples/apple-forwarded.eml?raw";
import gmailIndonesian from "../../../test/mail-samples/gmail-indonesian-quoted.eml?raw";
import gmailPlain from "../../../test/mail-samples/gmail-plain-quoted.eml?raw";
import outlookHtml from "../../../test/mail-samples/outlook-html-only.eml?raw";
import { outbox, supportConversations, supportMessages } from "../../db/schema.ts";
import worker from "../../index.ts";
import { INBOUND_MAX_BYTES, visibleReply } from "./support-inbound.ts";

let admin: { token: string } | undefined;
async function adminToken() {
  admin ??= await signIn((await createUser({ role: "admin", name: "Ayu Support" })).email);
  return admin.token;
}

/** A user's chat that an admin answered by email: the reply mail carries the Reply-To. */
async function answeredChat(name = "Budi") {
  const user = await createUser({ name });
  const { token } = await signIn(user.email);
  const started = await call("/api/support/conversations", {
    method: "POST",
    token,
    json: { message: "The extension says my session expired." },
  });
  const conversationId = (await started.json<{ data: { conversation: { uuid: string } } }>()).data.conversation.uuid;
  await call(`/api/support/conversations/${conversationId}/messages`, {
    method: "POST",
    token: await adminToken(),
    json: { body: "We reset your session, please try again." },
  });
  const [mail] = await db()
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, user.email))
    .orderBy(desc(outbox.createdAt));
  const replyTo = mail?.headers?.["Reply-To"] ?? "";
  return { user, token, conversationId, replyTo };
}

/** A sample with its placeholders filled, delivered to the Worker's email() handler. */
async function deliverMail(sample: string, mail: { from: string; to: string }) {
  const raw = sample.replaceAll("{{FROM}}", mail.from).replaceAll("{{TO}}", mail.to).replace(/\r?\n/g, "\r\n");
  const bytes = new TextEncoder().encode(raw);
  const message = {
    from: mail.from,
    to: mail.to,
    raw: new Response(bytes).body,
    rawSize: bytes.length,
    headers: new Headers(),
    setReject: vi.fn(),
    forward: vi.fn(),
    reply: vi.fn(),
  } as unknown as ForwardableEmailMessage;
  await worker.email(message, env);
  return message;
}

const messagesOf = (conversationId: string) =>
  db()
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(asc(supportMessages.createdAt));

describe("visibleReply", () => {
  it("leaves out the signature, the phone's line, '>' lines and the older separators", () => {
    expect(visibleReply("Yes, that fixed it.\r\n\r\n-- \r\nBudi\r\n+62 812 0000")).toBe("Yes, that fixed it.");
    expect(visibleReply("Sudah bisa.\n\nDikirim dari iPhone saya\n")).toBe("Sudah bisa.");
    expect(visibleReply("> Did it work?\nIt did.\n> And the other one?\nThat too.")).toBe("It did.\nThat too.");
    expect(visibleReply("Done.\n\n-----Original Message-----\nFrom: PremiumHub\nHello")).toBe("Done.");
    expect(
      visibleReply("Oke.\n\n________________________________\nDari: PremiumHub <reply+ab@x.test>\nTerkirim: Senin"),
    ).toBe("Oke.");
  });
});

describe("support replies by email", () => {
  it("gives each conversation its own unguessable Reply-To, kept across replies", async () => {
    const first = await answeredChat();
    const second = await answeredChat("Dewi");
    expect(first.replyTo).toMatch(/^reply\+[0-9a-f]{40}@localhost$/);
    expect(second.replyTo).not.toBe(first.replyTo);
    await call(`/api/support/conversations/${first.conversationId}/messages`, {
      method: "POST",
      token: await adminToken(),
      json: { body: "And one more thing." },
    });
    const mails = await db().select().from(outbox).where(eq(outbox.toAddress, first.user.email));
    expect(new Set(mails.map((m) => m.headers?.["Reply-To"]))).toEqual(new Set([first.replyTo]));
  });

  it("adds a plain reply without its quote, as if typed in the panel", async () => {
    const chat = await answeredChat();
    const log = vi.spyOn(console, "log");
    await deliverMail(gmailPlain, { from: chat.user.email, to: chat.replyTo });
    const stored = await messagesOf(chat.conversationId);
    expect(stored.map((m) => m.author)).toEqual(["user", "admin", "user"]);
    expect(stored[2]?.body).toBe(
      "Thanks! It works now — Netflix opened signed in.\nOne more question: will the renewal use the same wallet?",
    );
    expect(stored[2]?.authorId).toBe(chat.user.id);
    expect(log.mock.calls.some(([line]) => String(line).includes('"supportInbound":"added"'))).toBe(true);
    log.mockRestore();
    // The user sees it in the panel, and admins see the conversation open and unread again.
    const res = await call(`/api/support/conversations/${chat.conversationId}`, { token: chat.token });
    const conversation = (await res.json<{ data: SupportConversationDto }>()).data;
    expect(conversation.messages.at(-1)?.body).toContain("will the renewal use the same wallet?");
    const [row] = await db()
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.id, chat.conversationId));
    expect(row).toMatchObject({ status: "open", lastAuthor: "user", unreadForAdmin: 2 });
  });

  it("drops an Indonesian Gmail quote, and reads an HTML-only Outlook reply without its quoted block", async () => {
    const sari = await answeredChat("Sari");
    await deliverMail(gmailIndonesian, { from: sari.user.email, to: sari.replyTo });
    expect((await messagesOf(sari.conversationId)).at(-1)?.body).toBe(
      "Terima kasih, paket saya sudah aktif sekarang.\n\nSalam,\nSari",
    );

    const dewi = await answeredChat("Dewi");
    // The customer's address in another case still matches.
    await deliverMail(outlookHtml, { from: dewi.user.email.toUpperCase(), to: dewi.replyTo });
    const body = (await messagesOf(dewi.conversationId)).at(-1)?.body ?? "";
    expect(body).toContain('I changed my password & the extension still says "signed out".');
    expect(body).toContain("Café wifi, if that matters.");
    expect(body).not.toContain("please sign out and in again");
    expect(body).not.toContain("<div");
  });

  it("keeps a forwarded message's block: it is what the customer chose to send", async () => {
    const chat = await answeredChat("Rina");
    await deliverMail(appleForwarded, { from: chat.user.email, to: chat.replyTo });
    const body = (await messagesOf(chat.conversationId)).at(-1)?.body ?? "";
    expect(body).toMatch(
      /^Here is the receipt from DANA for the payment that is missing\.\n\nBegin forwarded message:/,
    );
    expect(body).toContain("Reference: DN-20261203-77120");
  });

  it("takes a visitor's answer to a contact reply, from the address the visitor gave", async () => {
    const email = uniqueEmail("visitor");
    const sent = await call("/api/support/contact", {
      method: "POST",
      headers: { "cf-connecting-ip": "198.51.100.77" },
      json: { name: "Sari", email, topic: "billing", message: "My payment went through but nothing is active." },
    });
    expect(sent.status).toBe(201);
    const [row] = await db().select().from(supportConversations).where(eq(supportConversations.email, email));
    await call(`/api/support/conversations/${row?.id}/messages`, {
      method: "POST",
      token: await adminToken(),
      json: { body: "Which email did you pay with?" },
    });
    const [mail] = await db().select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.createdAt));
    await deliverMail(gmailPlain, { from: email, to: mail?.headers?.["Reply-To"] ?? "" });
    const stored = await messagesOf(row?.id ?? "");
    expect(stored.map((m) => [m.author, m.authorId])).toEqual([
      ["visitor", null],
      ["admin", expect.any(String)],
      ["visitor", null],
    ]);
  });

  it("drops mail from anyone but the owner, forged mail, unknown addresses, oversized and empty mail, with a log line", async () => {
    const chat = await answeredChat();
    const warn = vi.spyOn(console, "warn");
    const [otherUser] = [await createUser({ name: "Mallory" })];
    const token = chat.replyTo.split("@")[0]?.slice("reply+".length) ?? "";
    const forged = gmailPlain.replace("dmarc=pass", "dmarc=fail");
    const attachment = "A".repeat(76);
    const oversized = gmailPlain.replace(
      "--000000000000a1b2c3d4e5f60718--",
      `--000000000000a1b2c3d4e5f60718\nContent-Type: application/pdf; name="statement.pdf"\nContent-Transfer-Encoding: base64\n\n${`${attachment}\n`.repeat(Math.ceil(INBOUND_MAX_BYTES / 77) + 10)}--000000000000a1b2c3d4e5f60718--`,
    );
    const onlyQuote = gmailPlain.replace(
      /Thanks! It works now =E2=80=94 Netflix opened signed in\.\nOne more question: will the renewal use the same wallet\?\n/,
      "",
    );
    const cases: [string, string, { from: string; to: string }][] = [
      ["wrong-sender", gmailPlain, { from: otherUser.email, to: chat.replyTo }],
      ["failed-authentication", forged, { from: chat.user.email, to: chat.replyTo }],
      ["unknown-recipient", gmailPlain, { from: chat.user.email, to: `reply+${"0".repeat(40)}@localhost` }],
      ["unknown-recipient", gmailPlain, { from: chat.user.email, to: `reply+${token.slice(0, 39)}@localhost` }],
      ["unknown-recipient", gmailPlain, { from: chat.user.email, to: "support@localhost" }],
      ["oversized", oversized, { from: chat.user.email, to: chat.replyTo }],
      ["empty", onlyQuote, { from: chat.user.email, to: chat.replyTo }],
    ];
    for (const [reason, sample, address] of cases) {
      warn.mockClear();
      const message = await deliverMail(sample, address);
      expect(warn.mock.calls.map(([line]) => JSON.parse(String(line)).reason)).toEqual([reason]);
      expect(message.setReject).not.toHaveBeenCalled();
    }
    warn.mockRestore();
    expect((await messagesOf(chat.conversationId)).map((m) => m.author)).toEqual(["user", "admin"]);
    const [row] = await db()
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.id, chat.conversationId));
    expect(row).toMatchObject({ status: "waiting", lastAuthor: "admin", unreadForAdmin: 1 });
  });

  it("names the configured domain in the Reply-To", async () => {
    const user = await createUser({ name: "Budi" });
    const { token } = await signIn(user.email);
    const started = await call("/api/support/conversations", { method: "POST", token, json: { message: "Hi" } });
    const id = (await started.json<{ data: { conversation: { uuid: string } } }>()).data.conversation.uuid;
    const { replyAddress } = await import("./support.service.ts");
    const address = await replyAddress(db(), { ...env, SUPPORT_REPLY_DOMAIN: "Reply.PremiumHub.example" }, id);
    expect(address).toMatch(/^reply\+[0-9a-f]{40}@reply\.premiumhub\.example$/);
  });
});
