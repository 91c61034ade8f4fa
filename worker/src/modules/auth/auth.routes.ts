import { ACCOUNT_MESSAGES } from "@app/shared/messages";
import {
  authResult,
  emailVerifiedResult,
  forgotPasswordBody,
  loggedOutResult,
  loginBody,
  messageResult,
  resetPasswordBody,
  validateResult,
  verificationSentResult,
  verifyEmailBody,
  verifyEmailQuery,
} from "@app/shared/schemas/users";
import { deleteCookie, getCookie } from "hono/cookie";
import { afterResponse } from "../../lib/background.ts";
import { AppError } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { ok } from "../../lib/respond.ts";
import { authenticateRequest } from "../../middleware/auth.ts";
import { operations, redirect, routes } from "../../middleware/operation.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { mfaRoutes } from "../mfa/mfa.routes.ts";
import { endLiveSockets } from "../support/support-live.ts";
import * as authService from "./auth.service.ts";
import {
  clientInfo,
  isKnownDevice,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  rememberDevice,
  setRefreshCookie,
} from "./auth-cookies.ts";
import { googleRoutes } from "./google.routes.ts";

const op = operations("Auth");

export const authRoutes = routes(op)
  .post(
    {
      path: "/login",
      summary: "Sign in with email and password",
      description: "Also sets the httpOnly refresh-token cookie.",
      auth: "public",
      request: { body: loginBody },
      use: [rateLimit("login", { perEmail: true, trusted: isKnownDevice })],
      ok: authResult,
      errors: [401, 429],
    },
    async (c) => {
      const { email, password } = c.req.valid("json");
      const result = await authService.login(c.var.db, c.env, email, password, clientInfo(c));
      await afterResponse(c, () => endLiveSockets(c.env, c.var.db, { userId: result.user.id, keep: result.sessionId }));
      setRefreshCookie(c, result.refreshToken);
      await rememberDevice(c, result.user.email);
      return ok(c, { token: result.token, user: authService.toUserDto(result.user, result.adminAccess) });
    },
  )
  .post(
    {
      path: "/refresh",
      summary: "New access token from the refresh-token cookie",
      description: "Rotates the refresh-token cookie.",
      auth: "public",
      request: { cookies: ["refresh_token"] },
      ok: authResult,
      errors: [401],
    },
    async (c) => {
      const result = await authService.refresh(c.var.db, c.env, getCookie(c, REFRESH_COOKIE));
      setRefreshCookie(c, result.refreshToken);
      return ok(c, { token: result.token, user: authService.toUserDto(result.user, result.adminAccess) });
    },
  )
  .get(
    {
      path: "/validate",
      summary: "Whether the bearer token is a live session, and its user",
      auth: "user",
      ok: validateResult,
    },
    async (c) => {
      const auth = c.get("auth");
      return ok(c, { valid: true, user: authService.toUserDto(auth.user, auth.adminAccess) });
    },
  )
  .post(
    {
      path: "/logout",
      summary: "End the session of the bearer token or of the refresh-token cookie",
      description: "Answers the same whether or not a session was found; clears the cookie.",
      auth: "public",
      request: { cookies: ["refresh_token"] },
      ok: loggedOutResult,
    },
    async (c) => {
      const db = c.var.db;
      const auth = await authenticateRequest(c).catch(() => null);
      const cookie = getCookie(c, REFRESH_COOKIE);
      const sessionId = auth?.session.id ?? (cookie ? await authService.sessionOfRefreshToken(db, cookie) : null);
      if (sessionId) {
        await authService.revokeSession(db, sessionId, "logout");
        await afterResponse(c, () => endLiveSockets(c.env, db, { sessionId }));
      }
      deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
      return ok(c, { loggedOut: true });
    },
  )
  .post(
    {
      path: "/forgot-password",
      summary: "Mail a password-reset link",
      description: "Known and unknown addresses get the same answer.",
      auth: "public",
      request: { body: forgotPasswordBody },
      use: [rateLimit("forgot", { perEmail: true })],
      ok: messageResult,
      errors: [429],
    },
    async (c) => {
      const { email } = c.req.valid("json");
      const locale = requestLocale(c);
      // Known and unknown emails get the same answer at the same moment: the work runs afterwards.
      await afterResponse(c, () => authService.requestPasswordReset(c.var.db, c.env, email, locale));
      return ok(c, { message: ACCOUNT_MESSAGES.resetSent });
    },
  )
  .post(
    {
      path: "/reset-password",
      summary: "Set a new password with a reset token",
      auth: "public",
      request: { body: resetPasswordBody },
      use: [rateLimit("reset")],
      ok: messageResult,
      errors: [429],
    },
    async (c) => {
      const { token, password } = c.req.valid("json");
      const userId = await authService.resetPassword(c.var.db, token, password);
      await afterResponse(c, () => endLiveSockets(c.env, c.var.db, { userId }));
      return ok(c, { message: ACCOUNT_MESSAGES.passwordChanged });
    },
  )
  // Links mailed before the confirmation page existed: on to that page, which confirms by POST (so
  // a mail scanner's GET confirms nothing), signed in or not.
  .get(
    {
      path: "/verify-email",
      summary: "An older mailed confirmation link",
      description: "Confirms nothing itself: it leads to the app's confirmation page, which posts the token.",
      auth: "public",
      request: { query: verifyEmailQuery },
      responses: { 303: redirect("To `/verify-email?token=…`, the app's confirmation page") },
    },
    (c) => {
      const token = c.req.valid("query").token ?? "";
      return c.redirect(`/verify-email?token=${encodeURIComponent(token)}`, 303);
    },
  )
  .post(
    {
      path: "/verify-email",
      summary: "Confirm an email address with the mailed link's token",
      description:
        "Signed in or not: the token alone proves the inbox. A link used before whose address is still confirmed answers `alreadyConfirmed`; 400 VERIFICATION_INVALID when it is unknown, expired, or of an address changed since.",
      auth: "public",
      request: { body: verifyEmailBody },
      use: [rateLimit("verify-email")],
      ok: emailVerifiedResult,
      errors: [429],
    },
    async (c) => {
      const outcome = await authService.verifyEmail(c.var.db, c.req.valid("json").token);
      if (outcome === "invalid") {
        throw new AppError(400, "VERIFICATION_INVALID", ACCOUNT_MESSAGES.verificationInvalid, {
          fields: [{ field: "token", message: ACCOUNT_MESSAGES.verificationInvalid, code: "VERIFICATION_INVALID" }],
        });
      }
      return ok(c, { verified: true as const, alreadyConfirmed: outcome === "already-confirmed" });
    },
  )
  .post(
    {
      path: "/verify-email/resend",
      summary: "Mail a new confirmation link to the signed-in user",
      auth: "user",
      use: [rateLimit("verify-resend", { perUser: true })],
      ok: verificationSentResult,
      errors: [429],
    },
    async (c) => {
      const sent = await authService.sendVerificationEmail(c.var.db, c.env, c.get("auth").user, requestLocale(c));
      return ok(c, { sent });
    },
  )
  .hono.route("/google", googleRoutes)
  .route("/mfa", mfaRoutes);
