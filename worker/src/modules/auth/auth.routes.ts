import { ACCOUNT_MESSAGES } from "@app/shared/messages";
import {
  forgotPasswordBody,
  loginBody,
  resetPasswordBody,
  verifyEmailBody,
  verifyEmailQuery,
} from "@app/shared/schemas/users";
import { Hono } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import { afterResponse } from "../../lib/background.ts";
import { AppError } from "../../lib/errors.ts";
import { ok } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { authenticateRequest, requireAuth } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import type { AppBindings } from "../../types.ts";
import { mfaRoutes } from "../mfa/mfa.routes.ts";
import { endLiveSockets } from "../support/support-live.ts";
import {
  login,
  refresh,
  requestPasswordReset,
  resetPassword,
  revokeSession,
  sendVerificationEmail,
  sessionOfRefreshToken,
  toUserDto,
  verifyEmail,
} from "./auth.service.ts";
import {
  clientInfo,
  isKnownDevice,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  rememberDevice,
  requestLocale,
  setRefreshCookie,
} from "./auth-cookies.ts";
import { googleRoutes } from "./google.routes.ts";

export const authRoutes = new Hono<AppBindings>()
  .post(
    "/login",
    validate("json", loginBody),
    rateLimit("login", { perEmail: true, trusted: isKnownDevice }),
    async (c) => {
      const { email, password } = c.req.valid("json");
      const result = await login(c.var.db, c.env, email, password, clientInfo(c));
      await afterResponse(c, () => endLiveSockets(c.env, c.var.db, { userId: result.user.id, keep: result.sessionId }));
      setRefreshCookie(c, result.refreshToken);
      await rememberDevice(c, result.user.email);
      return ok(c, { token: result.token, user: toUserDto(result.user, result.adminAccess) });
    },
  )
  .post("/refresh", async (c) => {
    const result = await refresh(c.var.db, c.env, getCookie(c, REFRESH_COOKIE));
    setRefreshCookie(c, result.refreshToken);
    return ok(c, { token: result.token, user: toUserDto(result.user, result.adminAccess) });
  })
  .get("/validate", async (c) => {
    const auth = await authenticateRequest(c);
    return ok(c, { valid: true, user: toUserDto(auth.user, auth.adminAccess) });
  })
  .post("/logout", async (c) => {
    const db = c.var.db;
    const auth = await authenticateRequest(c).catch(() => null);
    const cookie = getCookie(c, REFRESH_COOKIE);
    const sessionId = auth?.session.id ?? (cookie ? await sessionOfRefreshToken(db, cookie) : null);
    if (sessionId) {
      await revokeSession(db, sessionId, "logout");
      await afterResponse(c, () => endLiveSockets(c.env, db, { sessionId }));
    }
    deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
    return ok(c, { loggedOut: true });
  })
  .post(
    "/forgot-password",
    validate("json", forgotPasswordBody),
    rateLimit("forgot", { perEmail: true }),
    async (c) => {
      const { email } = c.req.valid("json");
      const locale = requestLocale(c);
      // Known and unknown emails get the same answer at the same moment: the work runs afterwards.
      await afterResponse(c, () => requestPasswordReset(c.var.db, c.env, email, locale));
      return ok(c, { message: ACCOUNT_MESSAGES.resetSent });
    },
  )
  .post("/reset-password", validate("json", resetPasswordBody), rateLimit("reset"), async (c) => {
    const { token, password } = c.req.valid("json");
    const userId = await resetPassword(c.var.db, token, password);
    await afterResponse(c, () => endLiveSockets(c.env, c.var.db, { userId }));
    return ok(c, { message: ACCOUNT_MESSAGES.passwordChanged });
  })
  // Links mailed before the confirmation page existed: on to that page, which confirms by POST (so
  // a mail scanner's GET confirms nothing), signed in or not.
  .get("/verify-email", validate("query", verifyEmailQuery), (c) => {
    const token = c.req.valid("query").token ?? "";
    return c.redirect(`/verify-email?token=${encodeURIComponent(token)}`, 303);
  })
  .post("/verify-email", validate("json", verifyEmailBody), rateLimit("verify-email"), async (c) => {
    if (!(await verifyEmail(c.var.db, c.req.valid("json").token))) {
      throw new AppError(400, "VERIFICATION_INVALID", ACCOUNT_MESSAGES.verificationInvalid, {
        fields: [{ field: "token", message: ACCOUNT_MESSAGES.verificationInvalid, code: "VERIFICATION_INVALID" }],
      });
    }
    return ok(c, { verified: true as const });
  })
  .post("/verify-email/resend", requireAuth, rateLimit("verify-resend", { perUser: true }), async (c) => {
    const sent = await sendVerificationEmail(c.var.db, c.env, c.get("auth").user, requestLocale(c));
    return ok(c, { sent });
  })
  .route("/google", googleRoutes)
  .route("/mfa", mfaRoutes);
