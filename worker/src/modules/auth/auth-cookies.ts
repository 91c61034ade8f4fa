import { REFRESH_TOKEN_TTL_S } from "@app/shared/constants";
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { signedDeviceCookie } from "../../lib/device-cookie.ts";
import { normalizeEmail } from "../../lib/email.ts";
import { clientIp } from "../../middleware/rate-limit.ts";
import type { AppBindings } from "../../types.ts";

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

export const DEVICE_COOKIE = "known_device";

/**
 * After a successful sign-in the browser keeps a signed "known device" cookie for the account, so
 * the per-email throttle (which an attacker can trip from anywhere) never locks its owner out of a
 * browser that signed in before (docs/decisions/, per-email throttle).
 */
const knownDevice = signedDeviceCookie(DEVICE_COOKIE, "known-device", normalizeEmail);
export const rememberDevice = knownDevice.remember;
export const isKnownDevice = knownDevice.isRemembered;
