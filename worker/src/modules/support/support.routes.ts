import type { Locale } from "@app/shared/constants";
import { isLocale } from "@app/shared/locale";
import { uuidParam } from "@app/shared/schemas/common";
import {
  supportChatStartBody,
  supportContactBody,
  supportConversationUpdateBody,
  supportListQuery,
  supportMessageBody,
} from "@app/shared/schemas/support";
import { contactResultPath, SUPPORT_FORM_FIELDS, SUPPORT_LIMITS, SUPPORT_TOPICS } from "@app/shared/support-topics";
import { issuesToFields } from "@app/shared/zod-error-map";
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { validator } from "hono/validator";
import { z } from "zod";
import { actorOf } from "../../lib/actor.ts";
import { afterResponse } from "../../lib/background.ts";
import { appOrigin } from "../../lib/config-check.ts";
import { AppError } from "../../lib/errors.ts";
import { ok, okPage } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { authenticateRequest, requireAdmin, requireAuth } from "../../middleware/auth.ts";
import { clientIp, rateLimit } from "../../middleware/rate-limit.ts";
import type { AppBindings } from "../../types.ts";
import { requestLocale } from "../auth/auth-cookies.ts";
import {
  addMessage,
  claimLiveTicket,
  createContactConversation,
  createLiveTicket,
  findConversation,
  getConversation,
  isSupportOnline,
  listConversations,
  sendContactAcknowledgement,
  sendReplyEmail,
  startChat,
  unreadCounts,
  updateConversation,
  type Viewer,
} from "./support.service.ts";
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

const formLocale = async (c: Ctx): Promise<Locale> => {
  const locale = (await formFields(c)).locale;
  return isLocale(locale) ? locale : "en";
};

/**
 * A form post (the marketing page without JavaScript) is answered with a redirect to the page's
 * contact section, whatever happened: `?contact=sent`, `error` or `limited`.
 */
const formPostRedirects = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  if (!isFormPost(c) || !c.error) return;
  const limited = c.error instanceof AppError && c.error.status === 429;
  const location = contactResultPath(await formLocale(c), limited ? "limited" : "error");
  c.res = undefined;
  c.res = new Response(null, { status: 303, headers: { Location: location } });
});

/**
 * Reads the contact message from JSON or a form post. A filled-in honeypot is answered as a
 * success and goes no further; anything invalid is the usual 400 naming the fields.
 */
const contactInput = validator("json", async (value, c: Ctx) => {
  const form = isFormPost(c);
  const raw: unknown = form ? await formFields(c) : value;
  const honeypot = raw && typeof raw === "object" ? (raw as Record<string, unknown>)[SUPPORT_FORM_FIELDS.honeypot] : "";
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    return form
      ? c.redirect(contactResultPath(await formLocale(c), "sent"), 303)
      : ok(c, { received: true as const }, 201);
  }
  const result = await supportContactBody.safeParseAsync(raw, { reportInput: true });
  if (!result.success) {
    const fields = issuesToFields(result.error);
    throw new AppError(400, "VALIDATION_ERROR", fields[0]?.message ?? "Invalid request", { fields });
  }
  return result.data;
});

/** A bearer, when one is sent and still valid; a visitor otherwise (the contact form is public). */
async function optionalUser(c: Ctx) {
  if (!c.req.header("authorization")) return null;
  return (await authenticateRequest(c).catch(() => null))?.user ?? null;
}

