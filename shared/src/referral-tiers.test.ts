import { describe, expect, it } from "vitest";
import { REFERRAL_TIERS } from "./constants.ts";
import { NUMBERED_REFERRAL_TIERS, referralTierOf } from "./referral-tiers.ts";

describe("referral tiers", () => {
  it("follow one another without a gap or an overlap, the last one open-ended", () => {
    REFERRAL_TIERS.forEach((tier, index) => {
      const next = REFERRAL_TIERS[index + 1];
      if (next) expect(next.from, `tier ${index + 2} starts after tier ${index + 1}`).toBe((tier.to ?? 0) + 1);
      else expect(tier.to).toBeNull();
    });
    expect(NUMBERED_REFERRAL_TIERS.map((tier) => tier.number)).toEqual([1, 2, 3]);
  });

  it("put every count in the tier whose range holds it, at the boundaries too", () => {
    expect([0, 1, 5, 6, 15, 16, 100].map(referralTierOf)).toEqual([1, 1, 1, 2, 2, 3, 3]);
    for (let count = 1; count <= 40; count++) {
      const holding = NUMBERED_REFERRAL_TIERS.filter(
        (tier) => count >= tier.from && (tier.to === null || count <= tier.to),
      );
      expect(
        holding.map((tier) => tier.number),
        `${count} invitations`,
      ).toEqual([referralTierOf(count)]);
    }
  });
});
