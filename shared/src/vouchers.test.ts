import { describe, expect, it } from "vitest";
import { type VoucherLimits, voucherState } from "./vouchers.ts";

const NOW = Date.UTC(2026, 5, 1, 12);
const voucher = (overrides: Partial<VoucherLimits> = {}): VoucherLimits => ({
  status: "active",
  redeemBy: null,
  redeemedCount: 0,
  maxRedemptions: 10,
  ...overrides,
});

describe("voucherState", () => {
  it("is active while enabled, before its deadline and with uses left", () => {
    expect(voucherState(voucher(), NOW)).toBe("active");
    expect(voucherState(voucher({ redeemBy: NOW + 1, redeemedCount: 9 }), NOW)).toBe("active");
    expect(voucherState(voucher({ redeemBy: new Date(NOW + 1).toISOString() }), new Date(NOW))).toBe("active");
  });

  it("is expired from the deadline on, given as epoch milliseconds or ISO text", () => {
    expect(voucherState(voucher({ redeemBy: NOW }), NOW)).toBe("expired");
    expect(voucherState(voucher({ redeemBy: new Date(NOW - 1).toISOString() }), NOW)).toBe("expired");
  });

  it("is used up once every redemption is taken", () => {
    expect(voucherState(voucher({ redeemedCount: 10 }), NOW)).toBe("used_up");
    expect(voucherState(voucher({ maxRedemptions: 1, redeemedCount: 1 }), NOW)).toBe("used_up");
  });

  it("answers in the API's order: disabled, then expired, then used up", () => {
    const everything = { redeemBy: NOW - 1, redeemedCount: 10 };
    expect(voucherState(voucher({ ...everything, status: "disabled" }), NOW)).toBe("disabled");
    expect(voucherState(voucher(everything), NOW)).toBe("expired");
  });
});
