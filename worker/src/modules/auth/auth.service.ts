import type { AdminAccess, Locale } from "@app/shared/constants";
import { REFRESH_TOKEN_TTL_S } from "@app/shared/constants";
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from "@app/shared/messages";
import type { UserDto } from "@app/shared/schemas/users";
import Bowser from "bowser";
import { and, eq, gt, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailVerifications, passwordResets, refreshTokens, sessions, users } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { assertAccountMail, countAccountMail } from "../../lib/account-mail.ts";
import { adminAccessOf } from "../../lib/admin-access.ts";
import { isAdminEmail } from "../../lib/admin-emails.ts";
import { randomCode } from "../../lib/codes.ts";
import { canonicalEmail, normalizeEmail } from "../../lib/email.ts";
import { AppError } from "../../lib/errors.ts";
import { fieldError, REQUIRED, takenError } from "../../lib/field-errors.ts";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import { toE164 } from "../../lib/phone.ts";
import { revokedMessage, unauthorized } from "../../lib/session-auth.ts";
import { claimSingleUse } from "../../lib/single-use.ts";
import { randomToken, sha256Hex, signAccessToken, successorToken } from "../../lib/tokens.ts";
import { pageLink } from "../../mail/links.ts";
import { composeMail } from "../../mail/templates.ts";
import { emailSender } from "../../providers/email/registry.ts";
import { DEFAULT_FROM } from "../../providers/email/sender.ts";
import type { UserRow } from "../../types.ts";
import { attributionInsert, prepareAttribution } from "../referrals/referrals.service.ts";

export type ClientInfo = { userAgent: string | null; ip: string | null };

const SESSION_TTL_MS = REFRESH_TOKEN_TTL_S * 1000;
const RESET_TTL_MS = 60 * 60_000;
const VERIFY_TTL_MS = 7 * 24 * 60 * 60_000;
/**
 * How long a just-rotated refresh token still gets the same successor: the panel's tabs share one
 * cookie, and those that sent it before the first answer's cookie arrived must not look stolen.
 */
export const REFRESH_GRACE_MS = 30_000;

/**
 * The user as the API shows them to themselves. `adminAccess` (decision 053) comes from the
 * session: an admin still to pass the second factor is shown as an admin with `verify` or `enroll`.
 */
export function toUserDto(user: UserRow, adminAccess: AdminAccess | null): UserDto {
  return {
    uuid: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    country: user.country,
    role: adminAccess ? "admin" : user.role,
    adminAccess,
    status: user.status,
    referralCode: user.referralCode,
    profileComplete: !!user.phone && !!user.country,
    hasPassword: !!user.passwordHash,
    emailVerified: user.emailVerifiedAt !== null,
    renewalReminders: user.renewalReminders,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/**
 * Opens a session for the user and revokes every other one (one device per user): their next
 * call gets "Another browser has logged in with your account.". One batch, so it is atomic.
 */
export async function openSession(db: Db, env: AppEnv, user: UserRow, client: ClientInfo, now = Date.now()) {
  const sessionId = crypto.randomUUID();
  const refreshToken = randomToken();
  const parsed = client.userAgent ? Bowser.parse(client.userAgent) : null;
  await db.batch([
    db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: "another_login" })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt))),
    db.insert(sessions).values({
      id: sessionId,
      userId: user.id,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      browser: parsed?.browser.name
        ? `${parsed.browser.name} ${parsed.browser.version?.split(".")[0] ?? ""}`.trim()
        : null,
      os: parsed?.os.name ? `${parsed.os.name} ${parsed.os.versionName ?? parsed.os.version ?? ""}`.trim() : null,
      ip: client.ip,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + SESSION_TTL_MS,
    }),
    db.insert(refreshTokens).values({
      tokenHash: await sha256Hex(refreshToken),
      sessionId,
      createdAt: now,
      expiresAt: now + SESSION_TTL_MS,
    }),
    db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id)),
  ]);
  const token = await signAccessToken({ sub: user.id, sid: sessionId, role: user.role }, env.JWT_SECRET, now);
  return { token, refreshToken, sessionId, adminAccess: adminAccessOf(user, { mfaVerifiedAt: null }, env) };
}

