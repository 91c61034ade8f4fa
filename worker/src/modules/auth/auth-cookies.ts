import { REFRESH_TOKEN_TTL_S } from "@app/shared/constants";
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import type { AppBindings } from "../../app.ts";
import { clientIp } from "../../middleware/rate-limit.ts";

export const REFRESH_COOKIE = "refresh_token";
export const REFRESH_COOKIE_PATH = "/api/auth";

export function clientInfo(c: Context<AppBindings>) {
  return { userAgent: c.req.header("user-agent") ?? null, ip: clientIp(c.req.raw.headers) };
}

/** httpOnly refresh cookie: 7 days, path /api/auth, SameSite=Lax, Secure outside localhost. */
export function setRefreshCookie(c: Context<AppBindings>, token: string) {
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TOKEN_TTL_S,
    secure: new URL(c.req.url).protocol === "https:",
  });
}
