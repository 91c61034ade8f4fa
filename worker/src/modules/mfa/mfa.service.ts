import { MFA_RECOVERY_CODE_COUNT } from "@app/shared/constants";
import { AUTH_MESSAGES, MFA_MESSAGES } from "@app/shared/messages";
import type {
  MfaPassedDto,
  MfaStatusDto,
  mfaVerifyBody,
  passkeyRegisterBody,
  totpConfirmBody,
} from "@app/shared/schemas/mfa";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { mfaChallenges, mfaFactors, mfaRecoveryCodes, sessions, users } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { secondFactorMandatory } from "../../lib/admin-access.ts";
import { auditStatement } from "../../lib/audit.ts";
import { appOrigin } from "../../lib/config-check.ts";
import { AppError } from "../../lib/errors.ts";
import { open, seal } from "../../lib/secret-box.ts";
import { base64Url, sha256Hex } from "../../lib/tokens.ts";
import { hit, rateKey } from "../../middleware/rate-limit.ts";
import type { Authenticated } from "../../types.ts";

/** The name authenticator apps and passkey prompts show. */
const ISSUER = "PremiumHub";
const TOTP_PERIOD_S = 30;
const CHALLENGE_TTL_MS = 5 * 60_000;
/**
 * Codes an account may try in an hour from one network, and from everywhere together (the latter
 * spared to a browser that passed the factor before), on top of the per-IP limit of the route.
 */
const VERIFY_RULE = { limit: 20, windowSeconds: 3600 };
const RECOVERY_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/**
 * Where a code comes from: the network, and whether this browser passed the account's second factor
 * before (a signed cookie).
 */
export type AttemptSource = { ip: string; knownDevice: boolean };

type Actor = { auth: Authenticated; requestId: string | null; source: AttemptSource };

const forbidden = () => new AppError(403, "FORBIDDEN", AUTH_MESSAGES.forbidden);
const codeInvalid = (field: string) =>
  new AppError(400, "MFA_CODE_INVALID", MFA_MESSAGES.codeInvalid, {
    fields: [{ field, message: MFA_MESSAGES.codeInvalid, code: "MFA_CODE_INVALID" }],
  });
const passkeyInvalid = () =>
  new AppError(400, "MFA_PASSKEY_INVALID", MFA_MESSAGES.passkeyInvalid, {
    fields: [{ field: "credential", message: MFA_MESSAGES.passkeyInvalid, code: "MFA_PASSKEY_INVALID" }],
  });

/** Only admins have second factors (adminAccess is null for everyone else). */
function assertAdmin(auth: Authenticated) {
  if (auth.adminAccess === null) throw forbidden();
}

/**
 * Changing the factors of an account that has one needs a session that passed it: a stolen
 * password alone must not add the thief's authenticator or remove the owner's.
 */
function assertMayManage(auth: Authenticated) {
  assertAdmin(auth);
  if (auth.user.mfaEnabledAt !== null && auth.session.mfaVerifiedAt === null)
    throw new AppError(403, "MFA_REQUIRED", MFA_MESSAGES.required);
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replaceAll("-", "+").replaceAll("_", "/");
  return Uint8Array.from(atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

function webAuthnParties(env: AppEnv) {
  const origin = appOrigin(env);
  return { origin, rpID: new URL(origin).hostname };
}

/** The challenge the browser signed, read from its client data (checked again by the library). */
function signedChallenge(clientDataJSON: string): string {
  try {
    const data = JSON.parse(new TextDecoder().decode(fromBase64Url(clientDataJSON))) as { challenge?: unknown };
    return typeof data.challenge === "string" ? data.challenge : "";
  } catch {
    return "";
  }
}

function randomRecoveryCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const recoveryHash = (userId: string, code: string) =>
  sha256Hex(`mfa-recovery:${userId}:${code.replace(/[\s-]/g, "").toLowerCase()}`);

/** Ten fresh codes replacing any earlier ones: the statements for the caller's batch, and the codes. */
async function recoveryCodeStatements(db: Db, userId: string, now: number) {
  const codes = Array.from({ length: MFA_RECOVERY_CODE_COUNT }, randomRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => recoveryHash(userId, code)));
  return {
    codes,
    statements: [
      db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId)),
      db.insert(mfaRecoveryCodes).values(hashes.map((codeHash) => ({ codeHash, userId, createdAt: now }))),
    ] as const,
  };
}

