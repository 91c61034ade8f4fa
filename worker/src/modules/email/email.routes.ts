import { LOCALE_COOKIE, type Locale } from "@app/shared/constants";
import { type MessageKey, translate } from "@app/shared/i18n/translate";
import { negotiateLocale } from "@app/shared/locale";
import { apiSuccess, idParam } from "@app/shared/schemas/common";
import {
  blastDetail as blastDetailDto,
  blastDto,
  blastListQuery,
  blastPreviewBody,
  blastPreview as blastPreviewDto,
  blastStatus as blastStatusDto,
  blastSummary as blastSummaryDto,
  blastTestResult,
  databaseBlastBody,
  excelBlastFields,
  fileBlastCreated,
  mailedTokenQuery,
  mailPreview,
  mailPreviewQuery,
  mailTemplateParam,
  manualBlastBody,
  manualBlastCreated,
  outboxMessage,
  outboxQuery,
  recipientDto,
  recipientListQuery,
  sampleRecipient as sampleRecipientDto,
  sampleRecipientQuery,
  segmentBlastCreated,
  segmentCount,
  segmentCountQuery,
  senderBody,
  senderDto,
  senderUpdateBody,
  unsubscribedResult,
} from "@app/shared/schemas/comms";
import { issuesToFields } from "@app/shared/zod-error-map";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { emailUnsubscribes } from "../../db/schema.ts";
import { actorOf } from "../../lib/actor.ts";
import { AppError } from "../../lib/errors.ts";
import { REQUIRED } from "../../lib/field-errors.ts";
import { escapeHtml } from "../../lib/html.ts";
import { ok, okPage } from "../../lib/respond.ts";
import { previewMail } from "../../mail/templates.ts";
import { crudOperations } from "../../middleware/crud-operations.ts";
import { htmlPage, operations, routes } from "../../middleware/operation.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import type { AppBindings } from "../../types.ts";
import { previewBlast, sendTestBlast } from "./blast-preview.ts";
import * as blasts from "./blasts.service.ts";
import { extractRecipients, readRows } from "./recipients-import.ts";
import * as senders from "./senders.service.ts";
import { verifyUnsubscribeToken } from "./unsubscribe.ts";

const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

const op = operations("Email");

