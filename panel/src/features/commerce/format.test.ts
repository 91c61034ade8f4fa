import { describe, expect, it } from "vitest";
import { formatMoney } from "./format.ts";

/** Intl separates the currency from the number with a no-break space in some locales. */
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, " ");

describe("formatMoney", () => {
  it("shows IDR as whole rupiah, without decimals", () => {
    expect(plain(formatMoney(49_000, "IDR", "id"))).toBe("Rp 49.000");
    expect(plain(formatMoney(1_449_000, "IDR", "en"))).toBe("IDR 1,449,000");
  });

  it("shows USD in cents as dollars with two decimals", () => {
    expect(formatMoney(1_999, "USD", "en")).toBe("$19.99");
    expect(formatMoney(500, "USD", "en")).toBe("$5.00");
    expect(plain(formatMoney(1_999, "USD", "id"))).toBe("US$19,99");
  });

  it("keeps the minor unit for zero-decimal currencies other than IDR", () => {
    expect(plain(formatMoney(1_200, "JPY", "en"))).toBe("¥1,200");
  });
});
