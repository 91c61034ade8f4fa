import { VOUCHER_MESSAGES } from "@app/shared/messages";
import { redeemBody, voucherCreateBody, voucherListQuery, voucherUpdateBody } from "@app/shared/schemas/commerce";
import { uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { actorOf } from "../../lib/actor.ts";
import { ok, okPage } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin, requireAuth } from "../../middleware/auth.ts";
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

/**
 * Preview and redeem count against one limit: either answers whether a code exists, so a guesser
 * gets no more tries by asking the preview.
 */
const codeAttempts = () => rateLimit("redeem", { perUser: true });

export const vouchersRoutes = new Hono<AppBindings>()
  .post("/preview", requireAuth, validate("json", redeemBody), codeAttempts(), async (c) =>
    ok(c, await previewVoucher(c.var.db, c.get("auth").user.id, c.req.valid("json").code)),
  )
  .post("/redeem", requireAuth, validate("json", redeemBody), codeAttempts(), async (c) => {
    const result = await redeemVoucher(c.var.db, c.get("auth").user.id, c.req.valid("json").code);
    return ok(c, { message: VOUCHER_MESSAGES.redeemed, ...result });
  })
  .get("/", requireAdmin, validate("query", voucherListQuery), async (c) => {
    return okPage(c, await listVouchers(c.var.db, c.req.valid("query")));
  })
  .post("/", requireAdmin, validate("json", voucherCreateBody), async (c) =>
    ok(c, await createVouchers(c.var.db, actorOf(c), c.req.valid("json")), 201),
  )
  .get("/:uuid", requireAdmin, validate("param", uuidParam), async (c) =>
    ok(c, await getVoucher(c.var.db, c.req.valid("param").uuid)),
  )
  .put("/:uuid", requireAdmin, validate("param", uuidParam), validate("json", voucherUpdateBody), async (c) =>
    ok(c, await updateVoucher(c.var.db, actorOf(c), c.req.valid("param").uuid, c.req.valid("json"))),
  )
  .delete("/:uuid", requireAdmin, validate("param", uuidParam), async (c) => {
    await deleteVoucher(c.var.db, actorOf(c), c.req.valid("param").uuid);
    return ok(c, { deleted: true });
  });