/** Mounted at /api/email-blasts (admin). */
export const emailBlastsRoutes = crudOperations(op, {
  noun: "sender",
  base: "/senders",
  params: idParam,
  dto: senderDto,
  body: senderBody,
  updateBody: senderUpdateBody,
  docs: { list: { summary: "Sender identities" } },
  service: senders,
})
  .router()
  .post(
    {
      path: "/manual",
      summary: "Blast to typed addresses",
      description: "{name} and {email} in the Markdown body are filled per recipient.",
      auth: "admin",
      request: { body: manualBlastBody },
      responses: { 201: apiSuccess(manualBlastCreated) },
      errors: [404],
    },
    async (c) => {
      const { emails, ...content } = c.req.valid("json");
      const report = extractRecipients(
        emails.map((e) => [e]),
        { typedList: true },
      );
      const blast = await blasts.createListBlast(c.var.db, c.env, actorOf(c), "manual", content, report.recipients);
      return ok(c, { blast, invalid: report.invalid, duplicates: report.duplicates }, 201);
    },
  )
  .post(
    {
      path: "/excel",
      summary: "Blast to the addresses of an .xlsx or .csv file",
      auth: "admin",
      request: { form: { fields: excelBlastFields, files: ["file"] } },
      responses: { 201: apiSuccess(fileBlastCreated) },
      errors: [404, 413],
    },
    async (c) => {
      const form = await c.req.formData().catch(() => null);
      const file = form?.get("file");
      if (!(file instanceof File))
        throw new AppError(400, "VALIDATION_ERROR", "file is a required field", {
          fields: [{ field: "file", message: "file is a required field", ...REQUIRED }],
        });
      if (file.size > MAX_IMPORT_BYTES)
        throw new AppError(413, "FILE_TOO_LARGE", "file must be at most 5 MB", {
          fields: [{ field: "file", message: "file must be at most 5 MB" }],
        });
      const parsed = excelBlastFields.safeParse(
        {
          senderId: form?.get("senderId"),
          subject: form?.get("subject"),
          body: form?.get("body"),
          scheduledAt: form?.get("scheduledAt") ?? undefined,
        },
        { reportInput: true },
      );
      if (!parsed.success) {
        const fields = issuesToFields(parsed.error);
        throw new AppError(400, "VALIDATION_ERROR", fields[0]?.message ?? "Invalid request", { fields });
      }
      let rows: string[][];
      try {
        rows = await readRows(file);
      } catch {
        throw new AppError(400, "VALIDATION_ERROR", "file must be a readable .xlsx or .csv file", {
          fields: [{ field: "file", message: "file must be a readable .xlsx or .csv file" }],
        });
      }
      const report = extractRecipients(rows);
      const blast = await blasts.createListBlast(c.var.db, c.env, actorOf(c), "excel", parsed.data, report.recipients);
      return ok(
        c,
        {
          blast,
          emailColumn: report.emailColumn,
          accepted: report.recipients.length,
          invalid: report.invalid,
          duplicates: report.duplicates,
        },
        201,
      );
    },
  )
  .post(
    {
      path: "/database",
      summary: "Blast to a segment of the users",
      auth: "admin",
      request: { body: databaseBlastBody },
      responses: { 201: apiSuccess(segmentBlastCreated) },
      errors: [404],
    },
    async (c) => {
      const { segment, ...content } = c.req.valid("json");
      return ok(c, { blast: await blasts.createSegmentBlast(c.var.db, c.env, actorOf(c), segment, content) }, 201);
    },
  )
  .get(
    {
      // The number a segment blast would reach, for the confirmation before sending.
      path: "/segment-count",
      summary: "How many addresses a segment blast would reach now",
      auth: "admin",
      request: { query: segmentCountQuery },
      ok: segmentCount,
    },
    async (c) => {
      const { segment } = c.req.valid("query");
      return ok(c, { segment, count: await blasts.segmentRecipientCount(c.var.db, segment) });
    },
  )
  .post(
    {
      path: "/preview",
      summary: "A blast's message exactly as one recipient will get it (layout, footer, unsubscribe, text part)",
      description: "Without `to`, for the signed-in admin. Nothing is stored or sent.",
      auth: "admin",
      request: { body: blastPreviewBody },
      ok: blastPreviewDto,
    },
    async (c) => ok(c, await previewBlast(c.var.db, c.env, c.req.valid("json"), c.get("auth").user)),
  )
  .post(
    {
      path: "/test",
      summary: "Send a blast's message to the signed-in admin only",
      auth: "admin",
      request: { body: blastPreviewBody },
      use: [rateLimit("email-blast-test", { perUser: true })],
      ok: blastTestResult,
      errors: [429],
    },
    async (c) => ok(c, await sendTestBlast(c.var.db, c.env, c.req.valid("json"), c.get("auth").user)),
  )
  .get(
    {
      path: "/sample-recipient",
      summary: "The first recipient of a segment or a typed address, with the {name} a blast would use",
      auth: "admin",
      request: { query: sampleRecipientQuery },
      ok: sampleRecipientDto,
    },
    async (c) => ok(c, await blasts.sampleRecipient(c.var.db, c.req.valid("query"))),
  )
  .get(
    { path: "/", summary: "Blasts, one page", auth: "admin", request: { query: blastListQuery }, page: blastDto },
    async (c) => {
      return okPage(c, await blasts.listBlasts(c.var.db, c.req.valid("query")));
    },
  )
  .get(
    { path: "/summary", summary: "Blasts and recipients counted by status", auth: "admin", ok: blastSummaryDto },
    async (c) => ok(c, await blasts.blastSummary(c.var.db)),
  )
  .get(
    {
      path: "/outbox",
      summary: "Messages the outbox provider stored instead of sending, one page",
      auth: "admin",
      request: { query: outboxQuery },
      page: outboxMessage,
    },
    async (c) => {
      return okPage(c, await blasts.listOutbox(c.var.db, c.req.valid("query")));
    },
  )
  .get(
    {
      path: "/templates/:name",
      summary: "A transactional email with sample data, in one language (the admin preview)",
      auth: "admin",
      request: { params: mailTemplateParam, query: mailPreviewQuery },
      ok: mailPreview,
    },
    async (c) => {
      const { name } = c.req.valid("param");
      const { locale } = c.req.valid("query");
      return ok(c, { name, locale, ...previewMail(c.env, name, locale) });
    },
  )
  .get(
    {
      path: "/status/:id",
      summary: "A blast's progress",
      auth: "admin",
      request: { params: idParam },
      ok: blastStatusDto,
      errors: [404],
    },
    async (c) => ok(c, await blasts.blastStatus(c.var.db, c.req.valid("param").id)),
  )
  .get(
    {
      path: "/detail/:id",
      summary: "A blast with its body and progress",
      auth: "admin",
      request: { params: idParam },
      ok: blastDetailDto,
      errors: [404],
    },
    async (c) => ok(c, await blasts.blastDetail(c.var.db, c.req.valid("param").id)),
  )
  .get(
    {
      path: "/history/:id",
      summary: "A blast's recipients, one page",
      auth: "admin",
      request: { params: idParam, query: recipientListQuery },
      page: recipientDto,
      errors: [404],
    },
    async (c) => {
      return okPage(c, await blasts.blastHistory(c.var.db, c.req.valid("param").id, c.req.valid("query")));
    },
  )
  .post(
    {
      path: "/:id/cancel",
      summary: "Stop a scheduled or sending blast",
      auth: "admin",
      request: { params: idParam },
      ok: blastStatusDto,
      errors: [404, 409],
    },
    async (c) => ok(c, await blasts.cancelBlast(c.var.db, actorOf(c), c.req.valid("param").id)),
  ).hono;

