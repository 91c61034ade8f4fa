import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { describe, expect, it } from "vitest";
import { captureReferralCode, clearReferralCode, readReferralCode } from "./referral-capture.ts";

describe("referral code capture (docs/product.md#referrals)", () => {
  it("keeps the ref query parameter in session storage", () => {
    expect(captureReferralCode("?ref=DEMO2026&utm=x")).toBe("DEMO2026");
    expect(window.sessionStorage.getItem(STORAGE_KEYS.referralCode)).toBe("DEMO2026");
    expect(window.localStorage.getItem(STORAGE_KEYS.referralCode)).toBeNull();
    expect(readReferralCode()).toBe("DEMO2026");
  });

  it("keeps it across pages without ref, and takes a router search object too", () => {
    captureReferralCode({ ref: " FRIEND1 " });
    captureReferralCode("?page=2");
    captureReferralCode({});
    expect(readReferralCode()).toBe("FRIEND1");
  });

  it("ignores empty or malformed codes", () => {
    captureReferralCode("?ref=");
    captureReferralCode("?ref=%3Cscript%3E");
    captureReferralCode(`?ref=${"A".repeat(40)}`);
    expect(readReferralCode()).toBeNull();
  });

  it("is cleared once used", () => {
    captureReferralCode("?ref=DEMO2026");
    window.sessionStorage.setItem(STORAGE_KEYS.tempReferralCode, "DEMO2026");
    clearReferralCode();
    expect(readReferralCode()).toBeNull();
  });
});
