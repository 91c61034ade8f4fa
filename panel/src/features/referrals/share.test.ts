import { readFileSync } from "node:fs";
import path from "node:path";
import { en } from "@app/shared/i18n/en";
import { id } from "@app/shared/i18n/id";
import { translator } from "@app/shared/i18n/translate";
import { REFERRAL_ERRORS, REFERRAL_MESSAGES } from "@app/shared/messages";
import { referralTierOf } from "@app/shared/referral-tiers";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { applyErrorText, normaliseReferralInput } from "./errors.ts";
import { milestoneProgress, TIERS, telegramShareUrl, tierRangeText, whatsappShareUrl } from "./share.ts";

const t = translator("en");
const message =
  "Join me on PremiumHub! Sign up with my referral code RINA2026 and get 10% off your first subscription:";
const link = "http://localhost:8787/register?ref=RINA2026";

describe("share URLs", () => {
  it("WhatsApp: wa.me with the message and the link in one percent-encoded text", () => {
    const url = whatsappShareUrl(message, link);
    expect(url.startsWith("https://wa.me/?text=")).toBe(true);
    expect(url).not.toContain("+");
    expect(url).not.toContain(" ");
    expect(new URL(url).searchParams.get("text")).toBe(`${message} ${link}`);
  });

  it("Telegram: t.me/share/url with url and text", () => {
    const url = telegramShareUrl(message, link);
    expect(url.startsWith("https://t.me/share/url?url=")).toBe(true);
    const parsed = new URL(url);
    expect(parsed.searchParams.get("url")).toBe(link);
    expect(parsed.searchParams.get("text")).toBe(message);
    expect(url).toContain(encodeURIComponent(link));
  });
});

describe("milestoneProgress", () => {
  it("counts the successful invitations of the current block of 5", () => {
    expect(milestoneProgress({ at: 5, remaining: 5 })).toEqual({ done: 0, every: 5, percent: 0, at: 5, remaining: 5 });
    expect(milestoneProgress({ at: 5, remaining: 2 })).toEqual({ done: 3, every: 5, percent: 60, at: 5, remaining: 2 });
    expect(milestoneProgress({ at: 10, remaining: 1 })).toMatchObject({ done: 4, percent: 80, at: 10 });
    // Just reached a milestone: the next block starts empty.
    expect(milestoneProgress({ at: 10, remaining: 5 })).toMatchObject({ done: 0, percent: 0 });
  });

  it("clamps odd values", () => {
    expect(milestoneProgress({ at: 5, remaining: 9 })).toMatchObject({ done: 0, remaining: 5, percent: 0 });
    expect(milestoneProgress({ at: 5, remaining: -1 })).toMatchObject({ done: 5, remaining: 0, percent: 100 });
  });
});

describe("tiers", () => {
  const number = new Intl.NumberFormat("en");
  const labels = (translate: typeof t) => TIERS.map((tier) => tierRangeText(tier, translate, number));

  it("are 1–5, 6–15 and 16+ invitations, all +3 days", () => {
    expect(TIERS.map((tier) => [tier.number, tier.from, tier.to, tier.rewardDays])).toEqual([
      [1, 1, 5, 3],
      [2, 6, 15, 3],
      [3, 16, null, 3],
    ]);
    expect(labels(t)).toEqual(["1–5 invitations", "6–15 invitations", "16+ invitations"]);
    expect(labels(translator("id"))).toEqual(["1–5 undangan", "6–15 undangan", "16+ undangan"]);
  });

  it("label each boundary count in exactly one tier, the one the Worker puts it in (issue 28)", () => {
    /** The tiers whose label's range holds `count`, read back from the label's own numbers. */
    const labelsHolding = (count: number) =>
      TIERS.filter((tier) => {
        const [from, to] = (tierRangeText(tier, t, number).match(/\d+/g) ?? []).map(Number);
        return count >= (from ?? Number.POSITIVE_INFINITY) && (to === undefined || count <= to);
      }).map((tier) => tier.number);
    for (const count of [1, 5, 6, 14, 15, 16, 29, 30]) {
      expect(labelsHolding(count), `${count} invitations`).toEqual([referralTierOf(count)]);
    }
  });
});

