/** Voucher and payment lists shared by the API schemas and the panel (no zod here). */
export const VOUCHER_STATUSES = ["active", "disabled"] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
/** A redemption either extended the subscription at once or was banked for later. */
export const REDEMPTION_STATUSES = ["applied", "banked"] as const;
/**
 * What redeeming a voucher does (worker `projectGrant`): extends the current package, switches to
 * the voucher's package (unused days carried over), starts it, or adds days without a package.
 */
export const VOUCHER_EFFECTS = ["extend", "switch", "start", "bonus"] as const;
export type VoucherEffect = (typeof VOUCHER_EFFECTS)[number];
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
] as const;
