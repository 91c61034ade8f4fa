/** Voucher and payment lists shared by the API schemas and the panel (no zod here). */
/** A redemption either extended the subscription at once or was banked for later. */
export const REDEMPTION_STATUSES = ["applied", "banked"] as const;
/**
 * What redeeming a voucher does (worker `projectGrant`): extends the current package, switches to
 * the voucher's package (unused days carried over), starts it, or adds days without a package.
 */
export const VOUCHER_EFFECTS = ["extend", "switch", "start", "bonus"] as const;
export type VoucherEffect = (typeof VOUCHER_EFFECTS)[number];
/**
 * Why a code cannot be redeemed now, in the order the API checks (worker `reasonFor`): the error
 * codes redeem answers, and the `refusal.code` of a preview.
 */
export const VOUCHER_REFUSALS = [
  "VOUCHER_UNKNOWN",
  "VOUCHER_DISABLED",
  "VOUCHER_EXPIRED",
  "VOUCHER_ALREADY_REDEEMED",
  "VOUCHER_USED_UP",
] as const;
export type VoucherRefusalCode = (typeof VOUCHER_REFUSALS)[number];
export const PAYMENT_GATEWAYS = ["sandbox", "xendit"] as const;
/** What the API did with one payment provider callback (worker `applyPaymentEvent`). */
export const WEBHOOK_OUTCOMES = [
  "completed",
  "duplicate",
  "already_completed",
  "amount_mismatch",
  "status_updated",
  "recorded",
  "discount_ineligible",
  "unknown_transaction",
  // Auto-renew (issue 43): a saved method linked or refused, and a renewal's declined try.
  "method_linked",
  "method_failed",
  "unknown_method",
  "declined",
] as const;
/**
 * Channels that can be charged by us after one authorisation, for auto-renew (issue 43,
 * PROVIDERS.md): Xendit's e-wallet channel codes. QRIS and virtual accounts cannot be: their
 * payers renew with a fresh checkout.
 */
export const RENEWAL_CHANNELS = ["DANA", "OVO", "SHOPEEPAY", "LINKAJA"] as const;
export type RenewalChannel = (typeof RENEWAL_CHANNELS)[number];
/** Auto-renew as the subscriber sees it (decision 065). */
export const RENEWAL_STATES = ["off", "scheduled", "retrying", "past_due"] as const;
export type RenewalState = (typeof RENEWAL_STATES)[number];
/** The channels' own names, as their apps write them (brand names: the same in every language). */
export const RENEWAL_CHANNEL_NAMES: Record<RenewalChannel, string> = {
  DANA: "DANA",
  OVO: "OVO",
  SHOPEEPAY: "ShopeePay",
  LINKAJA: "LinkAja",
};
/** Where a subscription's renewal stands, for the admin's Renewals page (decision 065). */
export const ADMIN_RENEWAL_VIEWS = ["upcoming", "retrying", "past_due", "recovered"] as const;
