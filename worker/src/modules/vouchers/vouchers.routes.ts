import { VOUCHER_MESSAGES } from "@app/shared/messages";
import {
  redeemBody,
  redeemResult,
  voucherCreateBody,
  voucherDto,
  voucherListQuery,
  voucherPreview,
  voucherUpdateBody,
} from "@app/shared/schemas/commerce";
import { apiPage, apiSuccess, deletedResult, uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { z } from "zod";
import { actorOf } from "../../lib/actor.ts";
import { ok, okPage } from "../../lib/respond.ts";
import { operations } from "../../middleware/operation.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import type { AppBindings } from "../../types.ts";
import {
  createVouchers,
  deleteVoucher,
  getVoucher,
  listVouchers,
  previewVoucher,
  redeemVoucher,
  updateVoucher,
} from "./vouchers.service.ts";

const op = operations("Commerce");

/**
 * Preview and redeem count against one limit: either answers whether a code exists, so a guesser
 * gets no more tries by asking the preview.
 */
const codeAttempts = () => rateLimit("redeem", { perUser: true });

export const vouchersRoutes = new Hono<AppBindings>()
  .post(
    ...op(
      {
        path: "/preview",
        summary: "What redeeming a voucher code would do, before redeeming it",
        description:
          "Extends the current package, switches to the voucher's package (unused days carried over), starts it, or adds bonus days; with the end date the redemption would give. Uses nothing: the code stays redeemable. Refuses a code as redeem does, and counts against the same rate limit.",
        auth: "user",
        request: { body: redeemBody },
        use: [codeAttempts()],
        responses: { 200: apiSuccess(voucherPreview) },
        errors: [404, 409, 422, 429],
      },
      async (c) => ok(c, await previewVoucher(c.var.db, c.get("auth").user.id, c.req.valid("json").code)),
    ),
  )
  .post(
    ...op(
      {
        path: "/redeem",
        summary: "Redeem a voucher code",
        auth: "user",
        request: { body: redeemBody },
        use: [codeAttempts()],
        responses: { 200: apiSuccess(redeemResult) },
        errors: [404, 409, 422, 429],
      },
      async (c) => {
        const result = await redeemVoucher(c.var.db, c.get("auth").user.id, c.req.valid("json").code);
        return ok(c, { message: VOUCHER_MESSAGES.redeemed, ...result });
      },
    ),
  )
  .get(
    ...op(
      {
        path: "/",
        summary: "Vouchers, one page",
        auth: "admin",
        request: { query: voucherListQuery },
        responses: { 200: apiPage(voucherDto) },
      },
      async (c) => okPage(c, await listVouchers(c.var.db, c.req.valid("query"))),
    ),
  )
  .post(
    ...op(
      {
        path: "/",
        summary: "Create one voucher, or `quantity` generated codes",
        auth: "admin",
        request: { body: voucherCreateBody },
        responses: { 201: apiSuccess(z.array(voucherDto)) },
        errors: [404, 409],
      },
      async (c) => ok(c, await createVouchers(c.var.db, actorOf(c), c.req.valid("json")), 201),
    ),
  )
  .get(
    ...op(
      {
        path: "/:uuid",
        summary: "One voucher",
        auth: "admin",
        request: { params: uuidParam },
        responses: { 200: apiSuccess(voucherDto) },
        errors: [404],
      },
      async (c) => ok(c, await getVoucher(c.var.db, c.req.valid("param").uuid)),
    ),
  )
  .put(
    ...op(
      {
        path: "/:uuid",
        summary: "Update a voucher",
        auth: "admin",
        request: { params: uuidParam, body: voucherUpdateBody },
        responses: { 200: apiSuccess(voucherDto) },
        errors: [404],
      },
      async (c) => ok(c, await updateVoucher(c.var.db, actorOf(c), c.req.valid("param").uuid, c.req.valid("json"))),
    ),
  )
  .delete(
    ...op(
      {
        path: "/:uuid",
        summary: "Delete a voucher",
        auth: "admin",
        request: { params: uuidParam },
        responses: { 200: apiSuccess(deletedResult) },
        errors: [404],
      },
      async (c) => {
        await deleteVoucher(c.var.db, actorOf(c), c.req.valid("param").uuid);
        return ok(c, { deleted: true });
      },
    ),
  );
