import type { Locale } from "@app/shared/constants";
import { NAME_FORBIDDEN_ALL } from "@app/shared/schemas/common";
import { and, eq, isNull } from "drizzle-orm";
import { createRemoteJWKSet, jwtVerify, SignJWT } from "jose";
import type { Db } from "../../db/client.ts";
import { emailVerifications, passwordResets, sessions, users } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { requireSecret } from "../../lib/config-check.ts";
import { normalizeEmail } from "../../lib/email.ts";
import { AppError } from "../../lib/errors.ts";
import { randomToken } from "../../lib/tokens.ts";
import type { UserRow } from "../../types.ts";
import { attributionInsert, prepareAttribution } from "../referrals/referrals.service.ts";
import { newUserRow } from "./auth.service.ts";

type Discovery = { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string };

const discoveryCache = new Map<string, { doc: Discovery; jwks: ReturnType<typeof createRemoteJWKSet> }>();

export function googleConfigured(env: AppEnv): boolean {
  return !!(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET && env.GOOGLE_ISSUER);
}

async function discover(issuer: string) {
  const cached = discoveryCache.get(issuer);
  if (cached) return cached;
  const res = await fetch(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`OIDC discovery failed with ${res.status}`);
  const doc = (await res.json()) as Discovery;
  const entry = { doc, jwks: createRemoteJWKSet(new URL(doc.jwks_uri)) };
  discoveryCache.set(issuer, entry);
  return entry;
}

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function stateKey(env: AppEnv) {
  return new TextEncoder().encode(`oidc-state:${requireSecret(env.JWT_SECRET, "JWT_SECRET")}`);
}

export type OidcState = { state: string; nonce: string; verifier: string; returnUrl: string; ref: string | null };

/** Step 1: the authorization URL, and the state/nonce/PKCE verifier sealed in a short-lived signed cookie value. */
export async function beginGoogleLogin(env: AppEnv, redirectUri: string, returnUrl: string, ref: string | null) {
  const { doc } = await discover(env.GOOGLE_ISSUER as string);
  const flow: OidcState = { state: randomToken(16), nonce: randomToken(16), verifier: randomToken(48), returnUrl, ref };
  const challenge = base64url(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(flow.verifier)));
  const url = new URL(doc.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: env.GOOGLE_CLIENT_ID as string,
    redirect_uri: redirectUri,
    scope: "openid email profile",
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: challenge,
    code_challenge_method: "S256",
    prompt: "select_account",
  }).toString();
  const sealed = await new SignJWT({ ...flow })
    .setProtectedHeader({ alg: "HS256" })
    .setExpirationTime("10m")
    .sign(stateKey(env));
  return { url: url.toString(), sealed };
}

export async function openSealedState(env: AppEnv, sealed: string | undefined): Promise<OidcState> {
  if (!sealed) throw new AppError(400, "GOOGLE_SIGN_IN_FAILED", "Missing sign-in state");
  try {
    const { payload } = await jwtVerify(sealed, stateKey(env), { algorithms: ["HS256"] });
    return payload as unknown as OidcState;
  } catch {
    throw new AppError(400, "GOOGLE_SIGN_IN_FAILED", "Invalid or expired sign-in state");
  }
}

/** Step 2: code → tokens (with the PKCE verifier) → a verified ID token's identity. */
export async function finishGoogleLogin(
  env: AppEnv,
  flow: OidcState,
  code: string,
  state: string,
  redirectUri: string,
) {
  if (state !== flow.state) throw new AppError(400, "GOOGLE_SIGN_IN_FAILED", "State mismatch");
  const { doc, jwks } = await discover(env.GOOGLE_ISSUER as string);
  const res = await fetch(doc.token_endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      client_id: env.GOOGLE_CLIENT_ID as string,
      client_secret: env.GOOGLE_CLIENT_SECRET as string,
      code_verifier: flow.verifier,
    }),
  });
  if (!res.ok) throw new AppError(400, "GOOGLE_SIGN_IN_FAILED", `Token exchange failed (${res.status})`);
  const tokens = (await res.json()) as { id_token?: string };
  if (!tokens.id_token) throw new AppError(400, "GOOGLE_SIGN_IN_FAILED", "No ID token");
  const { payload } = await jwtVerify(tokens.id_token, jwks, {
    issuer: doc.issuer,
    audience: env.GOOGLE_CLIENT_ID as string,
  }).catch(() => {
    throw new AppError(400, "GOOGLE_SIGN_IN_FAILED", "Invalid ID token");
  });
  if (payload.nonce !== flow.nonce) throw new AppError(400, "GOOGLE_SIGN_IN_FAILED", "Nonce mismatch");
  if (typeof payload.sub !== "string" || typeof payload.email !== "string" || payload.email_verified !== true) {
    throw new AppError(400, "GOOGLE_SIGN_IN_FAILED", "Google did not confirm the email address");
  }
  return {
    sub: payload.sub,
    email: normalizeEmail(payload.email),
    // Google's profile name is the person's own text: control and direction marks go.
    name: typeof payload.name === "string" ? payload.name.replace(NAME_FORBIDDEN_ALL, "").trim() || null : null,
  };
}

/** The account of a Google identity: by Google subject, else linked by verified email, else new. */
export async function userForGoogleIdentity(
  db: Db,
  env: AppEnv,
  identity: { sub: string; email: string; name: string | null },
  ref: string | null,
  ip: string | null,
  locale: Locale | null = null,
): Promise<UserRow> {
  const bySub = await db.query.users.findFirst({ where: eq(users.googleSub, identity.sub) });
  if (bySub) return bySub;
  const byEmail = await db.query.users.findFirst({ where: eq(users.email, identity.email) });
  if (byEmail) return linkGoogleToAccount(db, byEmail, identity.sub);
  const now = Date.now();
  const user = newUserRow(
    env,
    {
      name: identity.name ?? identity.email.split("@")[0] ?? identity.email,
      email: identity.email,
      googleSub: identity.sub,
      locale,
    },
    now,
  );
  // A bad or own code never blocks a Google sign-in: it is simply not attributed.
  const attribution = ref
    ? await prepareAttribution(db, ref, { email: user.email, emailCanonical: user.emailCanonical }, ip).catch(
        () => null,
      )
    : null;
  await db.batch([
    db.insert(users).values(user),
    ...(attribution ? [attributionInsert(db, attribution, user.id, ip, now)] : []),
  ]);
  return user;
}

/**
 * Links a Google identity to the account with its (Google-verified) email. An account whose
 * password sign-up never proved the address may have been registered by someone else (account
 * pre-hijacking): Google's proof takes it over, so the password is removed and every session and
 * outstanding link is revoked. A verified account simply gains Google sign-in.
 */
export async function linkGoogleToAccount(
  db: Db,
  user: UserRow,
  googleSub: string,
  now = Date.now(),
): Promise<UserRow> {
  if (user.emailVerifiedAt !== null) {
    await db.update(users).set({ googleSub, updatedAt: now }).where(eq(users.id, user.id));
    return { ...user, googleSub };
  }
  await db.batch([
    db
      .update(users)
      .set({ googleSub, emailVerifiedAt: now, passwordHash: null, updatedAt: now })
      .where(eq(users.id, user.id)),
    db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: "account_secured" })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt))),
    db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt))),
    db
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt))),
  ]);
  return { ...user, googleSub, emailVerifiedAt: now, passwordHash: null };
}
