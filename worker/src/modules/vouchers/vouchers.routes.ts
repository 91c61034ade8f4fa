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
import { uuidParam } from "@app/shared/schemas/common";
import { z } from "zod";
import { ok } from "../../lib/respond.ts";
import { crudOperations } from "../../middleware/crud-operations.ts";
import { operations, routes } from "../../middleware/operation.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import * as vouchers from "./vouchers.service.ts";

const op = operations("Commerce");
const crud = crudOperations(op, {
  noun: "voucher",
  params: uuidParam,
  dto: voucherDto,
  created: z.array(voucherDto),
  body: voucherCreateBody,
  updateBody: voucherUpdateBody,
  query: voucherListQuery,
  docs: { create: { summary: "Create one voucher, or `quantity` generated codes", errors: [404, 409] } },
  service: vouchers,
});

/**
 * Preview and redeem count against one limit: either answers whether a code exists, so a guesser
 * gets no more tries by asking the preview.
 */
const codeAttempts = () => rateLimit("redeem", { perUser: true });

export const vouchersRoutes = routes(op)
  .post(
    {
      path: "/preview",
      summary: "What redeeming a voucher code would do, before redeeming it",
      description:
        "Extends the current package, switches to the voucher's package (unused days carried over), starts it, or adds bonus days; with the end date the redemption would give. Uses nothing: the code stays redeemable. Refuses a code as redeem does, and counts against the same rate limit.",
      auth: "user",
      request: { body: redeemBody },
      use: [codeAttempts()],
      ok: voucherPreview,
      errors: [404, 409, 422, 429],
    },
    async (c) => ok(c, await vouchers.previewVoucher(c.var.db, c.get("auth").user.id, c.req.valid("json").code)),
  )
  .post(
    {
      path: "/redeem",
      summary: "Redeem a voucher code",
      auth: "user",
      request: { body: redeemBody },
      use: [codeAttempts()],
      ok: redeemResult,
      errors: [404, 409, 422, 429],
    },
    async (c) => {
      const result = await vouchers.redeemVoucher(c.var.db, c.get("auth").user.id, c.req.valid("json").code);
      return ok(c, { message: VOUCHER_MESSAGES.redeemed, ...result });
    },
  )
  .get(crud.list)
  .post(crud.create)
  .get(crud.get)
  .put(crud.update)
  .delete(crud.remove).hono;
