import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { describe, expect, it, vi } from "vitest";
import { dataLayerEvents } from "../test/test-utils.tsx";
import { finishGoogleLogin, isGoogleAuthInProgress, startGoogleLogin } from "./google-login.ts";
import { captureReferralCode } from "./referral-capture.ts";

describe("Google login (docs/product.md#sessions-in-the-browser)", () => {
  it("sets loading, saves the referral code temporarily, sets the flag, navigates with returnUrl", () => {
    captureReferralCode("?ref=DEMO2026");
    const setLoading = vi.fn();
    const navigate = vi.fn();
    startGoogleLogin({ setLoading, returnUrl: "/panel/vouchers?page=2", navigate });
    expect(setLoading).toHaveBeenCalledWith(true);
    expect(setLoading).not.toHaveBeenCalledWith(false);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.tempReferralCode)).toBe("DEMO2026");
    expect(isGoogleAuthInProgress()).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/api/auth/google?returnUrl=%2Fpanel%2Fvouchers%3Fpage%3D2&ref=DEMO2026");
    expect(dataLayerEvents()).toContain("login_initiated");
  });

  it("returns to /panel by default, and never to another site", () => {
    const navigate = vi.fn();
    startGoogleLogin({ setLoading: () => {}, navigate });
    startGoogleLogin({ setLoading: () => {}, returnUrl: "https://evil.example", navigate });
    expect(navigate.mock.calls).toEqual([
      ["/api/auth/google?returnUrl=%2Fpanel"],
      ["/api/auth/google?returnUrl=%2Fpanel"],
    ]);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.tempReferralCode)).toBeNull();
  });

  it("resets loading without a message when starting fails", () => {
    const setLoading = vi.fn();
    startGoogleLogin({
      setLoading,
      navigate: () => {
        throw new Error("blocked");
      },
    });
    expect(setLoading.mock.calls).toEqual([[true], [false]]);
  });

  it("forgets the flag and the temporary code once back", () => {
    window.sessionStorage.setItem(STORAGE_KEYS.tempReferralCode, "X1");
    window.sessionStorage.setItem(STORAGE_KEYS.googleAuthInProgress, "true");
    finishGoogleLogin();
    expect(isGoogleAuthInProgress()).toBe(false);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.tempReferralCode)).toBeNull();
  });
});
