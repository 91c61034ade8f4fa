import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type {
  SupportConversationDto,
  SupportConversationSummary,
  SupportLiveEvent,
  SupportLiveTicket,
  SupportPostResult,
} from "@app/shared/schemas/support";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ADMIN_ROUTES } from "../../../test/admin-routes.ts";
import { documentedData, expectDocumented } from "../../../test/expect-documented.ts";
import { app, call, createUser, db, errorOf, signIn, uniqueEmail } from "../../../test/factories.ts";
import { TURNSTILE_PASS, TURNSTILE_SECRET } from "../../../test/fake-providers.global.ts";
import {
  auditLog,
  outbox,
  sessions,
  supportAdminPresence,
  supportConversations,
  supportLiveTickets,
  supportMessages,
} from "../../db/schema.ts";
import { roomOf } from "./support-live.ts";
import { CLOSE, SOCKET_LIMITS, type SupportRoom } from "./support-room.ts";

async function data<T>(res: Response): Promise<T> {
  return (await res.json<{ data: T }>()).data;
}

let admin: { token: string; id: string; name: string };

beforeAll(async () => {
  const a = await createUser({ role: "admin", name: "Ayu Support" });
  admin = { ...(await signIn(a.email)), id: a.id, name: a.name };
});

const contact = (json: unknown, headers: Record<string, string> = {}, bindings = env) =>
  app.request(
    "/api/support/contact",
    {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": randomIp(), ...headers },
      body: JSON.stringify(json),
    },
    bindings,
  );

const formPost = (fields: Record<string, string>, ip = randomIp(), bindings = env) =>
  app.request(
    "/api/support/contact",
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": ip },
      body: new URLSearchParams(fields).toString(),
    },
    bindings,
  );

const randomIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

const validContact = () => ({
  name: "Sari",
  email: uniqueEmail("visitor"),
  topic: "billing",
  message: "My payment went through but my package is not active.",
});

const conversationsOf = (email: string) =>
  db().select().from(supportConversations).where(eq(supportConversations.email, email));
const mailTo = (email: string) =>
  db().select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.createdAt));

async function userWithToken(name = "Budi") {
  const user = await createUser({ name });
  return { ...(await signIn(user.email)), id: user.id, email: user.email, name };
}

async function startChat(token: string, message = "Hello, the extension says my session expired.") {
  const res = await call("/api/support/conversations", { method: "POST", token, json: { message } });
  expect(res.status).toBe(201);
  return documentedData<SupportPostResult>("POST", "/api/support/conversations", res);
}