export async function login(db: Db, env: AppEnv, email: string, password: string, client: ClientInfo) {
  const user = await db.query.users.findFirst({ where: eq(users.email, email) });
  // Hash even when the email is unknown, so timing does not reveal which emails exist.
  const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) throw new AppError(401, "INVALID_CREDENTIALS", ACCOUNT_MESSAGES.invalidCredentials);
  if (user.status === "suspended") throw unauthorized(AUTH_MESSAGES.suspended);
  const session = await openSession(db, env, user, client);
  return { ...session, user };
}

const DUMMY_HASH = "scrypt$32768$8$3$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

/**
 * Rotates the refresh token. A token presented again within REFRESH_GRACE_MS of its rotation (other
 * tabs of the same browser) gets the same successor while that one is unused; presented later, or
 * after its successor moved on, it means it was stolen or replayed: the whole session is revoked.
 */
export async function refresh(db: Db, env: AppEnv, refreshToken: string | undefined, now = Date.now()) {
  if (!refreshToken) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  const tokenHash = await sha256Hex(refreshToken);
  const nextToken = await successorToken(refreshToken, env.JWT_SECRET);
  const nextHash = await sha256Hex(nextToken);
  const claimed = await claimSingleUse(
    db,
    refreshTokens,
    refreshTokens.tokenHash,
    tokenHash,
    { sessionId: refreshTokens.sessionId },
    now,
  );
  let sessionId = claimed?.sessionId;
  if (!sessionId) {
    const known = await db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, tokenHash) });
    if (!known?.usedAt) throw unauthorized(AUTH_MESSAGES.invalidOrExpiredToken);
    const successor = await db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, nextHash) });
    // The successor may not be written yet when the tabs' requests race: the first one writes it.
    const inGrace = now - known.usedAt <= REFRESH_GRACE_MS && !successor?.usedAt;
    if (!inGrace) {
      await db
        .update(sessions)
        .set({ revokedAt: now, revokedReason: "refresh_reuse" })
        .where(and(eq(sessions.id, known.sessionId), isNull(sessions.revokedAt)));
      throw unauthorized(AUTH_MESSAGES.sessionInvalid);
    }
    sessionId = known.sessionId;
  }
  const row = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .get();
  if (!row) throw unauthorized(AUTH_MESSAGES.sessionInvalid);
  if (row.user.status === "suspended") throw unauthorized(AUTH_MESSAGES.suspended);
  if (row.session.revokedAt) {
    throw unauthorized(
      row.session.revokedReason === "another_login"
        ? AUTH_MESSAGES.sessionExpiredOtherBrowser
        : revokedMessage(row.session.revokedReason),
    );
  }
  await db.batch([
    db
      .insert(refreshTokens)
      .values({ tokenHash: nextHash, sessionId, createdAt: now, expiresAt: row.session.expiresAt })
      .onConflictDoNothing(),
    db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId)),
  ]);
  const token = await signAccessToken({ sub: row.user.id, sid: sessionId, role: row.user.role }, env.JWT_SECRET, now);
  return { token, refreshToken: nextToken, user: row.user, adminAccess: adminAccessOf(row.user, row.session, env) };
}

