import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppBindings } from "../types.ts";
import { requireSecret } from "./config-check.ts";
import { hmacSha256Hex, safeEqual } from "./tokens.ts";

const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 3600;
/** Sent only to the sign-in and second-factor routes, which are all under /api/auth. */
const DEVICE_COOKIE_PATH = "/api/auth";

/**
 * A signed cookie that marks this browser as one that proved something for a subject (an email,
 * a user id): `remember` sets it, `isRemembered` checks it. Its value is an HMAC of the subject under
 * a key of its own purpose, so one kind never passes for another.
 */
export function signedDeviceCookie(name: string, purpose: string, subject: (value: string) => string) {
  const mac = async (c: Context<AppBindings>, value: string) =>
    (await hmacSha256Hex(`${purpose}:${requireSecret(c.env.JWT_SECRET, "JWT_SECRET")}`, subject(value))).slice(0, 32);
  return {
    async remember(c: Context<AppBindings>, value: string) {
      setCookie(c, name, await mac(c, value), {
        httpOnly: true,
        sameSite: "Lax",
        path: DEVICE_COOKIE_PATH,
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