async function recoveryCodesLeft(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

function confirmedFactors(db: Db, userId: string) {
  return db.query.mfaFactors.findMany({
    where: and(eq(mfaFactors.userId, userId), isNotNull(mfaFactors.confirmedAt)),
    orderBy: (f, { asc }) => [asc(f.createdAt)],
  });
}

export async function mfaStatus(db: Db, env: AppEnv, auth: Authenticated): Promise<MfaStatusDto> {
  assertAdmin(auth);
  const factors = await confirmedFactors(db, auth.user.id);
  return {
    mandatory: secondFactorMandatory(env),
    adminAccess: auth.adminAccess,
    factors: factors.map((f) => ({
      id: f.id,
      kind: f.kind,
      label: f.label,
      createdAt: new Date(f.createdAt).toISOString(),
      lastUsedAt: f.lastUsedAt === null ? null : new Date(f.lastUsedAt).toISOString(),
    })),
    recoveryCodesLeft: await recoveryCodesLeft(db, auth.user.id),
  };
}

/**
 * A factor is added: the account has a second factor from now on and this session has passed it.
 * The first factor also brings the recovery codes, shown once in the answer.
 */
async function enrolled(
  db: Db,
  actor: Actor,
  factorStatements: Parameters<Db["batch"]>[0][number][],
  factor: { id: string; kind: string; label: string },
  now: number,
): Promise<MfaPassedDto> {
  const { user, session } = actor.auth;
  const first = user.mfaEnabledAt === null;
  const recovery = first ? await recoveryCodeStatements(db, user.id, now) : null;
  await db.batch([
    ...(factorStatements as [Parameters<Db["batch"]>[0][number]]),
    db
      .update(users)
      .set({ mfaEnabledAt: sql`coalesce(${users.mfaEnabledAt}, ${now})` })
      .where(eq(users.id, user.id)),
    db.update(sessions).set({ mfaVerifiedAt: now }).where(eq(sessions.id, session.id)),
    ...(recovery?.statements ?? []),
    auditStatement(db, {
      actorId: user.id,
      action: "mfa.factor_add",
      entity: "user",
      entityId: user.id,
      after: factor,
      requestId: actor.requestId,
    }),
  ]);
  return {
    adminAccess: "granted",
    recoveryCodes: recovery?.codes ?? null,
    recoveryCodesLeft: recovery ? recovery.codes.length : await recoveryCodesLeft(db, user.id),
  };
}

/** Starts an authenticator-app factor: a fresh secret, pending until `confirmTotp`. */
export async function startTotp(db: Db, env: AppEnv, auth: Authenticated, now = Date.now()) {
  assertMayManage(auth);
  const secret = new OTPAuth.Secret({ size: 20 });
  const totp = new OTPAuth.TOTP({ issuer: ISSUER, label: auth.user.email, secret, period: TOTP_PERIOD_S });
  const factorId = crypto.randomUUID();
  await db.batch([
    // One pending secret per account: an abandoned setup leaves nothing behind.
    db
      .delete(mfaFactors)
      .where(and(eq(mfaFactors.userId, auth.user.id), eq(mfaFactors.kind, "totp"), isNull(mfaFactors.confirmedAt))),
    db.insert(mfaFactors).values({
      id: factorId,
      userId: auth.user.id,
      kind: "totp",
      label: "",
      secret: await seal(secret.base32, env.SERVICE_SECRET_KEY),
      createdAt: now,
    }),
  ]);
  return { factorId, secret: secret.base32, uri: totp.toString() };
}

/**
 * The time step a code matches (one step of clock drift either way), or null. The step is what
 * makes a code single-use: `last_step` only ever moves forward.
 */
async function matchingStep(env: AppEnv, sealed: string | null, code: string, now: number) {
  if (!sealed) return null;
  const totp = new OTPAuth.TOTP({
    issuer: ISSUER,
    secret: OTPAuth.Secret.fromBase32(await open(sealed, env.SERVICE_SECRET_KEY)),
    period: TOTP_PERIOD_S,
  });
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
}

export async function confirmTotp(
  db: Db,
  env: AppEnv,
  actor: Actor,
  body: z.output<typeof totpConfirmBody>,
  now = Date.now(),
) {
  const { auth } = actor;
  assertMayManage(auth);
  await countAttempt(db, auth.user.id, actor.source);
  const pending = await db.query.mfaFactors.findFirst({
    where: and(eq(mfaFactors.id, body.factorId), eq(mfaFactors.userId, auth.user.id), isNull(mfaFactors.confirmedAt)),
  });
  if (!pending) throw AppError.notFound("Factor");
  const step = await matchingStep(env, pending.secret, body.code, now);
  if (step === null) throw codeInvalid("code");
  const confirm = db
    .update(mfaFactors)
    .set({ confirmedAt: now, lastUsedAt: now, lastStep: step, label: body.label })
    .where(and(eq(mfaFactors.id, pending.id), isNull(mfaFactors.confirmedAt)));
  return enrolled(db, actor, [confirm], { id: pending.id, kind: "totp", label: body.label }, now);
}

/** One WebAuthn challenge per session and purpose: a new one replaces the previous one. */
async function storeChallenge(db: Db, sessionId: string, purpose: "register" | "authenticate", challenge: string) {
  const now = Date.now();
  await db.batch([
    db
      .delete(mfaChallenges)
      .where(
        or(
          and(eq(mfaChallenges.sessionId, sessionId), eq(mfaChallenges.purpose, purpose)),
          lt(mfaChallenges.expiresAt, now),
        ),
      ),
    db
      .insert(mfaChallenges)
      .values({ challenge, sessionId, purpose, createdAt: now, expiresAt: now + CHALLENGE_TTL_MS }),
  ]);
}

/** Spends the challenge the browser signed, if this session asked for it and it is still fresh. */
async function claimChallenge(db: Db, sessionId: string, purpose: "register" | "authenticate", challenge: string) {
  const now = Date.now();
  const [claimed] = await db
    .update(mfaChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaChallenges.challenge, challenge),
        eq(mfaChallenges.sessionId, sessionId),
        eq(mfaChallenges.purpose, purpose),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: mfaChallenges.challenge });
  return claimed?.challenge ?? null;
}