describe("POST /api/support/contact", () => {
  it("stores a contact conversation and mails an acknowledgement", async () => {
    const input = validContact();
    const res = await contact(input);
    expect(res.status).toBe(201);
    expect(await documentedData("POST", "/api/support/contact", res)).toEqual({ received: true });
    const [row] = await conversationsOf(input.email);
    expect(row).toMatchObject({
      channel: "contact",
      status: "open",
      topic: "billing",
      userId: null,
      unreadForAdmin: 1,
    });
    const messages = await db()
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, row?.id ?? ""));
    expect(messages).toMatchObject([{ author: "visitor", body: input.message }]);
    const [mail] = await mailTo(input.email);
    expect(mail?.subject).toBe("We received your message");
    // The acknowledgement never quotes what the sender typed.
    expect(mail?.html).not.toContain(input.message);
  });

  it("answers 400 naming the field for missing or invalid input, never a 500", async () => {
    const cases: [unknown, string][] = [
      [{ ...validContact(), name: undefined }, "name"],
      [{ ...validContact(), email: "not-an-email" }, "email"],
      [{ ...validContact(), topic: "refunds" }, "topic"],
      [{ ...validContact(), message: "   " }, "message"],
      [{ ...validContact(), message: "x".repeat(4001) }, "message"],
      [{ ...validContact(), locale: "fr" }, "locale"],
    ];
    for (const [body, field] of cases) {
      const res = await contact(body);
      expect(res.status, field).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.details?.fields?.map((f) => f.field)).toContain(field);
    }
    for (const body of [null, [], "text", 42]) expect((await contact(body)).status).toBe(400);
    const malformed = await app.request(
      "/api/support/contact",
      { method: "POST", headers: { "content-type": "application/json" }, body: "{" },
      env,
    );
    expect(malformed.status).toBe(400);
  });

  it("pretends success for a filled-in honeypot and stores nothing", async () => {
    const input = { ...validContact(), website: "http://spam.example" };
    const res = await contact(input);
    expect(res.status).toBe(201);
    expect(await data(res)).toEqual({ received: true });
    expect(await conversationsOf(input.email)).toHaveLength(0);
    expect(await mailTo(input.email)).toHaveLength(0);

    const form = await formPost({ ...validContact(), email: input.email, locale: "id", website: "x" });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/id/?contact=sent#contact");
    expect(await conversationsOf(input.email)).toHaveLength(0);
  });

  it("takes a plain form post and redirects to the page's contact section, in Indonesian", async () => {
    const input = { ...validContact(), locale: "id" };
    const res = await formPost(input);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/id/?contact=sent#contact");
    const [row] = await conversationsOf(input.email);
    expect(row).toMatchObject({ channel: "contact", locale: "id" });
    const [mail] = await mailTo(input.email);
    expect(mail?.subject).toBe("Pesanmu sudah kami terima");
    expect(mail?.html).toContain("tagihan dan pembayaran");

    const invalid = await formPost({ ...validContact(), topic: "", locale: "id" });
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get("location")).toBe("/id/?contact=error#contact");
    const noLocale = await formPost({ name: "x" });
    expect(noLocale.headers.get("location")).toBe("/en/?contact=error#contact");
  });

  it("is rate limited per IP and per email like the auth routes", async () => {
    const strict = { ...env, RATE_LIMIT_AUTH: "3/86400" };
    const ip = "203.0.113.77";
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await contact(validContact(), { "cf-connecting-ip": ip }, strict)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await contact(validContact(), { "cf-connecting-ip": ip }, strict);
    expect((await errorOf(limited)).code).toBe("RATE_LIMITED");
    expect(limited.headers.get("retry-after")).toBeTruthy();
    const form = await formPost({ ...validContact(), locale: "en" }, ip, strict);
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/en/?contact=limited#contact");

    const email = uniqueEmail("flood");
    const perEmail = [];
    for (let i = 0; i < 4; i++) perEmail.push((await contact({ ...validContact(), email }, {}, strict)).status);
    expect(perEmail).toEqual([201, 201, 201, 429]);
    expect(await conversationsOf(email)).toHaveLength(3);
    const byForm = await formPost({ ...validContact(), email, locale: "id" }, randomIp(), strict);
    expect(byForm.headers.get("location")).toBe("/id/?contact=limited#contact");
    expect(await conversationsOf(email)).toHaveLength(3);
  });

  it("requires a Turnstile token confirmed by siteverify when Turnstile is configured", async () => {
    const guarded = {
      ...env,
      TURNSTILE_SITE_KEY: "site-key",
      TURNSTILE_SECRET_KEY: TURNSTILE_SECRET,
      TURNSTILE_VERIFY_URL: `${inject("providersUrl")}/turnstile/siteverify`,
    };
    const config = await app.request("/api/support/config", {}, guarded);
    expect(await documentedData("GET", "/api/support/config", config)).toMatchObject({
      turnstileSiteKey: "site-key",
      maxMessageLength: 4000,
    });
    expect(await data(await app.request("/api/support/config", {}, env))).toMatchObject({ turnstileSiteKey: null });

    const missing = validContact();
    const none = await contact(missing, {}, guarded);
    expect(none.status).toBe(400);
    expect((await errorOf(none)).code).toBe("TURNSTILE_FAILED");
    const wrong = await contact({ ...missing, turnstileToken: "forged" }, {}, guarded);
    expect((await errorOf(wrong)).code).toBe("TURNSTILE_FAILED");
    expect(await conversationsOf(missing.email)).toHaveLength(0);

    expect((await contact({ ...missing, turnstileToken: TURNSTILE_PASS }, {}, guarded)).status).toBe(201);
    const form = validContact();
    const posted = await formPost(
      { ...form, locale: "en", "cf-turnstile-response": TURNSTILE_PASS },
      randomIp(),
      guarded,
    );
    expect(posted.headers.get("location")).toBe("/en/?contact=sent#contact");
    const refused = await formPost(
      { ...validContact(), locale: "en", "cf-turnstile-response": "nope" },
      randomIp(),
      guarded,
    );
    expect(refused.headers.get("location")).toBe("/en/?contact=error#contact");
    expect(await conversationsOf(form.email)).toHaveLength(1);
  });

  it("links a signed-in sender's message to their account", async () => {
    const user = await userWithToken();
    const res = await contact({ ...validContact(), email: user.email }, { authorization: `Bearer ${user.token}` });
    expect(res.status).toBe(201);
    const [row] = await conversationsOf(user.email);
    expect(row?.userId).toBe(user.id);
    const list = await call("/api/support/conversations", { token: user.token });
    expect((await data<SupportConversationSummary[]>(list)).map((c) => c.uuid)).toEqual([row?.id]);
  });
});

