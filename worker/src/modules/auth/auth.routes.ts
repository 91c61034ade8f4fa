import { ACCOUNT_MESSAGES } from "@app/shared/messages";
import { forgotPasswordBody, loginBody, resetPasswordBody } from "@app/shared/schemas/users";
import { Hono } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import { z } from "zod";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { afterResponse } from "../../lib/background.ts";
import { validate } from "../../lib/validate.ts";
import { requireAuth } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import {
  authenticate,
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
      const result = await login(createDb(c.env.DB), c.env, email, password, clientInfo(c));
      setRefreshCookie(c, result.refreshToken);
      await rememberDevice(c, result.user.email);
      return c.json({ error: false as const, data: { token: result.token, user: toUserDto(result.user) } });
    },
  )
  .post("/refresh", async (c) => {
    const result = await refresh(createDb(c.env.DB), c.env, getCookie(c, REFRESH_COOKIE));
    setRefreshCookie(c, result.refreshToken);
    return c.json({ error: false as const, data: { token: result.token, user: toUserDto(result.user) } });
  })
  .get("/validate", async (c) => {
    const auth = await authenticate(createDb(c.env.DB), c.env, c.req.header("authorization"));
    return c.json({ error: false as const, data: { valid: true, user: toUserDto(auth.user) } });
  })
  .post("/logout", async (c) => {
    const db = createDb(c.env.DB);
    const auth = await authenticate(db, c.env, c.req.header("authorization")).catch(() => null);
    const cookie = getCookie(c, REFRESH_COOKIE);
    const sessionId = auth?.session.id ?? (cookie ? await sessionOfRefreshToken(db, cookie) : null);
    if (sessionId) await revokeSession(db, sessionId, "logout");
    deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
    return c.json({ error: false as const, data: { loggedOut: true } });
  })
  .post(
    "/forgot-password",
    validate("json", forgotPasswordBody),
    rateLimit("forgot", { perEmail: true }),
    async (c) => {
      const { email } = c.req.valid("json");
      const locale = requestLocale(c);
      // Known and unknown emails get the same answer at the same moment: the work runs afterwards.
      await afterResponse(c, () => requestPasswordReset(createDb(c.env.DB), c.env, email, locale));
      return c.json({ error: false as const, data: { message: ACCOUNT_MESSAGES.resetSent } });
    },
  )
  .post("/reset-password", validate("json", resetPasswordBody), rateLimit("reset"), async (c) => {
    const { token, password } = c.req.valid("json");
    await resetPassword(createDb(c.env.DB), token, password);
    return c.json({ error: false as const, data: { message: ACCOUNT_MESSAGES.passwordChanged } });
  })
  .get("/verify-email", validate("query", z.object({ token: z.string().max(200).optional() })), async (c) => {
    const ok = await verifyEmail(createDb(c.env.DB), c.req.valid("query").token ?? "");
    return c.redirect(`/panel?verified=${ok ? "1" : "invalid"}`, 303);
  })
  .post("/verify-email/resend", requireAuth, rateLimit("verify-resend", { perUser: true }), async (c) => {
    const sent = await sendVerificationEmail(createDb(c.env.DB), c.env, c.get("auth").user, requestLocale(c));
    return c.json({ error: false as const, data: { sent } });
  })
  .route("/google", googleRoutes);
