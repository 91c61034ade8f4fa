import type { Locale } from "@app/shared/constants";
import { isLocale } from "@app/shared/locale";
import { apiSuccess, uuidParam } from "@app/shared/schemas/common";
import {
  supportChatStartBody,
  supportConfig,
  supportContactBody,
  supportContactResult,
  supportConversationDto,
  supportConversationSummary,
  supportConversationUpdateBody,
  supportListQuery,
  supportLiveTicket,
  supportMessageBody,
  supportPostResult,
  supportUnreadResult,
} from "@app/shared/schemas/support";
import {
  type ContactResult,
  contactResultPath,
  SUPPORT_FORM_FIELDS,
  SUPPORT_LIMITS,
  SUPPORT_TOPICS,
} from "@app/shared/support-topics";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { actorOf } from "../../lib/actor.ts";
import { afterResponse } from "../../lib/background.ts";
import { appOrigin } from "../../lib/config-check.ts";
import { AppError } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { ok, okPage } from "../../lib/respond.ts";
import { authenticateRequest } from "../../middleware/auth.ts";
import { operations, redirect, routes } from "../../middleware/operation.ts";
import { clientIp, rateLimit } from "../../middleware/rate-limit.ts";
import type { AppBindings } from "../../types.ts";
import type { Viewer } from "./support.service.ts";
import * as support from "./support.service.ts";
import { deliver, roomOf } from "./support-live.ts";
import { ROOM_IDENTITY_HEADER } from "./support-room.ts";
import { verifyTurnstile } from "./turnstile.ts";

type Ctx = Context<AppBindings>;

const viewerOf = (c: Ctx): Viewer => {
  const { user } = c.get("auth");
  return { id: user.id, role: user.role, name: user.name };
};

const isFormPost = (c: Ctx) => {
  const type = c.req.header("content-type") ?? "";
  return type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data");
};

/** A JSON body, as Hono's json validator reads it (by media type); anything else reads as nothing. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
async function jsonBodyOf(c: Ctx): Promise<unknown> {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
  return JSON_MEDIA_TYPE.test(mediaType) ? await c.req.json().catch(() => null) : null;
}

/**
 * The string fields of a form post, with the Turnstile widget's field under its JSON name. Empty
 * fields are left out, so a blank required field reads as missing.
 */
async function formFields(c: Ctx): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => ({}));
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== "string" || value === "") continue;
    fields[key === SUPPORT_FORM_FIELDS.turnstile ? "turnstileToken" : key] = value;
  }
  return fields;
}

/** A filled-in honeypot: a bot. Its message is answered as a success and goes no further. */
const honeypotFilled = (raw: unknown) => {
  const honeypot = raw && typeof raw === "object" ? (raw as Record<string, unknown>)[SUPPORT_FORM_FIELDS.honeypot] : "";
  return typeof honeypot === "string" && honeypot.trim() !== "";
};

/** Per IP and per email of the message, like the auth routes. */
const contactAttempts = rateLimit("contact", { perEmail: true });

/** A bearer, when one is sent and still valid; a visitor otherwise (the contact form is public). */
async function optionalUser(c: Ctx) {
  if (!c.req.header("authorization")) return null;
  return (await authenticateRequest(c).catch(() => null))?.user ?? null;
}

/**
 * Stores a contact message (JSON or form post, validated) after the anti-spam check and mails its
 * acknowledgement. Answers the language the message was taken in.
 */
async function receiveContact(c: Ctx, input: z.output<typeof supportContactBody>) {
  if (!(await verifyTurnstile(c.env, input.turnstileToken, clientIp(c.req.raw.headers)))) {
    throw new AppError(400, "TURNSTILE_FAILED", "The anti-spam check failed. Please try again.", {
      fields: [{ field: "turnstileToken", message: "The anti-spam check failed" }],
    });
  }
  const user = await optionalUser(c);
  const locale = input.locale ?? user?.locale ?? requestLocale(c);
  const { conversation } = await support.createContactConversation(c.var.db, {
    name: input.name,
    email: input.email,
    topic: input.topic,
    message: input.message,
    locale,
    userId: user?.id ?? null,
  });
  await afterResponse(c, () => support.sendContactAcknowledgement(c.var.db, c.env, conversation));
  return locale;
}

/**
 * A form post (the marketing page without JavaScript) is read here, checked by the documented
 * body's schema and the same rate limit, and answered with a redirect to the page's contact
 * section whatever happened: `?contact=sent`, `error` or `limited`. (The operation's validator
 * reads JSON only.)
 */