describe("conversations", () => {
  it("lets a user start a chat, and only its owner and admins read it", async () => {
    const owner = await userWithToken("Owner");
    const other = await userWithToken("Other");
    const started = await startChat(owner.token);
    expect(started).toMatchObject({ deliveredBy: ["live"], conversation: { channel: "chat", status: "open" } });
    const uuid = started.conversation.uuid;

    const read = await call(`/api/support/conversations/${uuid}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(
      (await documentedData<SupportConversationDto>("GET", "/api/support/conversations/:uuid", read)).messages.map(
        (m) => m.body,
      ),
    ).toEqual([started.message.body]);

    for (const [method, path, json] of [
      ["GET", `/api/support/conversations/${uuid}`, undefined],
      ["POST", `/api/support/conversations/${uuid}/messages`, { body: "let me in" }],
      ["POST", `/api/support/conversations/${uuid}/live-ticket`, undefined],
    ] as const) {
      const res = await call(path, { method, token: other.token, ...(json ? { json } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
      const visitor = await call(path, { method, ...(json ? { json } : {}) });
      expect(visitor.status, `visitor ${method} ${path}`).toBe(401);
    }
    const others = await data<SupportConversationSummary[]>(
      await call("/api/support/conversations", { token: other.token }),
    );
    expect(others.map((c) => c.uuid)).not.toContain(uuid);
    expect(await db().select().from(supportMessages).where(eq(supportMessages.conversationId, uuid))).toHaveLength(1);

    const asAdmin = await call(`/api/support/conversations/${uuid}`, { token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect((await call("/api/support/conversations", {})).status).toBe(401);
    expect((await call("/api/support/conversations", { method: "POST", json: { message: "hi" } })).status).toBe(401);
  });

  it("validates message bodies: trimmed, 1 to 4000 characters", async () => {
    const user = await userWithToken();
    const { conversation } = await startChat(user.token);
    for (const body of ["", "   ", "x".repeat(4001)]) {
      const res = await call(`/api/support/conversations/${conversation.uuid}/messages`, {
        method: "POST",
        token: user.token,
        json: { body },
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).details?.fields?.[0]?.field).toBe("body");
    }
    const html = "<script>alert(1)</script>";
    const res = await call(`/api/support/conversations/${conversation.uuid}/messages`, {
      method: "POST",
      token: user.token,
      json: { body: `  ${html}  ` },
    });
    expect(res.status).toBe(201);
    expect((await data<SupportPostResult>(res)).message.body).toBe(html);
  });

  it("rate-limits messages per user", async () => {
    const user = await userWithToken();
    const { conversation } = await startChat(user.token);
    const strict = { ...env, RATE_LIMIT_AUTH: "1/86400" };
    const post = () =>
      app.request(
        `/api/support/conversations/${conversation.uuid}/messages`,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${user.token}`,
            "cf-connecting-ip": randomIp(),
          },
          body: JSON.stringify({ body: "again" }),
        },
        strict,
      );
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post()).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("counts unread messages on both sides and resets them when read", async () => {
    const user = await userWithToken();
    const { conversation } = await startChat(user.token);
    const adminUnread = async () =>
      documentedData<{ conversations: number; messages: number }>(
        "GET",
        "/api/support/unread",
        await call("/api/support/unread", { token: admin.token }),
      );
    const before = await adminUnread();
    expect(before.conversations).toBeGreaterThanOrEqual(1);

    const opened = await data<SupportConversationDto>(
      await call(`/api/support/conversations/${conversation.uuid}`, { token: admin.token }),
    );
    expect(opened.unread).toBe(0);
    expect((await adminUnread()).conversations).toBe(before.conversations - 1);
    const [first] = await db()
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, conversation.uuid));
    expect(first?.readAt).not.toBeNull();

    await call(`/api/support/conversations/${conversation.uuid}/messages`, {
      method: "POST",
      token: admin.token,
      json: { body: "Hi! Which service?" },
    });
    const userUnread = await call("/api/support/unread", { token: user.token });
    expect(await data(userUnread)).toEqual({ conversations: 1, messages: 1 });
    const list = await data<SupportConversationSummary[]>(
      await call("/api/support/conversations", { token: user.token }),
    );
    expect(list[0]).toMatchObject({ uuid: conversation.uuid, unread: 1, status: "waiting", lastAuthor: "admin" });
    const seen = await data<SupportConversationDto>(
      await call(`/api/support/conversations/${conversation.uuid}`, { token: user.token }),
    );
    expect(seen.messages.at(-1)).toMatchObject({ author: "admin", authorName: admin.name });
    expect(await data(await call("/api/support/unread", { token: user.token }))).toEqual({
      conversations: 0,
      messages: 0,
    });
  });

  it("lists all conversations for admins with status and search filters", async () => {
    const user = await userWithToken("Wulan Searchable");
    const { conversation } = await startChat(user.token, "Netflix quota problem");
    const search = async (query: string) =>
      (
        await data<SupportConversationSummary[]>(
          await call(`/api/support/conversations?${query}`, { token: admin.token }),
        )
      ).map((c) => c.uuid);
    expect(await search("search=wulan%20searchable")).toContain(conversation.uuid);
    expect(await search(`search=${encodeURIComponent(user.email)}`)).toContain(conversation.uuid);
    expect(await search("search=quota")).toContain(conversation.uuid);
    expect(await search("status=open&search=quota")).toContain(conversation.uuid);
    expect(await search("status=closed&search=quota")).not.toContain(conversation.uuid);
    expect(await search(`search=${"%_".repeat(40)}`)).toEqual([]);
    const page = await call("/api/support/conversations?page=1&limit=1", { token: admin.token });
    const body = await page.json<{ data: unknown[]; meta: { total: number; limit: number } }>();
    expectDocumented("GET", "/api/support/conversations", 200, body);
    expect(body.data).toHaveLength(1);
    expect(body.meta.limit).toBe(1);
    expect(body.meta.total).toBeGreaterThan(1);
    expect((await call("/api/support/conversations?status=pending", { token: admin.token })).status).toBe(400);
  });

  it("lets an admin change status and assignee, audited", async () => {
    const user = await userWithToken();
    const { conversation } = await startChat(user.token);
    const put = (json: unknown, token = admin.token) =>
      call(`/api/support/conversations/${conversation.uuid}`, { method: "PUT", token, json });
    expect((await put({ status: "closed" }, user.token)).status).toBe(403);
    expect((await put({})).status).toBe(400);
    const notAdmin = await put({ assigneeUuid: user.id });
    expect(notAdmin.status).toBe(400);
    expect((await errorOf(notAdmin)).details?.fields?.[0]?.field).toBe("assigneeUuid");

    const res = await put({ status: "closed", assigneeUuid: admin.id });
    expect(res.status).toBe(200);
    expect(await documentedData("PUT", "/api/support/conversations/:uuid", res)).toMatchObject({
      status: "closed",
      assignee: { uuid: admin.id, name: admin.name },
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "support_conversation"), eq(auditLog.entityId, conversation.uuid)));
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: "support.update",
      before: { status: "open", assigneeId: null },
      after: { status: "closed", assigneeId: admin.id },
    });
    expect(await data(await put({ assigneeUuid: null }))).toMatchObject({ status: "closed", assignee: null });

    // A customer writing again reopens it.
    await call(`/api/support/conversations/${conversation.uuid}/messages`, {
      method: "POST",
      token: user.token,
      json: { body: "Still broken" },
    });
    const [row] = await db().select().from(supportConversations).where(eq(supportConversations.id, conversation.uuid));
    expect(row?.status).toBe("open");
  });

  it("mails an admin's reply to a contact message", async () => {
    const input = { ...validContact(), locale: "id" };
    await contact(input);
    const [row] = await conversationsOf(input.email);
    const res = await call(`/api/support/conversations/${row?.id}/messages`, {
      method: "POST",
      token: admin.token,
      json: { body: "Halo Sari,\n\nPaketmu sudah aktif <b>sekarang</b>." },
    });
    expect(res.status).toBe(201);
    expect(await documentedData("POST", "/api/support/conversations/:uuid/messages", res)).toMatchObject({
      deliveredBy: ["email"],
      conversation: { status: "waiting" },
    });
    const [reply] = await mailTo(input.email);
    // The subject names the conversation (its topic and reference), not the visitor's message (issue 44).
    const reference = (row?.id ?? "").replace(/-/g, "").slice(0, 8).toUpperCase();
    expect(reply?.subject).toBe(`Balasan dukungan PremiumHub tentang tagihan dan pembayaran [#${reference}]`);
    expect(reply?.subject).not.toContain("package is not active");
    expect(reply?.html).toContain("Paketmu sudah aktif &#60;b&#62;sekarang&#60;/b&#62;.");
    expect(reply?.text).toContain("Paketmu sudah aktif <b>sekarang</b>.");
    const stored = await db()
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, row?.id ?? ""));
    expect(stored.map((m) => m.author)).toEqual(["visitor", "admin"]);
  });

  it("tells a user whether support is online", async () => {
    await db().delete(supportAdminPresence);
    const user = await userWithToken();
    const started = await startChat(user.token);
    expect(started.supportOnline).toBe(false);
    const offline = await data<SupportConversationDto>(
      await call(`/api/support/conversations/${started.conversation.uuid}`, { token: user.token }),
    );
    expect(offline.supportOnline).toBe(false);
    await call("/api/support/unread", { token: admin.token });
    const online = await data<SupportConversationDto>(
      await call(`/api/support/conversations/${started.conversation.uuid}`, { token: user.token }),
    );
    expect(online.supportOnline).toBe(true);
    await db()
      .update(supportAdminPresence)
      .set({ lastSeenAt: Date.now() - 6 * 60_000 });
    const stale = await data<SupportConversationDto>(
      await call(`/api/support/conversations/${started.conversation.uuid}`, { token: user.token }),
    );
    expect(stale.supportOnline).toBe(false);
  });
});

