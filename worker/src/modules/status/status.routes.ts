import type { MessageKey } from "@app/shared/i18n/en";
import { translate } from "@app/shared/i18n/translate";
import { apiSuccess } from "@app/shared/schemas/common";
import {
  statusFeedParam,
  statusResult,
  statusSubscribeBody,
  statusSubscribeResult,
  statusTokenQuery,
  statusUnsubscribedResult,
} from "@app/shared/schemas/status";
import { afterResponse } from "../../lib/background.ts";
import { AppError } from "../../lib/errors.ts";
import { escapeHtml } from "../../lib/html.ts";
import { ok } from "../../lib/respond.ts";
import { htmlPage, operations, redirect, routes } from "../../middleware/operation.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { page, pageLocale } from "../email/email.routes.ts";
import * as status from "./status.service.ts";
import * as subscriptions from "./status-subscriptions.service.ts";

const op = operations("System");
const INVALID_LINK = "This unsubscribe link is not valid";

/** Mounted at /api/status: the public status page's data, its Atom feed and its mail subscriptions (decisions 048, 069). */
export const statusRoutes = routes(op)
  .get(
    {
      path: "/",
      summary: "The services' status: problems first, state, cause, since when, 90 days of uptime, past incidents",
      auth: "public",
      ok: statusResult,
    },
    async (c) => {
      // Health moves without an admin write, so this stays out of the catalogue cache: 30 s at most.
      c.header("Cache-Control", "public, max-age=30");
      return ok(c, await status.serviceStatuses(c.var.db));
    },
  )
  .get(
    {
      path: "/feed/:locale",
      summary: "The service incidents of the last 90 days as an Atom 1.0 feed, in English or Indonesian",
      auth: "public",
      request: { params: statusFeedParam },
      responses: { 200: { description: "An Atom 1.0 feed", mediaType: "application/atom+xml" } },
    },
    async (c) => {
      const xml = await status.statusFeed(c.var.db, c.env, c.req.valid("param").locale);
      return c.body(xml, 200, {
        "Content-Type": "application/atom+xml; charset=utf-8",
        "Cache-Control": "public, max-age=60",
      });
    },
  )
  .post(
    {
      path: "/subscriptions",
      summary: "Ask for status emails (double opt-in: a confirmation link is mailed)",
      description: "The same answer whether or not the address was known or already confirmed.",
      auth: "public",
      request: { body: statusSubscribeBody },
      use: [rateLimit("status-subscribe", { perEmail: true })],
      responses: { 202: apiSuccess(statusSubscribeResult) },
      errors: [429],
    },
    async (c) => {
      const { email, locale } = c.req.valid("json");
      const send = await subscriptions.subscribe(c.var.db, c.env, email, locale);
      if (send) await afterResponse(c, send);
      return ok(c, { pendingConfirmation: true }, 202);
    },
  )
  .get(
    {
      path: "/subscriptions/confirm",
      summary: "Confirm status emails (the mailed link)",
      auth: "public",
      request: { query: statusTokenQuery },
      responses: {
        303: redirect("To the status page with `subscription=confirmed` or `subscription=invalid`"),
      },
    },
    async (c) => {
      const locale = await subscriptions.confirm(c.var.db, c.req.valid("query").token ?? "");
      return c.redirect(
        `/${locale ?? pageLocale(c)}/status?subscription=${locale ? "confirmed" : "invalid"}#subscribe`,
        303,
      );
    },
  )
  .get(
    {
      path: "/subscriptions/unsubscribe",
      summary: "The one-click unsubscribe page (RFC 8058) of a status email",
      auth: "public",
      request: { query: statusTokenQuery },
      responses: { 200: htmlPage("A confirmation button; 400 with an explanation for a bad link") },
    },
    async (c) => {
      const locale = pageLocale(c);
      const t = (key: MessageKey, vars?: Record<string, string>) => escapeHtml(translate(locale, key, vars));
      const token = c.req.valid("query").token ?? "";
      const found = await subscriptions.subscriptionOf(c.var.db, c.env, token);
      if (!found)
        return c.html(page(locale, "unsubscribe.invalidTitle", `<p>${t("unsubscribe.invalidBody")}</p>`), 400);
      return c.html(
        page(
          locale,
          "status.unsubscribe.title",
          `<p>${t("status.unsubscribe.question", { email: found.email })}</p><form method="post" action="/api/status/subscriptions/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">${t("status.unsubscribe.button")}</button></form>`,
        ),
      );
    },
  )
  .post(
    {
      path: "/subscriptions/unsubscribe",
      summary: "Stop the status emails of a mailed link (RFC 8058 one-click)",
      description: "With `Accept: text/html` the answer is a page instead. A link already used answers the same.",
      auth: "public",
      request: { query: statusTokenQuery },
      ok: statusUnsubscribedResult,
    },
    async (c) => {
      const id = await subscriptions.unsubscribeId(c.env, c.req.valid("query").token ?? "");
      if (!id)
        throw new AppError(400, "INVALID_TOKEN", INVALID_LINK, {
          fields: [{ field: "token", message: INVALID_LINK, code: "INVALID_TOKEN" }],
        });
      // A link used twice answers the same: the address is no longer subscribed either way.
      const email = await subscriptions.unsubscribe(c.var.db, id);
      if ((c.req.header("accept") ?? "").includes("text/html")) {
        const locale = pageLocale(c);
        const body = email
          ? translate(locale, "status.unsubscribe.doneBody", { email })
          : translate(locale, "status.unsubscribe.doneTitle");
        return c.html(page(locale, "status.unsubscribe.doneTitle", `<p>${escapeHtml(body)}</p>`));
      }
      return ok(c, { unsubscribed: true });
    },
  ).hono;
