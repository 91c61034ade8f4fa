import { deleteMeBody, registerBody, updateMeBody, userListQuery, userStatusBody } from "@app/shared/schemas/users";
import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { z } from "zod";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { auditStatement } from "../../lib/audit.ts";
import { afterResponse } from "../../lib/background.ts";
import { csvStream } from "../../lib/csv.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin, requireAuth } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
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
import { redemptionHistory } from "../vouchers/vouchers.service.ts";
import { deleteOwnAccount, exportUserData } from "./privacy.service.ts";
import { exportPage, listUsers, setUserStatus, updateProfile } from "./users.service.ts";

const EXPORT_HEADER = [
  "uuid",
  "name",
  "email",
  "phone",
  "country",
  "role",
  "status",
  "referral_code",
  "created_at",
  "email_verified",
];

export const usersRoutes = new Hono<AppBindings>()
  .post("/register", validate("json", registerBody), rateLimit("register", { perEmail: true }), async (c) => {
    const db = createDb(c.env.DB);
    const result = await register(db, c.env, c.req.valid("json"), clientInfo(c));
    setRefreshCookie(c, result.refreshToken);
    await rememberDevice(c, result.user.email);
    const locale = requestLocale(c);
    await afterResponse(c, () => sendVerificationEmail(db, c.env, result.user, locale));
    return c.json({ error: false as const, data: { token: result.token, user: toUserDto(result.user) } }, 201);
  })
  .get("/me/export", requireAuth, rateLimit("data-export", { perUser: true }), (c) => {
    const stamp = new Date().toISOString().slice(0, 10);
    return new Response(exportUserData(createDb(c.env.DB), c.get("auth").user), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="premiumhub-data-${stamp}.json"`,
        "Cache-Control": "no-store",
      },
    });
  })
  .get("/me", requireAuth, (c) => c.json({ error: false as const, data: toUserDto(c.get("auth").user) }))
  .put("/me", requireAuth, validate("json", updateMeBody), async (c) => {
    const updated = await updateProfile(createDb(c.env.DB), c.get("auth").user, c.req.valid("json"));
    return c.json({ error: false as const, data: toUserDto(updated) });
  })
  .delete(
    "/me",
    requireAuth,
    validate("json", deleteMeBody),
    rateLimit("delete-account", { perUser: true }),
    async (c) => {
      const auth = c.get("auth");
      await deleteOwnAccount(createDb(c.env.DB), c.env, auth, c.req.valid("json"), {
        locale: auth.user.locale ?? requestLocale(c),
        requestId: c.get("requestId") ?? null,
      });
      deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
      return c.json({ error: false as const, data: { deleted: true } });
    },
  )
  .get("/services", requireAuth, async (c) =>
    c.json({ error: false as const, data: await entitledServices(createDb(c.env.DB), c.get("auth").user.id) }),
  )
  .get("/vouchers", requireAuth, async (c) =>
    c.json({ error: false as const, data: await redemptionHistory(createDb(c.env.DB), c.get("auth").user.id) }),
  )
  .get("/devices/active", requireAuth, async (c) => {
    const { user, session } = c.get("auth");
    return c.json({ error: false as const, data: await activeSessions(createDb(c.env.DB), user.id, session.id) });
  })
  .delete("/devices/:id", requireAuth, validate("param", z.object({ id: z.uuid() })), async (c) => {
    const { user, session } = c.get("auth");
    await signOutDevice(createDb(c.env.DB), user.id, c.req.valid("param").id, session.id);
    return c.json({ error: false as const, data: { signedOut: true } });
  })
  .get("/list/pagination", requireAdmin, validate("query", userListQuery), async (c) => {
    const { rows, meta } = await listUsers(createDb(c.env.DB), c.req.valid("query"));
    return c.json({ error: false as const, data: rows.map(toUserDto), meta });
  })
  .get("/export", requireAdmin, validate("query", userListQuery.omit({ page: true, limit: true })), async (c) => {
    const db = createDb(c.env.DB);
    const filters = c.req.valid("query");
    await auditStatement(db, {
      actorId: c.get("auth").user.id,
      action: "user.export",
      entity: "user",
      after: filters,
      requestId: c.get("requestId"),
    });
    const stream = csvStream(
      EXPORT_HEADER,
      (cursor: { createdAt: number; id: string } | null) => exportPage(db, filters, cursor),
      (u) => [
        u.id,
        u.name,
        u.email,
        u.phone,
        u.country,
        u.role,
        u.status,
        u.referralCode,
        new Date(u.createdAt).toISOString(),
        u.emailVerifiedAt === null ? "no" : "yes",
      ],
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
  .put(
    "/status/:userId",
    requireAdmin,
    validate("param", z.object({ userId: z.uuid() })),
    validate("json", userStatusBody),
    async (c) => {
      const updated = await setUserStatus(
        createDb(c.env.DB),
        { id: c.get("auth").user.id, requestId: c.get("requestId") },
        c.req.valid("param").userId,
        c.req.valid("json").status,
      );
      return c.json({ error: false as const, data: toUserDto(updated) });
    },
  );