type Live = {
  ws: WebSocket;
  events: SupportLiveEvent[];
  /** Resolves with the close code once the server closes the socket. */
  closed: Promise<number>;
  next: <T extends SupportLiveEvent["type"]>(
    type: T,
    where?: (e: Extract<SupportLiveEvent, { type: T }>) => boolean,
  ) => Promise<Extract<SupportLiveEvent, { type: T }>>;
};

async function ticketFor(token: string, uuid: string) {
  const res = await call(`/api/support/conversations/${uuid}/live-ticket`, { method: "POST", token });
  expect(res.status).toBe(201);
  return documentedData<SupportLiveTicket>("POST", "/api/support/conversations/:uuid/live-ticket", res);
}

const upgrade = (path: string) => call(path, { headers: { Upgrade: "websocket" } });

async function connect(token: string, uuid: string): Promise<Live> {
  const { path } = await ticketFor(token, uuid);
  const res = await upgrade(path);
  expect(res.status).toBe(101);
  const ws = res.webSocket;
  if (!ws) throw new Error("no socket");
  const events: SupportLiveEvent[] = [];
  ws.addEventListener("message", (e) => events.push(JSON.parse(String(e.data))));
  const closed = new Promise<number>((resolve) => ws.addEventListener("close", (e) => resolve(e.code)));
  ws.accept();
  const next: Live["next"] = async (type, where) => {
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const index = events.findIndex((e) => e.type === type && (!where || where(e as never)));
      if (index >= 0) return events.splice(index, 1)[0] as never;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${type} event; got ${JSON.stringify(events)}`);
  };
  return { ws, events, closed, next };
}

/** The close code, or "open" if the socket is still open after `ms`. */
const closeCodeWithin = (live: Live, ms = 5_000) =>
  Promise.race([live.closed, new Promise<"open">((r) => setTimeout(() => r("open"), ms))]);

describe("live chat", () => {
  it("refuses sockets without a valid, unused, unexpired ticket for this conversation", async () => {
    const user = await userWithToken();
    const { conversation } = await startChat(user.token);
    const other = await startChat(user.token, "another one");
    const base = `/api/support/conversations/${conversation.uuid}/live`;

    expect((await upgrade(base)).status).toBe(401);
    expect((await upgrade(`${base}?ticket=forged`)).status).toBe(401);
    const foreign = await ticketFor(user.token, other.conversation.uuid);
    expect((await upgrade(`${base}?ticket=${encodeURIComponent(foreign.ticket)}`)).status).toBe(401);

    const ticket = await ticketFor(user.token, conversation.uuid);
    const plain = await call(ticket.path);
    expect(plain.status).toBe(426);
    expect((await errorOf(plain)).code).toBe("UPGRADE_REQUIRED");
    const first = await upgrade(ticket.path);
    expect(first.status).toBe(101);
    first.webSocket?.accept();
    first.webSocket?.close(1000, "done");
    const reused = await upgrade(ticket.path);
    expect(reused.status).toBe(401);
    expect(reused.webSocket).toBeNull();

    const expired = await ticketFor(user.token, conversation.uuid);
    await db()
      .update(supportLiveTickets)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(supportLiveTickets.conversationId, conversation.uuid));
    expect((await upgrade(expired.path)).status).toBe(401);

    // A ticket dies with its session.
    const late = await ticketFor(user.token, conversation.uuid);
    await signIn(user.email);
    expect((await upgrade(late.path)).status).toBe(401);
  });

  it("delivers messages, typing, read and presence between the user and an admin", async () => {
    const user = await userWithToken("Citra");
    const { conversation } = await startChat(user.token, "Is anyone there?");
    const uuid = conversation.uuid;

    const userLive = await connect(user.token, uuid);
    expect(await userLive.next("presence")).toMatchObject({ userConnected: true, adminConnected: false });
    const adminLive = await connect(admin.token, uuid);
    expect(await adminLive.next("presence")).toMatchObject({
      adminConnected: true,
      userConnected: true,
      supportOnline: true,
    });
    expect(await userLive.next("presence", (e) => e.adminConnected)).toMatchObject({ supportOnline: true });

    userLive.ws.send(JSON.stringify({ type: "typing", typing: true }));
    expect(await adminLive.next("typing")).toEqual({ type: "typing", role: "user", name: "Citra", typing: true });
    userLive.ws.send("not json");
    userLive.ws.send(JSON.stringify({ type: "message", body: "sockets do not take messages" }));

    const reply = await call(`/api/support/conversations/${uuid}/messages`, {
      method: "POST",
      token: admin.token,
      json: { body: "Yes! How can we help?" },
    });
    expect(await data(reply)).toMatchObject({ deliveredBy: ["live"], supportOnline: true });
    const received = await userLive.next("message");
    expect(received.message).toMatchObject({ author: "admin", body: "Yes! How can we help?", authorName: admin.name });
    await adminLive.next("message");

    const answer = await call(`/api/support/conversations/${uuid}/messages`, {
      method: "POST",
      token: user.token,
      json: { body: "My Netflix session keeps expiring." },
    });
    expect(await data(answer)).toMatchObject({ deliveredBy: ["live"], supportOnline: true });
    expect((await adminLive.next("message")).message).toMatchObject({
      author: "user",
      body: "My Netflix session keeps expiring.",
    });

    adminLive.ws.send(JSON.stringify({ type: "read" }));
    expect(await userLive.next("read")).toMatchObject({ role: "admin" });
    const [row] = await db().select().from(supportConversations).where(eq(supportConversations.id, uuid));
    expect(row?.unreadForAdmin).toBe(0);

    const closed = await call(`/api/support/conversations/${uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { status: "closed" },
    });
    expect(closed.status).toBe(200);
    expect(await userLive.next("status")).toMatchObject({ status: "closed", assignee: null });

    adminLive.ws.close(1000, "bye");
    expect(await userLive.next("presence", (e) => !e.adminConnected)).toMatchObject({ userConnected: true });
    userLive.ws.close(1000, "bye");

    // History survives the sockets: it lives in D1.
    const history = await data<SupportConversationDto>(
      await call(`/api/support/conversations/${uuid}`, { token: user.token }),
    );
    expect(history.messages.map((m) => [m.author, m.body])).toEqual([
      ["user", "Is anyone there?"],
      ["admin", "Yes! How can we help?"],
      ["user", "My Netflix session keeps expiring."],
    ]);
    expect(history.messages[0]?.readAt).not.toBeNull();
  });

  it("also mails an admin's chat reply when the user is not connected", async () => {
    const user = await userWithToken("Dewi");
    const { conversation } = await startChat(user.token);
    const adminLive = await connect(admin.token, conversation.uuid);
    await adminLive.next("presence");
    const res = await call(`/api/support/conversations/${conversation.uuid}/messages`, {
      method: "POST",
      token: admin.token,
      json: { body: "We reset your session, please try again." },
    });
    expect(await data(res)).toMatchObject({ deliveredBy: ["live", "email"] });
    const [mail] = await mailTo(user.email);
    expect(mail?.text).toContain("We reset your session, please try again.");
    expect(mail?.text).toContain(`/panel?support=${conversation.uuid}`);
    adminLive.ws.close(1000, "bye");
  });
});

