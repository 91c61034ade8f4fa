import { entitledService } from "@app/shared/schemas/catalogue";
import { redemptionDto } from "@app/shared/schemas/commerce";
import { apiSuccess, deletedResult, idParam } from "@app/shared/schemas/common";
import {
  authResult,
  deleteMeBody,
  deviceDto,
  type MeDto,
  meDto,
  registerBody,
  signedOutResult,
  updateMeBody,
  userDto,
  userExportQuery,
  userIdParam,
  userListQuery,
  userStatusBody,
} from "@app/shared/schemas/users";
import { deleteCookie } from "hono/cookie";
import { z } from "zod";
import { isMailLimited } from "../../lib/account-mail.ts";
import { auditStatement } from "../../lib/audit.ts";
import { afterResponse } from "../../lib/background.ts";
import { csvStream } from "../../lib/csv.ts";
import { publicCacheSeconds } from "../../lib/public-cache.ts";
import { requestLocale } from "../../lib/request-locale.ts";
import { ok, okPage } from "../../lib/respond.ts";
import { CSV_FILE, operations, routes } from "../../middleware/operation.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import type { UserRow } from "../../types.ts";
import { activeSessions, register, sendVerificationEmail, signOutDevice, toUserDto } from "../auth/auth.service.ts";
import {
  clientInfo,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  rememberDevice,
  setRefreshCookie,
} from "../auth/auth-cookies.ts";
import { entitledServices } from "../services/services.service.ts";
import { endLiveSockets } from "../support/support-live.ts";
import { mediaDownloaderConfigured } from "../tools/media-download.service.ts";
import { redemptionHistory } from "../vouchers/vouchers.service.ts";
import * as privacy from "./privacy.service.ts";
import * as users from "./users.service.ts";

/** The export's columns in file order: the header and the cell of each user. */
const EXPORT_COLUMNS: [header: string, cell: (u: UserRow) => string | null][] = [
  ["uuid", (u) => u.id],
  ["name", (u) => u.name],
  ["email", (u) => u.email],
  ["phone", (u) => u.phone],
  ["country", (u) => u.country],
  ["role", (u) => u.role],
  ["status", (u) => u.status],
  ["referral_code", (u) => u.referralCode],
  ["created_at", (u) => new Date(u.createdAt).toISOString()],
  ["email_verified", (u) => (u.emailVerifiedAt === null ? "no" : "yes")],
];

const op = operations("Users");