export async function revokeSession(db: Db, sessionId: string, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: Date.now(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** The refresh cookie's token, if it still belongs to a live session: used by logout without a bearer. */
export async function sessionOfRefreshToken(db: Db, refreshToken: string) {
  const row = await db.query.refreshTokens.findFirst({
    where: eq(refreshTokens.tokenHash, await sha256Hex(refreshToken)),
  });
  return row?.sessionId ?? null;
}

/**
 * Sends a reset link when the account exists. The route runs this after the response, so the
 * answer and its timing are the same for known and unknown emails.
 */
export async function requestPasswordReset(db: Db, env: AppEnv, email: string, requestLocale: Locale = "en") {
  const user = await db.query.users.findFirst({ where: eq(users.email, email) });
  if (!user || user.status === "suspended") return;
  // An address that had its share of account mails gets no more; the answer was the same already.
  if ((await countAccountMail(db, user.email)) !== null) return;
  // The account's own language first (issue 28): an /id/ reader with an English browser reads Indonesian.
  const locale = user.locale ?? requestLocale;
  const token = randomToken();
  const now = Date.now();
  await db.insert(passwordResets).values({
    tokenHash: await sha256Hex(token),
    userId: user.id,
    createdAt: now,
    expiresAt: now + RESET_TTL_MS,
  });
  const link = pageLink(env, locale, `/reset-password?token=${encodeURIComponent(token)}`);
  await emailSender(env, db).send({
    to: user.email,
    from: DEFAULT_FROM,
    ...composeMail(env, "reset", locale, { name: user.name, url: link }),
  });
}

export async function resetPassword(db: Db, token: string, newPassword: string) {
  const now = Date.now();
  const passwordHash = await hashPassword(newPassword);
  const claimed = await claimSingleUse(
    db,
    passwordResets,
    passwordResets.tokenHash,
    await sha256Hex(token),
    { userId: passwordResets.userId },
    now,
  );
  const userId = claimed?.userId;
  if (!userId)
    throw new AppError(400, "RESET_INVALID", ACCOUNT_MESSAGES.resetInvalid, {
      fields: [{ field: "token", message: ACCOUNT_MESSAGES.resetInvalid, code: "RESET_INVALID" }],
    });
  await db.batch([
    // Resetting proves control of the inbox: the address counts as verified from now on.
    db
      .update(users)
      .set({ passwordHash, updatedAt: now, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
      .where(eq(users.id, userId)),
    db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: "password_reset" })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),
    // Every other outstanding link dies with this reset.
    db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt))),
  ]);
  return userId;
}

export async function activeSessions(db: Db, userId: string, currentSessionId: string) {
  const rows = await db.query.sessions.findMany({
    where: and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, Date.now())),
    orderBy: (s, { desc }) => [desc(s.lastSeenAt)],
  });
  return rows.map((s) => ({
    id: s.id,
    browser: s.browser,
    os: s.os,
    firstSeen: new Date(s.createdAt).toISOString(),
    lastSeen: new Date(s.lastSeenAt).toISOString(),
    current: s.id === currentSessionId,
  }));
}

export async function signOutDevice(db: Db, userId: string, sessionId: string, currentSessionId: string) {
  const result = await db
    .update(sessions)
    .set({ revokedAt: Date.now(), revokedReason: "signed_out" })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        ne(sessions.id, currentSessionId),
      ),
    )
    .returning({ id: sessions.id });
  if (result.length === 0) throw AppError.notFound("Device");
}

