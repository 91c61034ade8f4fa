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
export const SECOND_FACTOR_DEVICE_COOKIE = "mfa_device";
const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 3600;

/**
 * A signed cookie that marks this browser as one that proved something for a subject (an email,
 * a user id): `remember` sets it, `isRemembered` checks it. Its value is an HMAC of the subject under
 * a key of its own purpose, so one kind never passes for another.
 */
function signedDeviceCookie(name: string, purpose: string, subject: (value: string) => string) {
  const mac = async (c: Context<AppBindings>, value: string) =>
    (await hmacSha256Hex(`${purpose}:${requireSecret(c.env.JWT_SECRET, "JWT_SECRET")}`, subject(value))).slice(0, 32);
  return {
    async remember(c: Context<AppBindings>, value: string) {
      setCookie(c, name, await mac(c, value), {
        httpOnly: true,
        sameSite: "Lax",
        path: REFRESH_COOKIE_PATH,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
        secure: new URL(c.req.url).protocol === "https:",
      });
    },
    async isRemembered(c: Context<AppBindings>, value: string): Promise<boolean> {
      const stored = getCookie(c, name);
      return !!stored && safeEqual(stored, await mac(c, value));
    },
  };
}

/**
 * After a successful sign-in the browser keeps a signed "known device" cookie for the account, so
 * the per-email throttle (which an attacker can trip from anywhere) never locks its owner out of a
 * browser that signed in before (docs/decisions/, per-email throttle).
 */
const knownDevice = signedDeviceCookie(DEVICE_COOKIE, "known-device", normalizeEmail);
export const rememberDevice = knownDevice.remember;
export const isKnownDevice = knownDevice.isRemembered;

/**
 * After an admin passes the second factor, the browser keeps a signed cookie saying so: the
 * account-wide count of wrong codes, which someone holding the password can run up from anywhere,
 * never locks the owner out of a browser that passed before (issue 41, decision 053).
 */
const secondFactorDevice = signedDeviceCookie(SECOND_FACTOR_DEVICE_COOKIE, "mfa-device", (userId) => userId);
export const rememberSecondFactor = secondFactorDevice.remember;
export const passedSecondFactorBefore = secondFactorDevice.isRemembered;