const transportsOf = (f: { transports: string[] | null }) =>
  (f.transports ?? []) as NonNullable<RegistrationResponseJSON["response"]["transports"]>;

/** The account's passkeys as WebAuthn credential descriptors (to exclude, or to allow). */
async function passkeyDescriptors(db: Db, userId: string) {
  const passkeys = await db.query.mfaFactors.findMany({
    where: and(eq(mfaFactors.userId, userId), eq(mfaFactors.kind, "passkey")),
  });
  return passkeys.flatMap((f) => (f.credentialId ? [{ id: f.credentialId, transports: transportsOf(f) }] : []));
}

export async function passkeyRegistrationOptions(db: Db, env: AppEnv, auth: Authenticated) {
  assertMayManage(auth);
  const options = await generateRegistrationOptions({
    rpName: ISSUER,
    rpID: webAuthnParties(env).rpID,
    userName: auth.user.email,
    userDisplayName: auth.user.name,
    userID: new TextEncoder().encode(auth.user.id) as Uint8Array<ArrayBuffer>,
    attestationType: "none",
    excludeCredentials: await passkeyDescriptors(db, auth.user.id),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await storeChallenge(db, auth.session.id, "register", options.challenge);
  return options;
}

export async function registerPasskey(
  db: Db,
  env: AppEnv,
  actor: Actor,
  body: z.output<typeof passkeyRegisterBody>,
  now = Date.now(),
) {
  const { auth } = actor;
  assertMayManage(auth);
  const credential = body.credential as unknown as RegistrationResponseJSON;
  const challenge = await claimChallenge(
    db,
    auth.session.id,
    "register",
    signedChallenge(credential.response.clientDataJSON),
  );
  if (!challenge) throw passkeyInvalid();
  const { origin, rpID } = webAuthnParties(env);
  const result = await verifyRegistrationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) throw passkeyInvalid();
  const { credential: created } = result.registrationInfo;
  const id = crypto.randomUUID();
  const insert = db.insert(mfaFactors).values({
    id,
    userId: auth.user.id,
    kind: "passkey",
    label: body.label,
    credentialId: created.id,
    publicKey: base64Url(created.publicKey),
    signCount: created.counter,
    transports: created.transports ?? [],
    createdAt: now,
    confirmedAt: now,
  });
  try {
    return await enrolled(db, actor, [insert], { id, kind: "passkey", label: body.label }, now);
  } catch (error) {
    // The same authenticator registered twice (excludeCredentials normally prevents it).
    if (String(error).includes("mfa_factors.credential_id")) throw passkeyInvalid();
    throw error;
  }
}

export async function passkeyAuthenticationOptions(db: Db, env: AppEnv, auth: Authenticated) {
  assertAdmin(auth);
  const options = await generateAuthenticationOptions({
    rpID: webAuthnParties(env).rpID,
    allowCredentials: await passkeyDescriptors(db, auth.user.id),
    userVerification: "preferred",
  });
  await storeChallenge(db, auth.session.id, "authenticate", options.challenge);
  return options;
}

/**
 * Every attempt at a code counts against the account's hourly allowance on its network, then
 * (unless the browser passed the factor before) against the account's overall one. Twenty wrong
 * codes lock the guesser's network and unknown browsers; the owner's known browser on another
 * network still gets in (issue 41).
 */
async function countAttempt(db: Db, userId: string, source: AttemptSource) {
  const refused = () =>
    new AppError(429, "RATE_LIMITED", MFA_MESSAGES.codeInvalid, undefined, { "Retry-After": "3600" });
  if (!(await hit(db, await rateKey("mfa-attempt", "ip", `${userId}:${source.ip}`), VERIFY_RULE))) throw refused();
  if (source.knownDevice) return;
  if (!(await hit(db, await rateKey("mfa-attempt", "user", userId), VERIFY_RULE))) throw refused();
}

/** Which factor the code or passkey matched, having spent it; throws when none did. */
async function passFactor(db: Db, env: AppEnv, actor: Actor, body: z.output<typeof mfaVerifyBody>, now: number) {
  const { auth, source } = actor;
  const userId = auth.user.id;
  if (body.method === "recovery") {
    await countAttempt(db, userId, source);
    const [used] = await db
      .update(mfaRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(mfaRecoveryCodes.codeHash, await recoveryHash(userId, body.code)),
          eq(mfaRecoveryCodes.userId, userId),
          isNull(mfaRecoveryCodes.usedAt),
        ),
      )
      .returning({ codeHash: mfaRecoveryCodes.codeHash });
    if (!used) throw codeInvalid("code");
    return "recovery code";
  }
  if (body.method === "totp") {
    await countAttempt(db, userId, source);
    const apps = (await confirmedFactors(db, userId)).filter((f) => f.kind === "totp");
    for (const app of apps) {
      const step = await matchingStep(env, app.secret, body.code, now);
      if (step === null) continue;
      // Conditional on the step moving forward, so a code (or an older one) never passes twice.
      const [spent] = await db
        .update(mfaFactors)
        .set({ lastStep: step, lastUsedAt: now })
        .where(and(eq(mfaFactors.id, app.id), or(isNull(mfaFactors.lastStep), lt(mfaFactors.lastStep, step))))
        .returning({ id: mfaFactors.id });
      if (spent) return app.label;
    }
    throw codeInvalid("code");
  }
  const credential = body.credential as unknown as AuthenticationResponseJSON;
  const challenge = await claimChallenge(
    db,
    auth.session.id,
    "authenticate",
    signedChallenge(credential.response.clientDataJSON),
  );
  const passkey = await db.query.mfaFactors.findFirst({
    where: and(eq(mfaFactors.userId, userId), eq(mfaFactors.credentialId, credential.id)),
  });
  if (!challenge || !passkey?.publicKey || !passkey.credentialId) throw passkeyInvalid();
  const { origin, rpID } = webAuthnParties(env);
  const result = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: fromBase64Url(passkey.publicKey) as Uint8Array<ArrayBuffer>,
      counter: passkey.signCount,
      transports: transportsOf(passkey),
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) throw passkeyInvalid();
  await db
    .update(mfaFactors)
    .set({ signCount: result.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(mfaFactors.id, passkey.id));
  return passkey.label;
}

