import { idParam } from "@app/shared/schemas/common";
import {
  applyReferralBody,
  applyReferralResult,
  approvedResult,
  myReferralCode,
  type ReferralAdminQuery,
  referralActivity,
  referralAdminQuery,
  referralCheckoutStats,
  referralCodeParam,
  referralDay,
  referralHistoryItem,
  referralHistoryQuery,
  referralOverview,
  referralStats as referralStatsDto,
  referralValidation,
  rejectedResult,
  reviewDecisionBody,
  topReferrer,
  userReferrals as userReferralsDto,
} from "@app/shared/schemas/referrals";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { actorOf } from "../../lib/actor.ts";
import { appOrigin } from "../../lib/config-check.ts";
import { csvStream } from "../../lib/csv.ts";
import type { KeysetCursor } from "../../lib/paginate.ts";
import { ok, okPage } from "../../lib/respond.ts";
import { CSV_FILE, operations, routes } from "../../middleware/operation.ts";
import { clientIp, rateLimit } from "../../middleware/rate-limit.ts";
import * as adminReferrals from "./admin-referrals.service.ts";
import { milestoneDays } from "./referral-rewards.ts";
import * as referrals from "./referrals.service.ts";

const op = operations("Referrals");

export const referralsRoutes = routes(op)
  .get(
    { path: "/my-code", summary: "The caller's referral code and shareable link", auth: "user", ok: myReferralCode },
    (c) => {
      const { referralCode } = c.get("auth").user;
      return ok(c, { referralCode, link: referrals.referralLink(appOrigin(c.env), referralCode) });
    },
  )
  .get(
    {
      path: "/validate/:code",
      summary: "Whether a referral code exists, with the referrer's masked name",
      auth: "public",
      request: { params: referralCodeParam },
      use: [rateLimit("referral-validate")],
      ok: referralValidation,
      errors: [404, 429],
    },
    async (c) => ok(c, await referrals.validateCode(c.var.db, c.req.valid("param").code)),
  )
  .post(
    {
      path: "/apply",
      summary: "Apply a friend's referral code to the caller's account",
      auth: "user",
      request: { body: applyReferralBody },
      use: [rateLimit("referral-apply", { perUser: true })],
      ok: applyReferralResult,
      errors: [404, 409, 422, 429],
    },
    async (c) => {
      const { user } = c.get("auth");
      const result = await referrals.applyReferralCode(
        c.var.db,
        user,
        c.req.valid("json").referralCode,
        clientIp(c.req.raw.headers),
      );
      return ok(c, result);
    },
  )
  .get(
    {
      path: "/stats",
      summary: "The caller's referral counts, tier, next milestone and invitations of the last 12 weeks",
      auth: "user",
      ok: referralStatsDto,
    },
    async (c) => ok(c, await referrals.referralStats(c.var.db, c.get("auth").user.id, milestoneDays(c.env))),
  )
  .get(
    {
      path: "/history",
      summary: "A page of the friends the caller referred, newest first, optionally of one status",
      auth: "user",
      request: { query: referralHistoryQuery },
      page: referralHistoryItem,
    },
    async (c) => okPage(c, await referrals.referralHistory(c.var.db, c.get("auth").user.id, c.req.valid("query"))),
  )
  .get(
    {
      path: "/checkout-stats",
      summary: "Whether the caller's first purchase gets the friend discount",
      auth: "user",
      ok: referralCheckoutStats,
    },
    async (c) => ok(c, await referrals.checkoutStats(c.var.db, c.get("auth").user.id)),
  ).hono;

/** One figure of the programme over the period the admin's query names. */
function periodFigure<T extends z.ZodType>(
  path: string,
  summary: string,
  schema: T,
  figure: (db: Db, period: ReferralAdminQuery) => Promise<z.input<T>>,
) {
  return op(
    { path, summary, auth: "admin", request: { query: referralAdminQuery }, ok: schema as z.ZodType },
    async (c) => ok(c, await figure(c.var.db, c.req.valid("query"))),
  );
}

export const adminReferralsRoutes = routes(op)
  .get(periodFigure("/overview", "Referral totals of a period", referralOverview, adminReferrals.overview))
  .get(periodFigure("/top-referrers", "Top referrers of a period", z.array(topReferrer), adminReferrals.topReferrers))
  .get(
    periodFigure("/activities", "Latest referrals of a period", z.array(referralActivity), adminReferrals.activities),
  )
  .get(periodFigure("/analytics", "Sign-ups and conversions per day", z.array(referralDay), adminReferrals.analytics))
  .get(
    {
      path: "/review",
      summary: "Sign-ups the fraud rules flagged, awaiting a decision",
      auth: "admin",
      ok: z.array(referralActivity),
    },
    async (c) => ok(c, await adminReferrals.reviewQueue(c.var.db)),
  )
  .get(
    {
      path: "/export",
      summary: "Referrals of a period as CSV",
      auth: "admin",
      request: { query: referralAdminQuery },
      responses: { 200: CSV_FILE },
    },
    (c) => {
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
        (cursor: KeysetCursor | null) => adminReferrals.exportPage(db, range, cursor),
        (row) => row,
      );
      return new Response(stream, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="referrals-${new Date().toISOString().slice(0, 10)}.csv"`,
          "Cache-Control": "no-store",
        },
      });
    },
  )
  .get(
    {
      path: "/user/:id",
      summary: "Whom a user referred, and who referred them",
      auth: "admin",
      request: { params: idParam },
      ok: userReferralsDto,
      errors: [404],
    },
    async (c) => ok(c, await adminReferrals.userReferrals(c.var.db, c.req.valid("param").id)),
  )
  .post(
    {
      path: "/:id/approve",
      summary: "Approve a flagged referral",
      auth: "admin",
      request: { params: idParam, body: reviewDecisionBody },
      ok: approvedResult,
      errors: [404, 422],
    },
    async (c) => {
      await adminReferrals.approveReferral(
        c.var.db,
        actorOf(c),
        c.req.valid("param").id,
        milestoneDays(c.env),
        c.req.valid("json").reason,
      );
      return ok(c, { approved: true });
    },
  )
  .post(
    {
      path: "/:id/reject",
      summary: "Reject a flagged referral",
      auth: "admin",
      request: { params: idParam, body: reviewDecisionBody },
      ok: rejectedResult,
      errors: [404, 422],
    },
    async (c) => {
      await adminReferrals.rejectReferral(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json").reason);
      return ok(c, { rejected: true });
    },
  ).hono;
