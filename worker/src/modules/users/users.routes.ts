import { idParam } from "@app/shared/schemas/common";
import {
  deleteMeBody,
  type MeDto,
  registerBody,
  updateMeBody,
  userExportQuery,
  userIdParam,
  userListQuery,
  userStatusBody,
} from "@app/shared/schemas/users";
import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { auditStatement } from "../../lib/audit.ts";
import { afterResponse } from "../../lib/background.ts";
import { csvStream } from "../../lib/csv.ts";
import { publicCacheSeconds } from "../../lib/public-cache.ts";
import { ok, okPage } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin, requireAuth } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import type { AppBindings, UserRow } from "../../types.ts";
import { activeSessions, register, sendVerificationEmail, signOutDevice, toUserDto } from "../auth/auth.service.ts";
import {
  clientInfo,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  rememberDevice,
  requestLocale,
  setRefreshCookie,
} from "../auth/auth-cookies.ts";
import { entitledServices } from "../services/services.service.ts";
import { endLiveSockets } from "../support/support-live.ts";
import { mediaDownloaderConfigured } from "../tools/media-download.service.ts";
import { redemptionHistory } from "../vouchers/vouchers.service.ts";
import { deleteOwnAccount, exportUserData } from "./privacy.service.ts";
import { exportPage, listUsers, setUserStatus, updateProfile } from "./users.service.ts";

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

export const usersRoutes = new Hono<AppBindings>()
  .post("/register", validate("json", registerBody), rateLimit("register", { perEmail: true }), async (c) => {
    const db = c.var.db;
    const body = c.req.valid("json");
    const locale = body.locale ?? requestLocale(c);
    const result = await register(db, c.env, { ...body, locale }, clientInfo(c));
    setRefreshCookie(c, result.refreshToken);
    await rememberDevice(c, result.user.email);
    await afterResponse(c, () => sendVerificationEmail(db, c.env, result.user, locale));
    return ok(c, { token: result.token, user: toUserDto(result.user, result.adminAccess) }, 201);
  })
  .get("/me/export", requireAuth, rateLimit("data-export", { perUser: true }), (c) => {
    const stamp = new Date().toISOString().slice(0, 10);
    return new Response(exportUserData(c.var.db, c.get("auth").user), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="premiumhub-data-${stamp}.json"`,
        "Cache-Control": "no-store",
      },
    });
  })
  .get("/me", requireAuth, (c) =>
    ok(c, {
      ...toUserDto(c.get("auth").user, c.get("auth").adminAccess),
      features: { mediaDownloader: mediaDownloaderConfigured(c.env) },
    } satisfies MeDto),
  )
  .put("/me", requireAuth, validate("json", updateMeBody), async (c) => {
    const updated = await updateProfile(c.var.db, c.get("auth").user, c.req.valid("json"));
    return ok(c, toUserDto(updated, c.get("auth").adminAccess));
  })
  .delete(
    "/me",
    requireAuth,
    validate("json", deleteMeBody),
    rateLimit("delete-account", { perUser: true }),
    async (c) => {
      const auth = c.get("auth");
      await deleteOwnAccount(c.var.db, c.env, auth, c.req.valid("json"), {
        locale: auth.user.locale ?? requestLocale(c),
        requestId: c.get("requestId") ?? null,
      });
      await afterResponse(c, () => endLiveSockets(c.env, c.var.db, { userId: auth.user.id }));
      deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
      return ok(c, { deleted: true });
    },
  )
  .get("/services", requireAuth, async (c) =>
    ok(c, await entitledServices(c.var.db, c.get("auth").user.id, publicCacheSeconds(c.env))),
  )
  .get("/vouchers", requireAuth, async (c) => ok(c, await redemptionHistory(c.var.db, c.get("auth").user.id)))
  .get("/devices/active", requireAuth, async (c) => {
    const { user, session } = c.get("auth");
    return ok(c, await activeSessions(c.var.db, user.id, session.id));
  })
  .delete("/devices/:id", requireAuth, validate("param", idParam), async (c) => {
    const { user, session } = c.get("auth");
    await signOutDevice(c.var.db, user.id, c.req.valid("param").id, session.id);
    return ok(c, { signedOut: true });
  })
  .get("/list/pagination", requireAdmin, validate("query", userListQuery), async (c) =>
    okPage(c, await listUsers(c.var.db, c.req.valid("query"))),
  )
  .get("/export", requireAdmin, validate("query", userExportQuery), async (c) => {
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
      (cursor: { createdAt: number; id: string } | null) => exportPage(db, filters, cursor),
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
  })
  .put("/status/:userId", requireAdmin, validate("param", userIdParam), validate("json", userStatusBody), async (c) => {
    const updated = await setUserStatus(
      c.var.db,
      { id: c.get("auth").user.id, requestId: c.get("requestId") },
      c.req.valid("param").userId,
      c.req.valid("json").status,
    );
    if (updated.status === "suspended")
      await afterResponse(c, () => endLiveSockets(c.env, c.var.db, { userId: updated.id }));
    // Another user's row: their own second-factor standing is not this session's to tell.
    return ok(c, toUserDto(updated, null));
  });
