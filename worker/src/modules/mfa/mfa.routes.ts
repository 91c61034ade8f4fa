import { AUTH_MESSAGES } from "@app/shared/messages";
import { idParam } from "@app/shared/schemas/common";
import { mfaVerifyBody, passkeyRegisterBody, totpConfirmBody } from "@app/shared/schemas/mfa";
import type { Context } from "hono";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../lib/errors.ts";
import { ok } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { requireAuth } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import type { AppBindings } from "../../types.ts";
import {
  confirmTotp,
  mfaStatus,
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  regenerateRecoveryCodes,
  registerPasskey,
  removeFactor,
  startTotp,
  verifySecondFactor,
} from "./mfa.service.ts";

/** Second factors are for admins: anyone else gets 403 before their input is even read. */
const adminAccount = createMiddleware<AppBindings>(async (c, next) => {
  if (c.get("auth").adminAccess === null) throw new AppError(403, "FORBIDDEN", AUTH_MESSAGES.forbidden);
  await next();
});

const actorOf = (c: Context<AppBindings>) => ({ auth: c.get("auth"), requestId: c.get("requestId") ?? null });

/**
 * Mounted at /api/auth/mfa: an admin's second factor (decision 053). Admins only (403 for others);
 * changing the factors of an account that has one needs a session that passed it.
 */
export const mfaRoutes = new Hono<AppBindings>()
  .use(requireAuth, adminAccount)
  .get("/", async (c) => ok(c, await mfaStatus(c.var.db, c.env, c.get("auth"))))
  .post("/totp", rateLimit("mfa-setup", { perUser: true }), async (c) =>
    ok(c, await startTotp(c.var.db, c.env, c.get("auth")), 201),
  )
  .post("/totp/confirm", validate("json", totpConfirmBody), rateLimit("mfa-verify", { perUser: true }), async (c) =>
    ok(c, await confirmTotp(c.var.db, c.env, actorOf(c), c.req.valid("json")), 201),
  )
  .post("/passkeys/options", rateLimit("mfa-setup", { perUser: true }), async (c) =>
    ok(c, await passkeyRegistrationOptions(c.var.db, c.env, c.get("auth"))),
  )
  .post("/passkeys", validate("json", passkeyRegisterBody), rateLimit("mfa-verify", { perUser: true }), async (c) =>
    ok(c, await registerPasskey(c.var.db, c.env, actorOf(c), c.req.valid("json")), 201),
  )
  .post("/verify/options", rateLimit("mfa-setup", { perUser: true }), async (c) =>
    ok(c, await passkeyAuthenticationOptions(c.var.db, c.env, c.get("auth"))),
  )
  .post("/verify", validate("json", mfaVerifyBody), rateLimit("mfa-verify", { perUser: true }), async (c) =>
    ok(c, await verifySecondFactor(c.var.db, c.env, actorOf(c), c.req.valid("json"))),
  )
  .post("/recovery-codes", rateLimit("mfa-setup", { perUser: true }), async (c) =>
    ok(c, await regenerateRecoveryCodes(c.var.db, actorOf(c)), 201),
  )
  .delete("/factors/:id", validate("param", idParam), async (c) =>
    ok(c, await removeFactor(c.var.db, c.env, actorOf(c), c.req.valid("param").id)),
  );