/** Mounted at /api/support. */
export const supportRoutes = new Hono<AppBindings>()
  .get("/config", (c) =>
    ok(c, {
      turnstileSiteKey: c.env.TURNSTILE_SECRET_KEY ? (c.env.TURNSTILE_SITE_KEY ?? null) : null,
      topics: [...SUPPORT_TOPICS],
      maxMessageLength: SUPPORT_LIMITS.message,
    }),
  )
  .post("/contact", formPostRedirects, contactInput, rateLimit("contact", { perEmail: true }), async (c) => {
    const input = c.req.valid("json");
    if (!(await verifyTurnstile(c.env, input.turnstileToken, clientIp(c.req.raw.headers)))) {
      throw new AppError(400, "TURNSTILE_FAILED", "The anti-spam check failed. Please try again.", {
        fields: [{ field: "turnstileToken", message: "The anti-spam check failed" }],
      });
    }
    const user = await optionalUser(c);
    const locale = input.locale ?? user?.locale ?? requestLocale(c);
    const { conversation } = await createContactConversation(c.var.db, {
      name: input.name,
      email: input.email,
      topic: input.topic,
      message: input.message,
      locale,
      userId: user?.id ?? null,
    });
    await afterResponse(c, () => sendContactAcknowledgement(c.var.db, c.env, conversation));
    if (isFormPost(c)) return c.redirect(contactResultPath(locale, "sent"), 303);
    return ok(c, { received: true as const }, 201);
  })
  .get("/unread", requireAuth, async (c) => ok(c, await unreadCounts(c.var.db, viewerOf(c))))
  .get("/conversations", requireAuth, validate("query", supportListQuery), async (c) =>
    okPage(c, await listConversations(c.var.db, viewerOf(c), c.req.valid("query"))),
  )
  .post(
    "/conversations",
    requireAuth,
    validate("json", supportChatStartBody),
    rateLimit("support-message", { perUser: true, scale: 3 }),
    async (c) => {
      const { user } = c.get("auth");
      const started = await startChat(c.var.db, user, c.req.valid("json"), requestLocale(c));
      const supportOnline = await isSupportOnline(c.var.db);
      return ok(c, { ...started, deliveredBy: ["live" as const], supportOnline }, 201);
    },
  )
  .get("/conversations/:uuid", requireAuth, validate("param", uuidParam), async (c) => {
    const viewer = viewerOf(c);
    const { conversation, readAt } = await getConversation(c.var.db, viewer, c.req.valid("param").uuid);
    if (readAt) {
      const role = viewer.role === "admin" ? "admin" : "user";
      await deliver(c.env, c.var.db, conversation.uuid, { type: "read", role, at: new Date(readAt).toISOString() });
    }
    return ok(c, conversation);
  })
  .post(
    "/conversations/:uuid/messages",
    requireAuth,
    validate("param", uuidParam),
    validate("json", supportMessageBody),
    rateLimit("support-message", { perUser: true, scale: 3 }),
    async (c) => {
      const db = c.var.db;
      const viewer = viewerOf(c);
      const conversation = await findConversation(db, viewer, c.req.valid("param").uuid);
      const posted = await addMessage(db, viewer, conversation, c.req.valid("json").body);
      const live = await deliver(c.env, db, conversation.id, { type: "message", message: posted.message });
      const reply = viewer.role === "admin";
      const deliveredBy: ("live" | "email")[] = reply && conversation.channel === "contact" ? [] : ["live"];
      if (reply && (conversation.channel === "contact" || !live.userConnected)) {
        try {
          await sendReplyEmail(db, c.env, posted.row, { body: posted.message.body, adminName: viewer.name });
          deliveredBy.push("email");
        } catch (error) {
          console.error(
            JSON.stringify({ level: "error", supportReplyEmail: String(error), conversation: conversation.id }),
          );
        }
      }
      return ok(
        c,
        { message: posted.message, conversation: posted.conversation, deliveredBy, supportOnline: live.supportOnline },
        201,
      );
    },
  )
  .put(
    "/conversations/:uuid",
    requireAdmin,
    validate("param", uuidParam),
    validate("json", supportConversationUpdateBody),
    async (c) => {
      const updated = await updateConversation(c.var.db, actorOf(c), c.req.valid("param").uuid, c.req.valid("json"));
      await deliver(c.env, c.var.db, updated.uuid, {
        type: "status",
        status: updated.status,
        assignee: updated.assignee,
      });
      return ok(c, updated);
    },
  )
  // A ticket opens a socket: a few a minute cover reconnects and tabs (issue 26).
  .post(
    "/conversations/:uuid/live-ticket",
    requireAuth,
    validate("param", uuidParam),
    rateLimit("support-live-ticket", { perUser: true, scale: 3 }),
    async (c) => {
      const { uuid } = c.req.valid("param");
      const { ticket, expiresAt } = await createLiveTicket(c.var.db, viewerOf(c), c.get("auth").session.id, uuid);
      const path = `/api/support/conversations/${uuid}/live?ticket=${encodeURIComponent(ticket)}`;
      return ok(c, { ticket, path, url: `${appOrigin(c.env).replace(/^http/, "ws")}${path}`, expiresAt }, 201);
    },
  )
  .get(
    "/conversations/:uuid/live",
    validate("param", uuidParam),
    validate("query", z.object({ ticket: z.string().max(200).optional() })),
    async (c) => {
      const { uuid } = c.req.valid("param");
      const { ticket } = c.req.valid("query");
      if (!ticket) throw new AppError(401, "UNAUTHORIZED", "A live chat ticket is required");
      if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
        throw new AppError(426, "UPGRADE_REQUIRED", "This address only accepts a WebSocket connection", undefined, {
          Upgrade: "websocket",
        });
      }
      const identity = await claimLiveTicket(c.var.db, ticket, uuid);
      const room = await roomOf(c.env, uuid).fetch("https://support-room/connect", {
        headers: { Upgrade: "websocket", [ROOM_IDENTITY_HEADER]: JSON.stringify(identity) },
      });
      // A fetched response's headers are immutable; the app adds its security headers to this copy.
      return new Response(null, { status: room.status, headers: room.headers, webSocket: room.webSocket });
    },
  );
