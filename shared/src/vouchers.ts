/**
 * Whether a voucher code can be redeemed now, by the rule the API enforces (the per-user limit
 * aside): the admin list shows the same state the redemption would answer.
 */
export type VoucherState = "active" | "disabled" | "expired" | "used_up";

export interface VoucherLimits {
  status: "active" | "disabled";
  /** The last moment the code works, as epoch milliseconds (database) or ISO text (API); null: no deadline. */
  redeemBy: number | string | null;
  redeemedCount: number;
  maxRedemptions: number;
}

/** Disabled wins over expired, expired over used up: the order of the API's error answers. */
export function voucherState(voucher: VoucherLimits, now: number | Date = Date.now()): VoucherState {
  if (voucher.status !== "active") return "disabled";
  const deadline = typeof voucher.redeemBy === "string" ? Date.parse(voucher.redeemBy) : voucher.redeemBy;
  if (deadline !== null && deadline <= +now) return "expired";
  if (voucher.redeemedCount >= voucher.maxRedemptions) return "used_up";
  return "active";
}
