import { VOUCHER_MESSAGES } from "@app/shared/messages";
import { redeemBody, voucherCreateBody, voucherListQuery, voucherUpdateBody } from "@app/shared/schemas/commerce";
import { uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import type { AppBindings } from "../../app.ts";
import { createDb } from "../../db/client.ts";
import { actorOf } from "../../lib/actor.ts";
import { validate } from "../../lib/validate.ts";
import { requireAdmin, requireAuth } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import {
  createVouchers,
  deleteVoucher,
  getVoucher,
  listVouchers,
  redeemVoucher,
  updateVoucher,
} from "./vouchers.service.ts";

export const vouchersRoutes = new Hono<AppBindings>()
  .post("/redeem", requireAuth, validate("json", redeemBody), rateLimit("redeem", { perUser: true }), async (c) => {
    const result = await redeemVoucher(createDb(c.env.DB), c.get("auth").user.id, c.req.valid("json").code);
    return c.json({ error: false as const, data: { message: VOUCHER_MESSAGES.redeemed, ...result } });
  })
  .get("/", requireAdmin, validate("query", voucherListQuery), async (c) => {
    const { items, meta } = await listVouchers(createDb(c.env.DB), c.req.valid("query"));
    return c.json({ error: false as const, data: items, meta });
  })
  .post("/", requireAdmin, validate("json", voucherCreateBody), async (c) =>
    c.json(
      { error: false as const, data: await createVouchers(createDb(c.env.DB), actorOf(c), c.req.valid("json")) },
      201,
    ),
  )
  .get("/:uuid", requireAdmin, validate("param", uuidParam), async (c) =>
    c.json({ error: false as const, data: await getVoucher(createDb(c.env.DB), c.req.valid("param").uuid) }),
  )
  .put("/:uuid", requireAdmin, validate("param", uuidParam), validate("json", voucherUpdateBody), async (c) =>
    c.json({
      error: false as const,
      data: await updateVoucher(createDb(c.env.DB), actorOf(c), c.req.valid("param").uuid, c.req.valid("json")),
    }),
  )
  .delete("/:uuid", requireAdmin, validate("param", uuidParam), async (c) => {
    await deleteVoucher(createDb(c.env.DB), actorOf(c), c.req.valid("param").uuid);
    return c.json({ error: false as const, data: { deleted: true } });
  });
