import { AUTH_MESSAGES } from "@app/shared/messages";
import { apiSuccess, idParam } from "@app/shared/schemas/common";
import {
  mfaPassedDto,
  mfaStatusDto,
  mfaVerifyBody,
  passkeyOptionsDto,
  passkeyRegisterBody,
  recoveryCodesDto,
  totpConfirmBody,
  totpSetupDto,
} from "@app/shared/schemas/mfa";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { AppError } from "../../lib/errors.ts";
import { ok } from "../../lib/respond.ts";
import { requireAuth } from "../../middleware/auth.ts";
import { operations, routes } from "../../middleware/operation.ts";
import { clientIp, rateLimit } from "../../middleware/rate-limit.ts";
import type { AppBindings, Authenticated } from "../../types.ts";
import * as mfa from "./mfa.service.ts";
import { passedSecondFactorBefore, rememberSecondFactor } from "./mfa-cookies.ts";

/** Second factors are for admins: anyone else gets 403 before their input is even read. */
const adminAccount = createMiddleware<AppBindings>(async (c, next) => {
  if (c.get("auth").adminAccess === null) throw new AppError(403, "FORBIDDEN", AUTH_MESSAGES.forbidden);
  await next();
});

const actorOf = async (c: Context<AppBindings>) => {
  const auth = c.get("auth");
  const source = { ip: clientIp(c.req.raw.headers), knownDevice: await passedSecondFactorBefore(c, auth.user.id) };
  return { auth, requestId: c.get("requestId") ?? null, source };
};

/** The answer of a route that passes the second factor: the browser is remembered as having passed. */
async function passed<T>(c: Context<AppBindings>, result: T): Promise<T> {
  await rememberSecondFactor(c, c.get("auth").user.id);
  return result;
}

/**
 * Mounted at /api/auth/mfa: an admin's second factor (decision 053). Admins only (403 for others),
 * including an admin who has not passed it yet; changing the factors of an account that has one
 * needs a session that passed it.
 */
const op = operations("Auth", { admin: [requireAuth, adminAccount] });

/** Per admin as well as per address: starting a factor, and proving one. */
const setupLimit = rateLimit("mfa-setup", { perUser: true });
const verifyLimit = rateLimit("mfa-verify", { perUser: true });

/** WebAuthn options for the browser to make or use a passkey with: a setup step, fresh for the caller. */
const passkeyOptions = (
  path: string,
  summary: string,
  make: (db: Db, env: AppEnv, auth: Authenticated) => Promise<{ challenge: string }>,
) =>
  op({ path, summary, auth: "admin", use: [setupLimit], ok: passkeyOptionsDto, errors: [429] }, async (c) =>
    ok(c, await make(c.var.db, c.env, c.get("auth"))),
  );

export const mfaRoutes = routes(op)
  .get(
    {
      path: "/",
      summary: "The signed-in admin's second factors and whether this session passed one",
      auth: "admin",
      ok: mfaStatusDto,
    },
    async (c) => ok(c, await mfa.mfaStatus(c.var.db, c.env, c.get("auth"))),
  )
  .post(
    {
      path: "/totp",
      summary: "Start adding an authenticator app: a new secret and its otpauth:// URI",
      description:
        "Pending until confirmed with a code. With a factor already set up, the session must have passed it.",
      auth: "admin",
      use: [setupLimit],
      responses: { 201: apiSuccess(totpSetupDto) },
      errors: [429],
    },
    async (c) => ok(c, await mfa.startTotp(c.var.db, c.env, c.get("auth")), 201),
  )
  .post(
    {
      path: "/totp/confirm",
      summary: "Confirm a new authenticator app with its first code",
      description: "The first factor of an account also answers its ten recovery codes, shown once.",
      auth: "admin",
      request: { body: totpConfirmBody },
      use: [verifyLimit],
      responses: { 201: apiSuccess(mfaPassedDto) },
      errors: [404, 429],
    },
    async (c) =>
      ok(c, await passed(c, await mfa.confirmTotp(c.var.db, c.env, await actorOf(c), c.req.valid("json"))), 201),
  )
  .post(
    passkeyOptions(
      "/passkeys/options",
      "WebAuthn registration options for a new passkey",
      mfa.passkeyRegistrationOptions,
    ),
  )
  .post(
    {
      path: "/passkeys",
      summary: "Add a passkey from the browser's registration response",
      auth: "admin",
      request: { body: passkeyRegisterBody },
      use: [verifyLimit],
      responses: { 201: apiSuccess(mfaPassedDto) },
      errors: [429],
    },
    async (c) =>
      ok(c, await passed(c, await mfa.registerPasskey(c.var.db, c.env, await actorOf(c), c.req.valid("json"))), 201),
  )
  .post(
    passkeyOptions(
      "/verify/options",
      "WebAuthn authentication options to pass the second factor with a passkey",
      mfa.passkeyAuthenticationOptions,
    ),
  )
  .post(
    {
      path: "/verify",
      summary: "Pass the second factor for this session (app code, passkey or recovery code)",
      description: "Every admin route answers 403 MFA_REQUIRED until this succeeds in the session.",
      auth: "admin",
      request: { body: mfaVerifyBody },
      use: [verifyLimit],
      ok: mfaPassedDto,
      errors: [404, 429],
    },
    async (c) =>
      ok(c, await passed(c, await mfa.verifySecondFactor(c.var.db, c.env, await actorOf(c), c.req.valid("json")))),
  )
  .post(
    {
      path: "/recovery-codes",
      summary: "Replace the recovery codes with ten new ones (shown once)",
      auth: "admin",
      use: [setupLimit],
      responses: { 201: apiSuccess(recoveryCodesDto) },
      errors: [404, 429],
    },
    async (c) => ok(c, await mfa.regenerateRecoveryCodes(c.var.db, await actorOf(c)), 201),
  )
  .delete(
    {
      path: "/factors/:id",
      summary: "Remove a second factor",
      description: "Removing the last one turns the second factor off, with its recovery codes.",
      auth: "admin",
      request: { params: idParam },
      ok: mfaStatusDto,
      errors: [404],
    },
    async (c) => ok(c, await mfa.removeFactor(c.var.db, c.env, await actorOf(c), c.req.valid("param").id)),
  ).hono;