describe("referral input and apply errors", () => {
  it("trims the code; empty or whitespace-only is refused", () => {
    expect(normaliseReferralInput("  AB12  ")).toBe("AB12");
    expect(normaliseReferralInput("")).toBeNull();
    expect(normaliseReferralInput("   \t ")).toBeNull();
  });

  it("shows the server's reason for a refused code by its code, in the page's language", () => {
    const refused = (message: string, code: "INVALID_REFERRAL" | "REFERRAL_SELF_REFERRAL") =>
      new ApiError("VALIDATION_ERROR", message, 400, { fields: [{ field: "referralCode", message, code }] });
    expect(applyErrorText(new ApiError("ALREADY_REFERRED", REFERRAL_ERRORS.alreadyReferred, 409), t)).toBe(
      REFERRAL_ERRORS.alreadyReferred,
    );
    expect(applyErrorText(refused(REFERRAL_MESSAGES.invalidCode, "INVALID_REFERRAL"), t)).toBe("Invalid referral code");
    expect(applyErrorText(refused(REFERRAL_MESSAGES.invalidCode, "INVALID_REFERRAL"), translator("id"))).toBe(
      "Kode referral tidak valid",
    );
    expect(applyErrorText(refused(REFERRAL_ERRORS.selfReferral, "REFERRAL_SELF_REFERRAL"), translator("id"))).toBe(
      "Kamu tidak dapat menggunakan kode referralmu sendiri",
    );
    expect(applyErrorText(new ApiError("REFERRAL_AFTER_PURCHASE", REFERRAL_ERRORS.afterPurchase, 422), t)).toBe(
      REFERRAL_ERRORS.afterPurchase,
    );
  });

  it("falls back to 'Failed to apply referral code' without a usable server message", () => {
    expect(applyErrorText(new ApiError("INTERNAL_ERROR", "boom", 500), t)).toBe("Failed to apply referral code");
    expect(applyErrorText(new ApiError("SOMETHING_NEW", "Some other rule", 422), t)).toBe(
      "Failed to apply referral code",
    );
    expect(applyErrorText(new ApiError("RATE_LIMITED", "slow down", 429), t)).toBe("Failed to apply referral code");
    expect(applyErrorText(new ApiError("NETWORK", "Failed to fetch", 0), t)).toBe("Failed to apply referral code");
    expect(applyErrorText(new Error("x"), t)).toBe("Failed to apply referral code");
  });
});

describe("dictionaries", () => {
  it("have the docs/product.md#referrals texts verbatim in English and translated in Indonesian", () => {
    const product = readFileSync(path.join(import.meta.dirname, "../../../../docs/product.md"), "utf8");
    const texts = product.replace(/\s+/g, " ");
    const keys = Object.keys(en).filter((key): key is `referrals.msg.${string}` & keyof typeof en =>
      key.startsWith("referrals.msg."),
    );
    expect(keys.length).toBeGreaterThanOrEqual(10);
    for (const key of keys) {
      expect(texts, key).toContain(en[key]);
      expect(id[key], key).toBeTruthy();
    }
    for (const [name, text] of Object.entries(REFERRAL_MESSAGES)) {
      expect(en[`referrals.msg.${name}` as keyof typeof en], name).toBe(text);
    }
    const codes = {
      selfReferral: "REFERRAL_SELF_REFERRAL",
      alreadyReferred: "ALREADY_REFERRED",
      afterPurchase: "REFERRAL_AFTER_PURCHASE",
    } as const satisfies Record<keyof typeof REFERRAL_ERRORS, string>;
    for (const [name, text] of Object.entries(REFERRAL_ERRORS)) {
      expect(en[`error.${codes[name as keyof typeof REFERRAL_ERRORS]}`]).toBe(text);
    }
  });
});
