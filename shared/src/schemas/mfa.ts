import { z } from "zod";
import { ADMIN_ACCESS, MFA_FACTOR_KINDS } from "../constants.ts";
import { personName, timestamp } from "./common.ts";

/** The admin second factor (decision 053): the account's factors and where this session stands. */
export const mfaFactorDto = z.object({
  id: z.uuid(),
  kind: z.enum(MFA_FACTOR_KINDS),
  label: z.string(),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
});
export type MfaFactorDto = z.infer<typeof mfaFactorDto>;

export const mfaStatusDto = z.object({
  /** The setting: admins must have a second factor. */
  mandatory: z.boolean(),
  /** This session: null for non-admins. */
  adminAccess: z.enum(ADMIN_ACCESS).nullable(),
  factors: z.array(mfaFactorDto),
  recoveryCodesLeft: z.number().int().min(0),
});
export type MfaStatusDto = z.infer<typeof mfaStatusDto>;

/** A new authenticator-app factor, pending until its first code: the secret and its otpauth:// URI. */
export const totpSetupDto = z.object({ factorId: z.uuid(), secret: z.string(), uri: z.string() });
export type TotpSetupDto = z.infer<typeof totpSetupDto>;

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/, { error: "must be base64url" });

/** Six digits from an authenticator app (spaces allowed, as apps show "123 456"). */
export const totpCode = z
  .string()
  .transform((v) => v.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { error: "code must be the 6 digits your authenticator app shows" }));
/** A recovery code as issued (xxxxx-xxxxx), case and dashes forgiven. */
export const recoveryCode = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, "").toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, { error: "code must be one of your 10-character recovery codes" }));

const factorLabel = personName(1, 60);

export const totpConfirmBody = z.object({ factorId: z.uuid(), code: totpCode, label: factorLabel });
export type TotpConfirmBody = z.input<typeof totpConfirmBody>;

/** A WebAuthn credential as the browser hands it over (`PublicKeyCredential.toJSON()`). */
const credentialJson = z.looseObject({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal("public-key"),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});
export const passkeyRegistration = credentialJson.extend({
  response: z.looseObject({
    clientDataJSON: base64url.min(1),
    attestationObject: base64url.min(1),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});
export const passkeyAssertion = credentialJson.extend({
  response: z.looseObject({
    clientDataJSON: base64url.min(1),
    authenticatorData: base64url.min(1),
    signature: base64url.min(1),
    userHandle: base64url.optional(),
  }),
});
export const passkeyRegisterBody = z.object({ credential: passkeyRegistration, label: factorLabel });

/** POST /auth/mfa/verify: one of the three ways through. */
export const mfaVerifyBody = z.discriminatedUnion("method", [
  z.object({ method: z.literal("totp"), code: totpCode }),
  z.object({ method: z.literal("recovery"), code: recoveryCode }),
  z.object({ method: z.literal("passkey"), credential: passkeyAssertion }),
]);
export type MfaVerifyBody = z.input<typeof mfaVerifyBody>;

/** What enrolling the first factor or regenerating answers: the codes, shown once. */
export const recoveryCodesDto = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesDto = z.infer<typeof recoveryCodesDto>;

/** Verify and enrol answers: the session's new standing, and recovery codes when new ones were made. */
export const mfaPassedDto = z.object({
  adminAccess: z.enum(ADMIN_ACCESS).nullable(),
  recoveryCodes: z.array(z.string()).nullable(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type MfaPassedDto = z.infer<typeof mfaPassedDto>;

/**
 * WebAuthn options for `navigator.credentials.create()` / `.get()` in their JSON form (the browser
 * library turns them into the binary options); the challenge is single-use and lasts five minutes.
 */
export const passkeyOptionsDto = z.looseObject({ challenge: z.string() });

/** The panel's forms: a code from the app, a recovery code, a new app's first code and name, a passkey's name. */
export const totpCodeForm = z.object({ code: totpCode });
export const recoveryCodeForm = z.object({ code: recoveryCode });
export const totpSetupForm = totpConfirmBody.pick({ code: true, label: true });
export const passkeyLabelForm = z.object({ label: factorLabel });
