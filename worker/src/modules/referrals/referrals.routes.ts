import { applyReferralBody, referralAdminQuery, reviewDecisionBody } from "@app/shared/schemas/referrals";
import { Hono } from "hono";
import { z } from "zod";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { actorOf } from "../../lib/actor.ts";
import { appOrigin } from "../../lib/config-check.ts";
import { csvRow } from "../../lib/csv.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin, requireAuth } from "../../middleware/auth.ts";
import { clientIp, rateLimit } from "../../middleware/rate-limit.ts";
import {
  activities,
  analytics,
  approveReferral,
  exportRows,
  overview,
  rejectReferral,
  reviewQueue,
  topReferrers,
  userReferrals,
} from "./admin-referrals.service.ts";
import { milestoneDays } from "./referral-rewards.ts";
import {
  applyReferralCode,
  checkoutStats,
  referralHistory,
  referralLink,
  referralStats,
  validateCode,
} from "./referrals.service.ts";

export const referralsRoutes = new Hono<AppBindings>()
  .get("/my-code", requireAuth, (c) => {
    const { referralCode } = c.get("auth").user;
    return c.json({
      error: false as const,
      data: { referralCode, link: referralLink(appOrigin(c.env), referralCode) },
    });
  })
  .get(
    "/validate/:code",
    validate("param", z.object({ code: z.string().trim().min(1).max(32) })),
    rateLimit("referral-validate"),
    async (c) =>
      c.json({ error: false as const, data: await validateCode(createDb(c.env.DB), c.req.valid("param").code) }),
  )
  .post(
    "/apply",
    requireAuth,
    validate("json", applyReferralBody),
    rateLimit("referral-apply", { perUser: true }),
    async (c) => {
      const { user } = c.get("auth");
      const result = await applyReferralCode(
        createDb(c.env.DB),
        user,
        c.req.valid("json").referralCode,
        clientIp(c.req.raw.headers),
      );
      return c.json({ error: false as const, data: result });
    },
  )
  .get("/stats", requireAuth, async (c) =>
    c.json({
      error: false as const,
      data: await referralStats(createDb(c.env.DB), c.get("auth").user.id, milestoneDays(c.env)),
    }),
  )
  .get("/history", requireAuth, async (c) =>
    c.json({ error: false as const, data: await referralHistory(createDb(c.env.DB), c.get("auth").user.id) }),
  )
  .get("/checkout-stats", requireAuth, async (c) =>
    c.json({ error: false as const, data: await checkoutStats(createDb(c.env.DB), c.get("auth").user.id) }),
  );

const idParam = z.object({ id: z.uuid() });

export const adminReferralsRoutes = new Hono<AppBindings>()
  .use(requireAdmin)
  .get("/overview", validate("query", referralAdminQuery), async (c) =>
    c.json({ error: false as const, data: await overview(createDb(c.env.DB), c.req.valid("query")) }),
  )
  .get("/top-referrers", validate("query", referralAdminQuery), async (c) =>
    c.json({ error: false as const, data: await topReferrers(createDb(c.env.DB), c.req.valid("query")) }),
  )
  .get("/activities", validate("query", referralAdminQuery), async (c) =>
    c.json({ error: false as const, data: await activities(createDb(c.env.DB), c.req.valid("query")) }),
  )
  .get("/analytics", validate("query", referralAdminQuery), async (c) =>
    c.json({ error: false as const, data: await analytics(createDb(c.env.DB), c.req.valid("query")) }),
  )
  .get("/review", async (c) => c.json({ error: false as const, data: await reviewQueue(createDb(c.env.DB)) }))
  .get("/export", validate("query", referralAdminQuery), async (c) => {
    const rows = await exportRows(createDb(c.env.DB), c.req.valid("query"));
    const header = [
      "uuid",
      "referrer",
      "referred",
      "status",
      "flag_reason",
      "review_note",
      "created_at",
      "converted_at",
    ];
    const body = `\uFEFF${csvRow(header)}${rows.map(csvRow).join("")}`;
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="referrals-${new Date().toISOString().slice(0, 10)}.csv"`,
    });
  })
  .get("/user/:id", validate("param", idParam), async (c) =>
    c.json({ error: false as const, data: await userReferrals(createDb(c.env.DB), c.req.valid("param").id) }),
  )
  .post("/:id/approve", validate("param", idParam), validate("json", reviewDecisionBody), async (c) => {
    await approveReferral(
      createDb(c.env.DB),
      actorOf(c),
      c.req.valid("param").id,
      milestoneDays(c.env),
      c.req.valid("json").reason,
    );
    return c.json({ error: false as const, data: { approved: true } });
  })
  .post("/:id/reject", validate("param", idParam), validate("json", reviewDecisionBody), async (c) => {
    await rejectReferral(createDb(c.env.DB), actorOf(c), c.req.valid("param").id, c.req.valid("json").reason);
    return c.json({ error: false as const, data: { rejected: true } });
  });