const contactFormPost = createMiddleware<AppBindings>(async (c, next) => {
  if (!isFormPost(c)) return next();
  const fields = await formFields(c);
  const formLocale: Locale = isLocale(fields.locale) ? fields.locale : "en";
  let result: ContactResult = "sent";
  let locale: string = formLocale;
  try {
    if (!honeypotFilled(fields)) {
      const parsed = await supportContactBody.safeParseAsync(fields);
      if (!parsed.success) throw new AppError(400, "VALIDATION_ERROR", "Invalid contact form");
      await contactAttempts(c, async () => {});
      locale = await receiveContact(c, parsed.data);
    }
  } catch (error) {
    result = error instanceof AppError && error.status === 429 ? "limited" : "error";
    locale = formLocale;
    if (!(error instanceof AppError)) {
      console.error(
        JSON.stringify({ level: "error", requestId: c.get("requestId"), path: c.req.path, error: String(error) }),
      );
    }
  }
  return c.redirect(contactResultPath(locale, result), 303);
});

/** A JSON message with a filled-in honeypot is answered as a success, before it is even validated. */
const contactHoneypot = createMiddleware<AppBindings>(async (c, next) => {
  if (honeypotFilled(await jsonBodyOf(c))) return ok(c, { received: true as const }, 201);
  await next();
});

const op = operations("Support");

/** The live socket's ticket, read by the handler: a missing one is a 401. */
const liveTicketQuery = z.object({ ticket: z.string().max(200).optional() });

