import type { AdminAccess } from "@app/shared/constants";
import type { AppEnv } from "../env.ts";
import type { SessionRow, UserRow } from "../types.ts";

/**
 * Whether admins must have a second factor (decision 053): `ADMIN_MFA` = "required" or "optional";
 * unset, it is required in production and optional elsewhere (the local demo admin signs in with
 * a password alone).
 */
export function secondFactorMandatory(env: Pick<AppEnv, "ADMIN_MFA" | "ENVIRONMENT">): boolean {
  if (env.ADMIN_MFA === "required") return true;
  if (env.ADMIN_MFA === "optional") return false;
  return env.ENVIRONMENT === "production";
}

/**
 * Where a session of an admin stands (null for everyone else): an account with a second factor
 * must pass it in each session; one without must set one up first when the setting makes it
 * mandatory.
 */
export function adminAccessOf(
  user: Pick<UserRow, "role" | "mfaEnabledAt">,
  session: Pick<SessionRow, "mfaVerifiedAt">,
  env: Pick<AppEnv, "ADMIN_MFA" | "ENVIRONMENT">,
): AdminAccess | null {
  if (user.role !== "admin") return null;
  if (session.mfaVerifiedAt !== null) return "granted";
  if (user.mfaEnabledAt !== null) return "verify";
  return secondFactorMandatory(env) ? "enroll" : "granted";
}

/**
 * The user as the rest of the request may see it: an admin who has not passed the second factor
 * is an ordinary user everywhere (shared routes that widen their view for admins included), and
 * only `requireAdmin` tells them why, by `adminAccess`.
 */
export function withAdminAccess<U extends Pick<UserRow, "role" | "mfaEnabledAt">>(
  user: U,
  session: Pick<SessionRow, "mfaVerifiedAt">,
  env: Pick<AppEnv, "ADMIN_MFA" | "ENVIRONMENT">,
): { user: U; adminAccess: AdminAccess | null } {
  const adminAccess = adminAccessOf(user, session, env);
  return { user: adminAccess && adminAccess !== "granted" ? { ...user, role: "user" } : user, adminAccess };
}
