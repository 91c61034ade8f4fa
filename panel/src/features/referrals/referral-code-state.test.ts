import { translator } from "@app/shared/i18n/translate";
import { REFERRAL_ERRORS } from "@app/shared/messages";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { type ReferralCodeInputs, referralCodeState } from "./referral-code-state.ts";

const en = translator("en");
const id = translator("id");
const VALID = { valid: true, referralCode: "FRIEND1", referrerName: "Bu*** S***", discountPercent: 10 };
const notFound = new ApiError("INVALID_REFERRAL", "Invalid referral code", 404);

function inputs(overrides: Partial<ReferralCodeInputs> = {}): ReferralCodeInputs {
  return {
    value: "FRIEND1",
    debounced: "FRIEND1",
    check: { isPending: true },
    applying: false,
    refusal: null,
    ...overrides,
  };
}

describe("referralCodeState", () => {
  it("idle: nothing typed, too short to check, or still typing (the pause not over)", () => {
    expect(referralCodeState(inputs({ value: "", debounced: "" }), en)).toEqual({ status: "idle" });
    expect(referralCodeState(inputs({ value: "FR", debounced: "FR" }), en)).toEqual({ status: "idle" });
    expect(
      referralCodeState(
        inputs({ value: "FRIEND12", debounced: "FRIEND1", check: { isPending: false, data: VALID } }),
        en,
      ),
    ).toEqual({ status: "idle" });
  });

  it("checking: while the code is validated and while it is applied", () => {
    expect(referralCodeState(inputs(), en)).toEqual({ status: "checking" });
    expect(referralCodeState(inputs({ check: { isPending: false, data: VALID }, applying: true }), en)).toEqual({
      status: "checking",
    });
  });

  it("valid: the masked referrer and the discount, for the trimmed code", () => {
    expect(referralCodeState(inputs({ value: " FRIEND1 ", check: { isPending: false, data: VALID } }), en)).toEqual({
      status: "valid",
      referrerName: "Bu*** S***",
      discountPercent: 10,
    });
  });

  it("invalid: an unknown code, in the page's language by its code", () => {
    expect(referralCodeState(inputs({ check: { isPending: false, error: notFound } }), en)).toEqual({
      status: "invalid",
      message: "Invalid referral code",
    });
    expect(referralCodeState(inputs({ check: { isPending: false, error: notFound } }), id)).toEqual({
      status: "invalid",
      message: "Kode referral tidak valid",
    });
  });

  it("invalid: an empty submit, and a refused apply replacing a green check (one message)", () => {
    expect(
      referralCodeState(inputs({ value: "  ", debounced: "", refusal: { value: "  ", empty: true } }), en),
    ).toEqual({ status: "invalid", message: "Please enter a referral code" });
    const refused = new ApiError("REFERRAL_AFTER_PURCHASE", REFERRAL_ERRORS.afterPurchase, 422);
    expect(
      referralCodeState(
        inputs({ check: { isPending: false, data: VALID }, refusal: { value: "FRIEND1", error: refused } }),
        id,
      ),
    ).toEqual({ status: "invalid", message: "Kode referral hanya dapat diterapkan sebelum pembelian pertamamu" });
    expect(
      referralCodeState(inputs({ refusal: { value: "FRIEND1", error: new ApiError("INTERNAL_ERROR", "x", 500) } }), en),
    ).toEqual({ status: "invalid", message: "Failed to apply referral code" });
  });

  it("editing the code drops the refusal: back to idle until the pause, then checked again", () => {
    const refusal = { value: "FRIEND1", error: new ApiError("ALREADY_REFERRED", REFERRAL_ERRORS.alreadyReferred, 409) };
    expect(referralCodeState(inputs({ value: "FRIEND12", refusal }), en)).toEqual({ status: "idle" });
    expect(
      referralCodeState(inputs({ value: "FRIEND12", debounced: "FRIEND12", refusal, check: { isPending: true } }), en),
    ).toEqual({ status: "checking" });
  });

  it("a validation that cannot answer (rate limit, network) leaves the box idle, not red", () => {
    const limited = new ApiError("RATE_LIMITED", "Too many requests", 429);
    expect(referralCodeState(inputs({ check: { isPending: false, error: limited } }), en)).toEqual({ status: "idle" });
  });
});