/** Mounted at /api/support. */
export const supportRoutes = routes(op)
  .get(
    {
      path: "/config",
      summary: "What the contact form needs: Turnstile site key, topics, message length",
      auth: "public",
      ok: supportConfig,
    },
    (c) =>
      ok(c, {
        turnstileSiteKey: c.env.TURNSTILE_SECRET_KEY ? (c.env.TURNSTILE_SITE_KEY ?? null) : null,
        topics: [...SUPPORT_TOPICS],
        maxMessageLength: SUPPORT_LIMITS.message,
      }),
  )
  .post(
    {
      path: "/contact",
      summary: "Send a contact message (JSON, or a form post from the marketing page)",
      description:
        "A form post (`application/x-www-form-urlencoded`) is answered with a 303 to the page's contact section " +
        "(`?contact=sent`, `error` or `limited`) instead of JSON. A bearer token, when sent, links the message to the account.",
      auth: "public",
      request: { body: supportContactBody },
      before: [contactFormPost, contactHoneypot],
      use: [contactAttempts],
      responses: { 201: apiSuccess(supportContactResult), 303: redirect("Form posts: back to the contact section") },
      errors: [429],
    },
    async (c) => {
      await receiveContact(c, c.req.valid("json"));
      return ok(c, { received: true as const }, 201);
    },
  )
  .get(
    {
      path: "/unread",
      summary: "Unread support messages: an admin's across conversations, a user's own",
      auth: "user",
      ok: supportUnreadResult,
    },
    async (c) => ok(c, await support.unreadCounts(c.var.db, viewerOf(c))),
  )
  .get(
    {
      path: "/conversations",
      summary: "Conversations, one page: a user's own, or all for admins; newest activity first",
      auth: "user",
      request: { query: supportListQuery },
      page: supportConversationSummary,
    },
    async (c) => okPage(c, await support.listConversations(c.var.db, viewerOf(c), c.req.valid("query"))),
  )
  .post(
    {
      path: "/conversations",
      summary: "Start a chat with support",
      auth: "user",
      request: { body: supportChatStartBody },
      use: [rateLimit("support-message", { perUser: true, scale: 3 })],
      responses: { 201: apiSuccess(supportPostResult) },
      errors: [429],
    },
    async (c) => {
      const { user } = c.get("auth");
      const started = await support.startChat(c.var.db, user, c.req.valid("json"), requestLocale(c));
      const supportOnline = await support.isSupportOnline(c.var.db);
      return ok(c, { ...started, deliveredBy: ["live" as const], supportOnline }, 201);
    },
  )
  .get(
    {
      path: "/conversations/:uuid",
      summary: "A conversation with its latest messages (marks the other side's read)",
      auth: "user",
      request: { params: uuidParam },
      ok: supportConversationDto,
      errors: [404],
    },
    async (c) => {
      const viewer = viewerOf(c);
      const { conversation, readAt } = await support.getConversation(c.var.db, viewer, c.req.valid("param").uuid);
      if (readAt) {
        const role = viewer.role === "admin" ? "admin" : "user";
        await deliver(c.env, c.var.db, conversation.uuid, {
          type: "read",
          role,
          at: new Date(readAt).toISOString(),
        });
      }
      return ok(c, conversation);
    },
  )
  .post(
    {
      path: "/conversations/:uuid/messages",
      summary: "Post a message (an admin's is a reply, also mailed when the user is away)",
      auth: "user",
      request: { params: uuidParam, body: supportMessageBody },
      use: [rateLimit("support-message", { perUser: true, scale: 3 })],
      responses: { 201: apiSuccess(supportPostResult) },
      errors: [404, 429],
    },
    async (c) => {
      const db = c.var.db;
      const viewer = viewerOf(c);
      const conversation = await support.findConversation(db, viewer, c.req.valid("param").uuid);
      const posted = await support.addMessage(db, viewer, conversation, c.req.valid("json").body);
      const live = await deliver(c.env, db, conversation.id, { type: "message", message: posted.message });
      const reply = viewer.role === "admin";
      const deliveredBy: ("live" | "email")[] = reply && conversation.channel === "contact" ? [] : ["live"];
      if (reply && (conversation.channel === "contact" || !live.userConnected)) {
        try {
          await support.sendReplyEmail(db, c.env, posted.row, { body: posted.message.body, adminName: viewer.name });
          deliveredBy.push("email");
        } catch (error) {
          console.error(
            JSON.stringify({ level: "error", supportReplyEmail: String(error), conversation: conversation.id }),
          );
        }
      }
      return ok(
        c,
        {
          message: posted.message,
          conversation: posted.conversation,
          deliveredBy,
          supportOnline: live.supportOnline,
        },
        201,
      );
    },
  )
  .put(
    {
      path: "/conversations/:uuid",
      summary: "Set a conversation's status or assignee",
      auth: "admin",
      request: { params: uuidParam, body: supportConversationUpdateBody },
      ok: supportConversationSummary,
      errors: [404],
    },
    async (c) => {
      const updated = await support.updateConversation(
        c.var.db,
        actorOf(c),
        c.req.valid("param").uuid,
        c.req.valid("json"),
      );
      await deliver(c.env, c.var.db, updated.uuid, {
        type: "status",
        status: updated.status,
        assignee: updated.assignee,
      });
      return ok(c, updated);
    },
  )
  .post(
    {
      path: "/conversations/:uuid/live-ticket",
      summary: "A single-use ticket to open the conversation's live socket within 60 seconds",
      auth: "user",
      request: { params: uuidParam },
      // A ticket opens a socket: a few a minute cover reconnects and tabs (issue 26).
      use: [rateLimit("support-live-ticket", { perUser: true, scale: 3 })],
      responses: { 201: apiSuccess(supportLiveTicket) },
      errors: [404],
    },
    async (c) => {
      const { uuid } = c.req.valid("param");
      const { ticket, expiresAt } = await support.createLiveTicket(
        c.var.db,
        viewerOf(c),
        c.get("auth").session.id,
        uuid,
      );
      const path = `/api/support/conversations/${uuid}/live?ticket=${encodeURIComponent(ticket)}`;
      return ok(c, { ticket, path, url: `${appOrigin(c.env).replace(/^http/, "ws")}${path}`, expiresAt }, 201);
    },
  )
  .get(
    {
      path: "/conversations/:uuid/live",
      summary: "The conversation's live WebSocket (opened with a ticket)",
      auth: "public",
      request: { params: uuidParam, query: liveTicketQuery },
      responses: { 101: { description: "Switching Protocols: JSON text frames both ways" } },
      errors: [401, 404, 426],
    },
    async (c) => {
      const { uuid } = c.req.valid("param");
      const { ticket } = c.req.valid("query");
      if (!ticket) throw new AppError(401, "UNAUTHORIZED", "A live chat ticket is required");
      if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
        throw new AppError(426, "UPGRADE_REQUIRED", "This address only accepts a WebSocket connection", undefined, {
          Upgrade: "websocket",
        });
      }
      const identity = await support.claimLiveTicket(c.var.db, c.env, ticket, uuid);
      const room = await roomOf(c.env, uuid).fetch("https://support-room/connect", {
        headers: { Upgrade: "websocket", [ROOM_IDENTITY_HEADER]: JSON.stringify(identity) },
      });
      // A fetched response's headers are immutable; the app adds its security headers to this copy.
      return new Response(null, { status: room.status, headers: room.headers, webSocket: room.webSocket });
    },
  ).hono;