/** Passes the second factor for this session: from now on its admin routes answer. */
export async function verifySecondFactor(
  db: Db,
  env: AppEnv,
  actor: Actor,
  body: z.output<typeof mfaVerifyBody>,
  now = Date.now(),
): Promise<MfaPassedDto> {
  const { auth } = actor;
  assertAdmin(auth);
  if (auth.user.mfaEnabledAt === null) throw AppError.notFound("Factor");
  const factor = await passFactor(db, env, actor, body, now);
  await db.batch([
    db.update(sessions).set({ mfaVerifiedAt: now }).where(eq(sessions.id, auth.session.id)),
    auditStatement(db, {
      actorId: auth.user.id,
      action: "mfa.verify",
      entity: "user",
      entityId: auth.user.id,
      after: { method: body.method, factor },
      requestId: actor.requestId,
    }),
  ]);
  return { adminAccess: "granted", recoveryCodes: null, recoveryCodesLeft: await recoveryCodesLeft(db, auth.user.id) };
}

export async function regenerateRecoveryCodes(db: Db, actor: Actor, now = Date.now()) {
  const { auth } = actor;
  assertMayManage(auth);
  if (auth.user.mfaEnabledAt === null) throw AppError.notFound("Factor");
  const recovery = await recoveryCodeStatements(db, auth.user.id, now);
  await db.batch([
    ...recovery.statements,
    auditStatement(db, {
      actorId: auth.user.id,
      action: "mfa.recovery_codes",
      entity: "user",
      entityId: auth.user.id,
      requestId: actor.requestId,
    }),
  ]);
  return { recoveryCodes: recovery.codes };
}

