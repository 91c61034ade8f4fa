/**
 * Names of the client values of docs/product.md#sessions-in-the-browser kept in browser storage,
 * shared by the panel and the islands.
 */
export const STORAGE_KEYS = {
  authToken: "auth_token",
  refreshToken: "refresh_token",
  userData: "user_data",
  referralCode: "referral_code",
  tempReferralCode: "temp_referral_code",
  googleAuthInProgress: "google_auth_in_progress",
  preferredLocale: "preferred_locale",
  /** The theme switch's choice, "light" or "dark"; none follows the system (shared/src/theme.ts). */
  theme: "theme",
  cart: "cart",
  savedUrl: "saved_url",
  /** The dashboard's extension setup checklist was hidden by the user. */
  setupChecklistDismissed: "setup_checklist_dismissed",
  /** Why the last session was ended (the forced logout), for the sign-in page after a restart. */
  signedOutReason: "signed_out_reason",
  /** The newest D1 session bookmark of this tab (sessionStorage; decision 043). */
  d1Bookmark: "d1_bookmark",
} as const;
