import { LOCALE_COOKIE, type Locale } from "@app/shared/constants";
import { negotiateLocale } from "@app/shared/locale";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppBindings } from "../types.ts";

/** The language of emails a request causes: the locale cookie, then Accept-Language. */
export function requestLocale(c: Context<AppBindings>): Locale {
  return negotiateLocale({ cookie: getCookie(c, LOCALE_COOKIE), acceptLanguage: c.req.header("accept-language") });
}