/** The language of these pages: the preferred-locale cookie, else Accept-Language, else English. */
export function pageLocale(c: Context<AppBindings>): Locale {
  return negotiateLocale({ cookie: getCookie(c, LOCALE_COOKIE), acceptLanguage: c.req.header("accept-language") });
}

export function page(locale: Locale, title: MessageKey, body: string) {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(translate(locale, title))}</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f4f4f5}main{background:#fff;padding:2rem;border-radius:12px;max-width:28rem}button{font-size:1rem;padding:.6rem 1.2rem;border-radius:8px;border:0;background:#4f46e5;color:#fff}</style></head><body><main><h1>${escapeHtml(translate(locale, title))}</h1>${body}</main></body></html>`;
}

/** Mounted at /api/email: one-click unsubscribe (RFC 8058): GET shows a confirm button, POST unsubscribes. */
export const unsubscribeRoutes = routes(op)
  .get(
    {
      path: "/unsubscribe",
      summary: "The one-click unsubscribe page (RFC 8058) of a mailed link",
      auth: "public",
      request: { query: mailedTokenQuery },
      responses: { 200: htmlPage("A confirmation button; 400 with an explanation for a bad link") },
    },
    async (c) => {
      const locale = pageLocale(c);
      const t = (key: MessageKey, vars?: Record<string, string>) => escapeHtml(translate(locale, key, vars));
      const token = c.req.valid("query").token ?? "";
      const email = await verifyUnsubscribeToken(c.env.JWT_SECRET, token);
      if (!email)
        return c.html(page(locale, "unsubscribe.invalidTitle", `<p>${t("unsubscribe.invalidBody")}</p>`), 400);
      return c.html(
        page(
          locale,
          "unsubscribe.title",
          `<p>${t("unsubscribe.question", { email })}</p><form method="post" action="/api/email/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">${t("unsubscribe.button")}</button></form>`,
        ),
      );
    },
  )
  .post(
    {
      path: "/unsubscribe",
      summary: "Unsubscribe the address of a mailed link",
      description: "With `Accept: text/html` the answer is a page instead.",
      auth: "public",
      request: { query: mailedTokenQuery },
      ok: unsubscribedResult,
    },
    async (c) => {
      const email = await verifyUnsubscribeToken(c.env.JWT_SECRET, c.req.valid("query").token ?? "");
      if (!email) throw new AppError(400, "INVALID_TOKEN", "This unsubscribe link is not valid");
      await c.var.db.insert(emailUnsubscribes).values({ email }).onConflictDoNothing();
      if ((c.req.header("accept") ?? "").includes("text/html")) {
        const locale = pageLocale(c);
        return c.html(
          page(
            locale,
            "unsubscribe.doneTitle",
            `<p>${escapeHtml(translate(locale, "unsubscribe.doneBody", { email }))}</p>`,
          ),
        );
      }
      return ok(c, { unsubscribed: true });
    },
  ).hono;
