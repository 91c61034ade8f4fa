import { LOCALE_COOKIE } from "@app/shared/constants";
import { negotiateLocale } from "@app/shared/locale";
import { ACCOUNT_MESSAGES } from "@app/shared/messages";
import { forgotPasswordBody, loginBody, resetPasswordBody } from "@app/shared/schemas/users";
import { Hono } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { validate } from "../../lib/validate.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import {
  authenticate,
  login,
  refresh,
  requestPasswordReset,
  resetPassword,
  revokeSession,
  sessionOfRefreshToken,
  toUserDto,
} from "./auth.service.ts";
import { clientInfo, REFRESH_COOKIE, REFRESH_COOKIE_PATH, setRefreshCookie } from "./auth-cookies.ts";
import { googleRoutes } from "./google.routes.ts";

export const authRoutes = new Hono<AppBindings>()
  .post("/login", rateLimit("login"), validate("json", loginBody), async (c) => {
    const { email, password } = c.req.valid("json");
    const result = await login(createDb(c.env.DB), c.env, email, password, clientInfo(c));
    setRefreshCookie(c, result.refreshToken);
    return c.json({ error: false as const, data: { token: result.token, user: toUserDto(result.user) } });
  })
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
  .post("/forgot-password", rateLimit("forgot"), validate("json", forgotPasswordBody), async (c) => {
    const locale = negotiateLocale({
      cookie: getCookie(c, LOCALE_COOKIE),
      acceptLanguage: c.req.header("accept-language"),
    });
    await requestPasswordReset(createDb(c.env.DB), c.env, c.req.valid("json").email, new URL(c.req.url).origin, locale);
    return c.json({ error: false as const, data: { message: ACCOUNT_MESSAGES.resetSent } });
  })
  .post("/reset-password", rateLimit("reset"), validate("json", resetPasswordBody), async (c) => {
    const { token, password } = c.req.valid("json");
    await resetPassword(createDb(c.env.DB), token, password);
    return c.json({ error: false as const, data: { message: ACCOUNT_MESSAGES.passwordChanged } });
  })
  .route("/google", googleRoutes);
