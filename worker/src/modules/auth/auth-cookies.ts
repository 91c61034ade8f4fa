import { LOCALE_COOKIE, type Locale, REFRESH_TOKEN_TTL_S } from "@app/shared/constants";
import { negotiateLocale } from "@app/shared/locale";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { requireSecret } from "../../lib/config-check.ts";
import { normalizeEmail } from "../../lib/email.ts";
import { hmacSha256Hex, safeEqual } from "../../lib/tokens.ts";
import { clientIp } from "../../middleware/rate-limit.ts";
import type { AppBindings } from "../../types.ts";

export const REFRESH_COOKIE = "refresh_token";
export const REFRESH_COOKIE_PATH = "/api/auth";

/** The language of emails a request causes: the locale cookie, then Accept-Language. */
export function requestLocale(c: Context<AppBindings>): Locale {
  return negotiateLocale({ cookie: getCookie(c, LOCALE_COOKIE), acceptLanguage: c.req.header("accept-language") });
}

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
const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 3600;

async function deviceMac(c: Context<AppBindings>, email: string) {
  const key = `known-device:${requireSecret(c.env.JWT_SECRET, "JWT_SECRET")}`;
  return (await hmacSha256Hex(key, normalizeEmail(email))).slice(0, 32);
}

/**
 * After a successful sign-in the browser keeps a signed "known device" cookie for the account, so
 * the per-email throttle (which an attacker can trip from anywhere) never locks its owner out of a
 * browser that signed in before (docs/decisions/, per-email throttle).
 */
export async function rememberDevice(c: Context<AppBindings>, email: string) {
  setCookie(c, DEVICE_COOKIE, await deviceMac(c, email), {
    httpOnly: true,
    sameSite: "Lax",
    path: REFRESH_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
    secure: new URL(c.req.url).protocol === "https:",
  });
}

export async function isKnownDevice(c: Context<AppBindings>, email: string): Promise<boolean> {
  const value = getCookie(c, DEVICE_COOKIE);
  return !!value && safeEqual(value, await deviceMac(c, email));
}

export const SECOND_FACTOR_DEVICE_COOKIE = "mfa_device";

async function secondFactorDeviceMac(c: Context<AppBindings>, userId: string) {
  const key = `mfa-device:${requireSecret(c.env.JWT_SECRET, "JWT_SECRET")}`;
  return (await hmacSha256Hex(key, userId)).slice(0, 32);
}

/**
 * After an admin passes the second factor, the browser keeps a signed cookie saying so: the
 * account-wide count of wrong codes, which someone holding the password can run up from anywhere,
 * never locks the owner out of a browser that passed before (issue 41, decision 053).
 */
export async function rememberSecondFactor(c: Context<AppBindings>, userId: string) {
  setCookie(c, SECOND_FACTOR_DEVICE_COOKIE, await secondFactorDeviceMac(c, userId), {
    httpOnly: true,
    sameSite: "Lax",
    path: REFRESH_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
    secure: new URL(c.req.url).protocol === "https:",
  });
}

export async function passedSecondFactorBefore(c: Context<AppBindings>, userId: string): Promise<boolean> {
  const value = getCookie(c, SECOND_FACTOR_DEVICE_COOKIE);
  return !!value && safeEqual(value, await secondFactorDeviceMac(c, userId));
}
