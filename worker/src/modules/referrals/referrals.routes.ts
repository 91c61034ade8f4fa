import { idParam } from "@app/shared/schemas/common";
import {
  applyReferralBody,
  referralAdminQuery,
  referralCodeParam,
  referralHistoryQuery,
  reviewDecisionBody,
} from "@app/shared/schemas/referrals";
import { Hono } from "hono";
import { actorOf } from "../../lib/actor.ts";
import { appOrigin } from "../../lib/config-check.ts";
import { csvStream } from "../../lib/csv.ts";
import type { KeysetCursor } from "../../lib/paginate.ts";
import { ok, okPage } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin, requireAuth } from "../../middleware/auth.ts";
import { clientIp, rateLimit } from "../../middleware/rate-limit.ts";
import type { AppBindings } from "../../types.ts";
import {
  activities,
  analytics,
  approveReferral,
  exportPage,
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
    return ok(c, { referralCode, link: referralLink(appOrigin(c.env), referralCode) });
  })
  .get("/validate/:code", validate("param", referralCodeParam), rateLimit("referral-validate"), async (c) =>
    ok(c, await validateCode(c.var.db, c.req.valid("param").code)),
  )
  .post(
    "/apply",
    requireAuth,
    validate("json", applyReferralBody),
    rateLimit("referral-apply", { perUser: true }),
    async (c) => {
      const { user } = c.get("auth");
      const result = await applyReferralCode(
        c.var.db,
        user,
        c.req.valid("json").referralCode,
        clientIp(c.req.raw.headers),
      );
      return ok(c, result);
    },
  )
  .get("/stats", requireAuth, async (c) =>
    ok(c, await referralStats(c.var.db, c.get("auth").user.id, milestoneDays(c.env))),
  )
  .get("/history", requireAuth, validate("query", referralHistoryQuery), async (c) =>
    okPage(c, await referralHistory(c.var.db, c.get("auth").user.id, c.req.valid("query"))),
  )
  .get("/checkout-stats", requireAuth, async (c) => ok(c, await checkoutStats(c.var.db, c.get("auth").user.id)));

export const adminReferralsRoutes = new Hono<AppBindings>()
  .use(requireAdmin)
  .get("/overview", validate("query", referralAdminQuery), async (c) =>
    ok(c, await overview(c.var.db, c.req.valid("query"))),
  )
  .get("/top-referrers", validate("query", referralAdminQuery), async (c) =>
    ok(c, await topReferrers(c.var.db, c.req.valid("query"))),
  )
  .get("/activities", validate("query", referralAdminQuery), async (c) =>
    ok(c, await activities(c.var.db, c.req.valid("query"))),
  )
  .get("/analytics", validate("query", referralAdminQuery), async (c) =>
    ok(c, await analytics(c.var.db, c.req.valid("query"))),
  )
  .get("/review", async (c) => ok(c, await reviewQueue(c.var.db)))
  .get("/export", validate("query", referralAdminQuery), (c) => {
    const db = c.var.db;
    const range = c.req.valid("query");
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
    const stream = csvStream(
      header,
      (cursor: KeysetCursor | null) => exportPage(db, range, cursor),
      (row) => row,
    );
    return new Response(stream, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="referrals-${new Date().toISOString().slice(0, 10)}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  })
  .get("/user/:id", validate("param", idParam), async (c) =>
    ok(c, await userReferrals(c.var.db, c.req.valid("param").id)),
  )
  .post("/:id/approve", validate("param", idParam), validate("json", reviewDecisionBody), async (c) => {
    await approveReferral(
      c.var.db,
      actorOf(c),
      c.req.valid("param").id,
      milestoneDays(c.env),
      c.req.valid("json").reason,
    );
    return ok(c, { approved: true });
  })
  .post("/:id/reject", validate("param", idParam), validate("json", reviewDecisionBody), async (c) => {
    await rejectReferral(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json").reason);
    return ok(c, { rejected: true });
  });