/** A new account's row: admin when ADMIN_EMAILS lists the email, a fresh referral code. */
export function newUserRow(
  env: AppEnv,
  fields: {
    name: string;
    email: string;
    passwordHash?: string | null;
    googleSub?: string | null;
    phone?: string | null;
    country?: string | null;
    locale?: Locale | null;
  },
  now = Date.now(),
): UserRow {
  return {
    id: crypto.randomUUID(),
    name: fields.name,
    email: fields.email,
    emailCanonical: canonicalEmail(fields.email),
    passwordHash: fields.passwordHash ?? null,
    googleSub: fields.googleSub ?? null,
    phone: fields.phone ?? null,
    country: fields.country ?? null,
    role: isAdminEmail(env.ADMIN_EMAILS, fields.email) ? "admin" : "user",
    status: "active",
    referralCode: randomCode(8),
    locale: fields.locale ?? null,
    emailVerifiedAt: fields.googleSub ? now : null,
    lastLoginAt: null,
    mfaEnabledAt: null,
    renewalReminders: true,
    welcomeMailedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

export type RegisterInput = {
  name: string;
  email: string;
  password: string;
  phone?: string | undefined;
  country?: string | undefined;
  referralCode?: string | undefined;
  /** The page's language, else the request's: the account's mail is written in it. */
  locale?: Locale | undefined;
};

/**
 * Creates the account (admin when the email is in ADMIN_EMAILS), attributes a referral code when
 * one is given, and opens the first session.
 */
export async function register(db: Db, env: AppEnv, input: RegisterInput, client: ClientInfo) {
  if (input.phone && !input.country) throw fieldError("country", "country is a required field", REQUIRED);
  const phone = input.phone && input.country ? toE164(input.phone, input.country) : null;
  const email = normalizeEmail(input.email);
  const canonical = canonicalEmail(email);
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing.length > 0) throw takenError("email", ACCOUNT_MESSAGES.emailTaken, "EMAIL_TAKEN");
  const code = input.referralCode?.trim();
  const attribution = code ? await prepareAttribution(db, code, { email, emailCanonical: canonical }, client.ip) : null;
  const now = Date.now();
  const user = newUserRow(
    env,
    {
      name: input.name.trim(),
      email,
      passwordHash: await hashPassword(input.password),
      phone,
      country: input.country ?? null,
      locale: input.locale ?? null,
    },
    now,
  );
  try {
    await db.batch([
      db.insert(users).values(user),
      ...(attribution ? [attributionInsert(db, attribution, user.id, client.ip, now)] : []),
    ]);
  } catch (error) {
    // Two registrations of one email racing: the unique index decides.
    if (String(error).includes("users.email")) throw takenError("email", ACCOUNT_MESSAGES.emailTaken, "EMAIL_TAKEN");
    throw error;
  }
  const session = await openSession(db, env, user, client, now);
  return { ...session, user };
}

/**
 * Sends a fresh verification link to an unverified account (registration and "resend"); false when
 * the address is confirmed already, 429 when it had its share of account mails (issue 41).
 */
export async function sendVerificationEmail(db: Db, env: AppEnv, user: UserRow, requestLocale: Locale = "en") {
  if (user.emailVerifiedAt !== null) return false;
  await assertAccountMail(db, user.email);
  const locale = user.locale ?? requestLocale;
  const token = randomToken();
  const now = Date.now();
  await db.insert(emailVerifications).values({
    tokenHash: await sha256Hex(token),
    userId: user.id,
    createdAt: now,
    expiresAt: now + VERIFY_TTL_MS,
  });
  // A page of the app, in the reader's language: it confirms and says so, signed in or not.
  const link = pageLink(env, locale, `/verify-email?token=${encodeURIComponent(token)}`);
  await emailSender(env, db).send({
    to: user.email,
    from: DEFAULT_FROM,
    ...composeMail(env, "verify", locale, { name: user.name, url: link }),
  });
  return true;
}

/**
 * A used link whose account has its address confirmed: a second click (or a mail scanner's) says
 * so instead of "invalid".
 */
async function confirmedBefore(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNotNull(emailVerifications.usedAt),
        isNotNull(users.emailVerifiedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A verification link: marks the address verified and retires every link of the account. A link
 * used before answers "already-confirmed" while the address is confirmed (issue 46).
 */
export async function verifyEmail(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<"confirmed" | "already-confirmed" | "invalid"> {
  const tokenHash = await sha256Hex(token);
  const claimed = await claimSingleUse(
    db,
    emailVerifications,
    emailVerifications.tokenHash,
    tokenHash,
    { userId: emailVerifications.userId },
    now,
  );
  const userId = claimed?.userId;
  if (!userId) return (await confirmedBefore(db, tokenHash)) ? "already-confirmed" : "invalid";
  await db.batch([
    db
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt))),
    db
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt))),
  ]);
  return "confirmed";
}
