import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from "@app/shared/messages";
import { isSafeLocalPath } from "@app/shared/routes";
import { googleConfigResult, googleLoginQuery } from "@app/shared/schemas/users";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { afterResponse } from "../../lib/background.ts";
import { appOrigin } from "../../lib/config-check.ts";
import { AppError } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { ok } from "../../lib/respond.ts";
import { operations, redirect, routes } from "../../middleware/operation.ts";
import type { AppBindings } from "../../types.ts";
import { endLiveSockets } from "../support/support-live.ts";
import * as authService from "./auth.service.ts";
import { clientInfo, setRefreshCookie } from "./auth-cookies.ts";
import * as google from "./google.service.ts";

const STATE_COOKIE = "oidc_state";
const STATE_COOKIE_PATH = "/api/auth/google";

/** Only same-origin paths, by the panel's own rule: never an open redirect. */
export function safeReturnUrl(value: string | undefined): string {
  return isSafeLocalPath(value) ? value : "/panel";
}

const callbackUri = (env: AppBindings["Bindings"]) => `${appOrigin(env)}/api/auth/google/callback`;

/** Google's callback query. Any failure, an unreadable query included, ends on the sign-in page. */
const googleCallbackQuery = z.object({ code: z.string().optional(), state: z.string().optional() });

/** Back to the sign-in page with `google=error`, the state cookie cleared. */
function failedSignIn(c: Context<AppBindings>) {
  deleteCookie(c, STATE_COOKIE, { path: STATE_COOKIE_PATH });
  return c.redirect("/login?google=error", 302);
}

/** The callback answers no error: a query that fails validation also goes back to the sign-in page. */
const failToSignIn = createMiddleware<AppBindings>(async (c, next) => {
  try {
    await next();
  } catch {
    return failedSignIn(c);
  }
});

const op = operations("Auth");

export const googleRoutes = routes(op)
  .get(
    { path: "/config", summary: "Whether Google sign-in is configured", auth: "public", ok: googleConfigResult },
    (c) => ok(c, { enabled: google.googleConfigured(c.env) }),
  )
  .get(
    {
      path: "/",
      summary: "Start Google sign-in",
      auth: "public",
      request: { query: googleLoginQuery },
      responses: { 302: redirect("To Google's consent page (sets a short-lived state cookie)") },
      errors: [404],
    },
    async (c) => {
      if (!google.googleConfigured(c.env))
        throw new AppError(404, "GOOGLE_UNAVAILABLE", ACCOUNT_MESSAGES.googleUnavailable);
      const { returnUrl, ref } = c.req.valid("query");
      const { url, sealed } = await google.beginGoogleLogin(
        c.env,
        callbackUri(c.env),
        safeReturnUrl(returnUrl),
        ref ?? null,
      );
      setCookie(c, STATE_COOKIE, sealed, {
        httpOnly: true,
        sameSite: "Lax",
        path: STATE_COOKIE_PATH,
        maxAge: 600,
        secure: new URL(c.req.url).protocol === "https:",
      });
      return c.redirect(url, 302);
    },
  )
  .get(
    {
      path: "/callback",
      summary: "Google's redirect back after consent",
      auth: "public",
      request: { query: googleCallbackQuery, cookies: ["oidc_state"] },
      before: [failToSignIn],
      responses: {
        302: redirect("To the sign-in page with `google=success` (and the refresh cookie) or `google=error`"),
      },
    },
    async (c) => {
      const fail = () => failedSignIn(c);
      if (!google.googleConfigured(c.env)) return fail();
      const { code, state } = c.req.valid("query");
      if (!code || !state) return fail();
      try {
        const db = c.var.db;
        const flow = await google.openSealedState(c.env, getCookie(c, STATE_COOKIE));
        const identity = await google.finishGoogleLogin(c.env, flow, code, state, callbackUri(c.env));
        const client = clientInfo(c);
        const user = await google.userForGoogleIdentity(db, c.env, identity, flow.ref, client.ip, requestLocale(c));
        if (user.status === "suspended") throw new AppError(401, "UNAUTHORIZED", AUTH_MESSAGES.suspended);
        const session = await authService.openSession(db, c.env, user, client);
        await afterResponse(c, () => endLiveSockets(c.env, db, { userId: user.id, keep: session.sessionId }));
        setRefreshCookie(c, session.refreshToken);
        deleteCookie(c, STATE_COOKIE, { path: STATE_COOKIE_PATH });
        const target = new URLSearchParams({ google: "success", returnUrl: flow.returnUrl });
        return c.redirect(`/login?${target.toString()}`, 302);
      } catch (error) {
        console.warn(JSON.stringify({ level: "warn", requestId: c.get("requestId"), google: String(error) }));
        return fail();
      }
    },
  ).hono;
