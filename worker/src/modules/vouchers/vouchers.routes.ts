import { VOUCHER_MESSAGES } from "@app/shared/messages";
import {
  redeemBody,
  redeemResult,
  voucherCreateBody,
  voucherDto,
  voucherListQuery,
  voucherPreviewResult,
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
 * gets no more tries by asking the preview. The preview answers a refused code with 200 (it is the
 * answer to "what would this code do?", and a 404 would be logged as a failure by the browser);
 * redeem answers it as an error.
 */
const codeAttempts = () => rateLimit("redeem", { perUser: true });

export const vouchersRoutes = routes(op)
  .post(
    {
      path: "/preview",
      summary: "What redeeming a voucher code would do, before redeeming it",
      description:
        "With `redeemable: true`, the `preview`: extends the current package, switches to the voucher's package (unused days carried over), starts it, or adds bonus days; with the end date the redemption would give. Uses nothing: the code stays redeemable. A code redeem would refuse (unknown, disabled, expired, already redeemed by this user, used up) is answered with 200 too, as `redeemable: false` and the `refusal` redeem would give: its error `code` and `message`. Counts against the same rate limit as redeem.",
      auth: "user",
      request: { body: redeemBody },
      use: [codeAttempts()],
      ok: voucherPreviewResult,
      errors: [429],
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
