import { z } from "zod";
import { ADMIN_ACCESS, ADMIN_SETTABLE_USER_STATUSES, LOCALES, USER_ROLES, USER_STATUSES } from "../constants.ts";
import { USER_LIST_FIELDS } from "../query-fields.ts";
import { personName, timestamp } from "./common.ts";
import { paginationQuery, queryShape } from "./list-query.ts";

/**
 * A user as the API returns it. `profileComplete` is true only with both phone and country
 * (docs/product.md#forms-and-validation).
 */
export const userDto = z.object({
  uuid: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  role: z.enum(USER_ROLES),
  /**
   * Admins only (null for users): whether this session may use the admin area, or must first
   * confirm (`verify`) or set up (`enroll`) a second factor (decision 053).
   */
  adminAccess: z.enum(ADMIN_ACCESS).nullable(),
  status: z.enum(USER_STATUSES),
  referralCode: z.string(),
  profileComplete: z.boolean(),
  hasPassword: z.boolean(),
  /** The owner proved the address (verification link or Google). */
  emailVerified: z.boolean(),
  /** Whether the subscriber is mailed before their subscription ends (issue 43). */
  renewalReminders: z.boolean(),
  createdAt: timestamp,
});
export type UserDto = z.infer<typeof userDto>;

/** The optional tools this deployment has configured: the panel lists only those (issue 28). */
export const panelFeatures = z.object({
  /** At least one media-downloader provider is configured (MEDIA_DOWNLOADER_A_* or _B_*). */
  mediaDownloader: z.boolean(),
});
export type PanelFeatures = z.infer<typeof panelFeatures>;

/** GET /users/me: the signed-in user, and what the panel offers them on this deployment. */
export const meDto = userDto.extend({ features: panelFeatures });
export type MeDto = z.infer<typeof meDto>;

const name = personName(2, 100);
/** ISO 3166-1 alpha-2, upper case. */
export const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: "country must be a 2-letter country code" })
  .transform((c) => c.toUpperCase());
/** Digits with optional +, spaces, dashes, dots or brackets; checked for the country on the server. */
export const phoneNumber = z
  .string()
  .trim()
  .min(4)
  .max(32)
  .regex(/^\+?[0-9 ().-]+$/, { error: "phone must contain only digits" });
export const password = z.string().min(8).max(128);
export const email = z.email().trim().toLowerCase().max(254);

export const registerBody = z.object({
  name,
  email,
  password,
  phone: phoneNumber.optional(),
  country: countryCode.optional(),
  referralCode: z.string().trim().max(32).optional(),
  /** The page's language: the account's mail is written in it (issue 28). */
  locale: z.enum(LOCALES).optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({ email, password: z.string().min(1).max(128) });
export type LoginBody = z.input<typeof loginBody>;

/** Sign-in and registration both answer this (plus the httpOnly refresh cookie). */
export const authResult = z.object({ token: z.string(), user: userDto });
export type AuthResult = z.infer<typeof authResult>;

export const validateResult = z.object({ valid: z.boolean(), user: userDto.nullable() });
export type ValidateResult = z.infer<typeof validateResult>;

export const updateMeBody = z
  .object({
    name: name.optional(),
    phone: phoneNumber.optional(),
    country: countryCode.optional(),
    /** The language the account reads its mail in; the panel sends it on every switch (issue 28). */
    locale: z.enum(LOCALES).optional(),
    /** Mails before the subscription ends (issue 43): on by default. */
    renewalReminders: z.boolean().optional(),
  })
  .refine((b) => !b.phone || !!b.country, { error: "country is a required field", path: ["country"] });
export type UpdateMeBody = z.input<typeof updateMeBody>;

export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
export const resetPasswordBody = z.object({ token: z.string().min(16).max(200), password });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const deviceDto = z.object({
  id: z.uuid(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  firstSeen: timestamp,
  lastSeen: timestamp,
  current: z.boolean(),
});
export type DeviceDto = z.infer<typeof deviceDto>;

export const countryDto = z.object({ code: z.string(), name: z.string(), dialCode: z.string() });
export type CountryDto = z.infer<typeof countryDto>;

export const userListQuery = paginationQuery.extend(queryShape(USER_LIST_FIELDS));
export type UserListQuery = z.infer<typeof userListQuery>;

export const userStatusBody = z.object({ status: z.enum(ADMIN_SETTABLE_USER_STATUSES) });
export type UserStatusBody = z.input<typeof userStatusBody>;

/**
 * DELETE /users/me. An account with a password confirms with it; a Google-only account sends none
 * (it proves itself with a fresh sign-in instead).
 */
export const deleteMeBody = z.object({ password: z.string().max(128).optional() });
export type DeleteMeBody = z.input<typeof deleteMeBody>;

/** GET /users/export: the list's filters, every page. */
export const userExportQuery = userListQuery.omit({ page: true, limit: true });
export type UserExportQuery = z.output<typeof userExportQuery>;
export const userIdParam = z.object({ userId: z.uuid() });

/** GET /auth/verify-email: the link mailed to the owner; answers with a redirect to the panel. */
export const verifyEmailQuery = z.object({ token: z.string().max(200).optional() });
/** POST /auth/verify-email: the mailed link's token, sent by the app's confirmation page. */
export const verifyEmailBody = z.object({ token: z.string().trim().min(1).max(200) });
export type VerifyEmailBody = z.input<typeof verifyEmailBody>;
/**
 * POST /auth/verify-email: the address is confirmed. `alreadyConfirmed`: the link was used before
 * and the address is still the confirmed one (a second click, a mail scanner), not an error (issue 46).
 */
export const emailVerifiedResult = z.object({ verified: z.literal(true), alreadyConfirmed: z.boolean() });
export type EmailVerifiedResult = z.infer<typeof emailVerifiedResult>;
/** GET /auth/google: where to go after signing in, and a referral code to attribute. */
export const googleLoginQuery = z.object({
  returnUrl: z.string().max(2000).optional(),
  ref: z.string().max(32).optional(),
});
export type GoogleLoginQuery = z.output<typeof googleLoginQuery>;

/** Answers that are one sentence for the user (forgot and reset password). */
export const messageResult = z.object({ message: z.string() });
export const googleConfigResult = z.object({ enabled: z.boolean() });
export const verificationSentResult = z.object({ sent: z.boolean() });
export const loggedOutResult = z.object({ loggedOut: z.boolean() });
export const signedOutResult = z.object({ signedOut: z.boolean() });
export type GoogleConfigResult = z.infer<typeof googleConfigResult>;
export type VerificationSentResult = z.infer<typeof verificationSentResult>;