describe("live chat sockets end with their session and keep to their limits", () => {
  it("a revoked session's socket gets nothing more and does not count: the reply goes by email", async () => {
    const user = await userWithToken("Eka");
    const { conversation } = await startChat(user.token);
    const userLive = await connect(user.token, conversation.uuid);
    await userLive.next("presence");
    // Revoked without any close request (as a replica might lag): the room checks at delivery.
    await db()
      .update(sessions)
      .set({ revokedAt: Date.now(), revokedReason: "logout" })
      .where(eq(sessions.userId, user.id));
    const reply = await call(`/api/support/conversations/${conversation.uuid}/messages`, {
      method: "POST",
      token: admin.token,
      json: { body: "Only for the signed-in user" },
    });
    expect(await data(reply)).toMatchObject({ deliveredBy: ["live", "email"] });
    expect(await closeCodeWithin(userLive)).toBe(CLOSE.sessionEnded);
    expect(userLive.events.filter((e) => e.type === "message")).toEqual([]);
  });

  it("another sign-in closes the old session's socket at once", async () => {
    const user = await userWithToken("Fajar");
    const { conversation } = await startChat(user.token);
    const userLive = await connect(user.token, conversation.uuid);
    await userLive.next("presence");
    await signIn(user.email);
    expect(await closeCodeWithin(userLive)).toBe(CLOSE.sessionEnded);
  });

  it("closes a socket at its lifetime's end (the room's alarm)", async () => {
    const user = await userWithToken("Gita");
    const { conversation } = await startChat(user.token);
    const userLive = await connect(user.token, conversation.uuid);
    await userLive.next("presence");
    const room = roomOf(env, conversation.uuid);
    await runInDurableObject(room, (_instance: SupportRoom, state: DurableObjectState) => {
      for (const ws of state.getWebSockets()) {
        const attachment = ws.deserializeAttachment() as { connectedAt: number };
        ws.serializeAttachment({ ...attachment, connectedAt: Date.now() - SOCKET_LIMITS.lifetimeMs - 1 });
      }
    });
    expect(await runDurableObjectAlarm(room)).toBe(true);
    expect(await closeCodeWithin(userLive)).toBe(CLOSE.expired);
  });

  it("closes a socket that sends an oversized frame (1009) or floods typing (1008), passing at most the limit", async () => {
    const user = await userWithToken("Hadi");
    const { conversation } = await startChat(user.token);
    const adminLive = await connect(admin.token, conversation.uuid);
    const big = await connect(user.token, conversation.uuid);
    big.ws.send(JSON.stringify({ type: "typing", typing: true, pad: "x".repeat(8 * 1024) }));
    expect(await closeCodeWithin(big)).toBe(CLOSE.tooBig);

    const flood = await connect(user.token, conversation.uuid);
    for (let i = 0; i < 40; i++) flood.ws.send(JSON.stringify({ type: "typing", typing: i % 2 === 0 }));
    expect(await closeCodeWithin(flood)).toBe(CLOSE.policy);
    await new Promise((r) => setTimeout(r, 300));
    const relayed = adminLive.events.filter((e) => e.type === "typing");
    expect(relayed.length).toBeGreaterThan(0);
    expect(relayed.length).toBeLessThanOrEqual(SOCKET_LIMITS.typing.limit);
    adminLive.ws.close(1000, "bye");
  });

  it("refuses a sixth socket of one account in a room, and rate-limits tickets", async () => {
    const user = await userWithToken("Indah");
    const { conversation } = await startChat(user.token);
    const open: Live[] = [];
    for (let i = 0; i < SOCKET_LIMITS.perUser; i++) open.push(await connect(user.token, conversation.uuid));
    const { path } = await ticketFor(user.token, conversation.uuid);
    const sixth = await upgrade(path);
    expect(sixth.status).toBe(429);
    expect(sixth.webSocket).toBeNull();
    for (const live of open) live.ws.close(1000, "bye");

    const strict = { ...env, RATE_LIMIT_AUTH: "2/86400" };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await app.request(
        `/api/support/conversations/${conversation.uuid}/live-ticket`,
        { method: "POST", headers: { authorization: `Bearer ${user.token}`, "cf-connecting-ip": "198.51.100.88" } },
        strict,
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 6)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});

describe("route guards", () => {
  const routes = [
    ...new Set(app.routes.filter((r) => r.path.startsWith("/api/support")).map((r) => `${r.method} ${r.path}`)),
  ];
  const concrete = (path: string) => path.replace(/:[^/]+/g, "00000000-0000-4000-8000-000000000000");

  it("has exactly the listed admin routes, and no route answers a 5xx to junk", async () => {
    const user = await userWithToken();
    const forbidden: string[] = [];
    for (const route of routes) {
      const [method, path] = route.split(" ") as [string, string];
      const res = await call(concrete(path), { method, token: user.token, ...(method === "GET" ? {} : { json: {} }) });
      expect(res.status, route).toBeLessThan(500);
      if (res.status === 403) forbidden.push(route);
      const visitor = await call(concrete(path), { method, ...(method === "GET" ? {} : { json: {} }) });
      expect(visitor.status, route).toBeLessThan(500);
    }
    expect(forbidden).toEqual(ADMIN_ROUTES.filter((r) => r.includes("/api/support")));
  });
});