export const usersRoutes = routes(op)
  .post(
    {
      path: "/register",
      summary: "Create an account",
      description: "Signs the new user in (refresh-token cookie) and mails an address confirmation link.",
      auth: "public",
      request: { body: registerBody },
      use: [rateLimit("register", { perEmail: true })],
      responses: { 201: apiSuccess(authResult) },
      errors: [409, 422, 429],
    },
    async (c) => {
      const db = c.var.db;
      const body = c.req.valid("json");
      const locale = body.locale ?? requestLocale(c);
      const result = await register(db, c.env, { ...body, locale }, clientInfo(c));
      setRefreshCookie(c, result.refreshToken);
      await rememberDevice(c, result.user.email);
      await afterResponse(c, () =>
        sendVerificationEmail(db, c.env, result.user, locale).catch((error: unknown) => {
          if (!isMailLimited(error)) throw error;
        }),
      );
      return ok(c, { token: result.token, user: toUserDto(result.user, result.adminAccess) }, 201);
    },
  )
  .get(
    {
      path: "/me/export",
      summary: "Download everything stored about the signed-in user",
      auth: "user",
      use: [rateLimit("data-export", { perUser: true })],
      responses: { 200: { description: "A JSON file, sent as a download", mediaType: "application/json" } },
      errors: [429],
    },
    (c) => {
      const stamp = new Date().toISOString().slice(0, 10);
      return new Response(privacy.exportUserData(c.var.db, c.get("auth").user), {
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Content-Disposition": `attachment; filename="premiumhub-data-${stamp}.json"`,
          "Cache-Control": "no-store",
        },
      });
    },
  )
  .get(
    {
      path: "/me",
      summary: "The signed-in user",
      description: "With `features`: the optional tools this deployment has configured, which the panel lists.",
      auth: "user",
      ok: meDto,
    },
    (c) =>
      ok(c, {
        ...toUserDto(c.get("auth").user, c.get("auth").adminAccess),
        features: { mediaDownloader: mediaDownloaderConfigured(c.env) },
      } satisfies MeDto),
  )
  .put(
    {
      path: "/me",
      summary: "Update name, phone, country, language and renewal reminders",
      auth: "user",
      request: { body: updateMeBody },
      ok: userDto,
      errors: [422],
    },
    async (c) => {
      const updated = await users.updateProfile(c.var.db, c.get("auth").user, c.req.valid("json"));
      return ok(c, toUserDto(updated, c.get("auth").adminAccess));
    },
  )
  .delete(
    {
      path: "/me",
      summary: "Delete the signed-in user's account",
      description: "A password account confirms with its password; every session ends.",
      auth: "user",
      request: { body: deleteMeBody },
      use: [rateLimit("delete-account", { perUser: true })],
      ok: deletedResult,
      errors: [403, 429],
    },
    async (c) => {
      const auth = c.get("auth");
      await privacy.deleteOwnAccount(c.var.db, c.env, auth, c.req.valid("json"), {
        locale: auth.user.locale ?? requestLocale(c),
        requestId: c.get("requestId") ?? null,
      });
      await afterResponse(c, () => endLiveSockets(c.env, c.var.db, { userId: auth.user.id }));
      deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
      return ok(c, { deleted: true });
    },
  )
  .get(
    {
      path: "/services",
      summary: "Services of the caller's active subscription",
      auth: "user",
      ok: z.array(entitledService),
    },
    async (c) => ok(c, await entitledServices(c.var.db, c.get("auth").user.id, publicCacheSeconds(c.env))),
  )
  .get(
    { path: "/vouchers", summary: "The caller's voucher redemptions", auth: "user", ok: z.array(redemptionDto) },
    async (c) => ok(c, await redemptionHistory(c.var.db, c.get("auth").user.id)),
  )
  .get(
    { path: "/devices/active", summary: "The caller's signed-in devices", auth: "user", ok: z.array(deviceDto) },
    async (c) => {
      const { user, session } = c.get("auth");
      return ok(c, await activeSessions(c.var.db, user.id, session.id));
    },
  )
  .delete(
    {
      path: "/devices/:id",
      summary: "Sign out one of the caller's devices",
      auth: "user",
      request: { params: idParam },
      ok: signedOutResult,
      errors: [404],
    },
    async (c) => {
      const { user, session } = c.get("auth");
      await signOutDevice(c.var.db, user.id, c.req.valid("param").id, session.id);
      return ok(c, { signedOut: true });
    },
  )
  .get(
    {
      path: "/list/pagination",
      summary: "Users, one page",
      auth: "admin",
      request: { query: userListQuery },
      page: userDto,
    },
    async (c) => okPage(c, await users.listUsers(c.var.db, c.req.valid("query"))),
  )
  .get(
    {
      path: "/export",
      summary: "Users as CSV, with the list's filters and order",
      auth: "admin",
      request: { query: userExportQuery },
      responses: { 200: CSV_FILE },
    },
    async (c) => {
      const db = c.var.db;
      const filters = c.req.valid("query");
      await auditStatement(db, {
        actorId: c.get("auth").user.id,
        action: "user.export",
        entity: "user",
        after: filters,
        requestId: c.get("requestId"),
      });
      const stream = csvStream(
        EXPORT_COLUMNS.map(([header]) => header),
        (cursor: { createdAt: number; id: string } | null) => users.exportPage(db, filters, cursor),
        (u) => EXPORT_COLUMNS.map(([, cell]) => cell(u)),
      );
      const stamp = new Date().toISOString().slice(0, 10);
      return new Response(stream, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="users-${stamp}.csv"`,
          "Cache-Control": "no-store",
        },
      });
    },
  )
  .put(
    {
      path: "/status/:userId",
      summary: "Set a user's status",
      description: "Suspending ends the user's sessions.",
      auth: "admin",
      request: { params: userIdParam, body: userStatusBody },
      ok: userDto,
      errors: [404, 422],
    },
    async (c) => {
      const updated = await users.setUserStatus(
        c.var.db,
        { id: c.get("auth").user.id, requestId: c.get("requestId") },
        c.req.valid("param").userId,
        c.req.valid("json").status,
      );
      if (updated.status === "suspended")
        await afterResponse(c, () => endLiveSockets(c.env, c.var.db, { userId: updated.id }));
      // Another user's row: their own second-factor standing is not this session's to tell.
      return ok(c, toUserDto(updated, null));
    },
  ).hono;