/**
 * Removes a factor. Removing the last one turns the second factor off for the account (and its
 * recovery codes with it); where it is mandatory, the next session must set one up again.
 */
export async function removeFactor(db: Db, env: AppEnv, actor: Actor, factorId: string) {
  const { auth } = actor;
  assertMayManage(auth);
  const factors = await confirmedFactors(db, auth.user.id);
  const factor = factors.find((f) => f.id === factorId);
  if (!factor) throw AppError.notFound("Factor");
  const last = factors.length === 1;
  await db.batch([
    db.delete(mfaFactors).where(and(eq(mfaFactors.id, factor.id), eq(mfaFactors.userId, auth.user.id))),
    ...(last
      ? [
          db.update(users).set({ mfaEnabledAt: null }).where(eq(users.id, auth.user.id)),
          db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, auth.user.id)),
        ]
      : []),
    auditStatement(db, {
      actorId: auth.user.id,
      action: "mfa.factor_remove",
      entity: "user",
      entityId: auth.user.id,
      before: { id: factor.id, kind: factor.kind, label: factor.label },
      requestId: actor.requestId,
    }),
  ]);
  const user = { ...auth.user, mfaEnabledAt: last ? null : auth.user.mfaEnabledAt };
  return mfaStatus(db, env, { ...auth, user });
}

/** Cron: spent and abandoned WebAuthn challenges go, so the table stays bounded. */
export async function pruneMfaChallenges(db: Db, now = Date.now()) {
  await db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, now));
}
