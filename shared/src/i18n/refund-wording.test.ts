import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { id } from "./id.ts";

// Issue 46: the checkout said "no refunds" and "cancel any time without penalty" side by side, as if
// cancelling could bring money back. Its sentence now takes the refund policy's own heading and says
// what cancelling does instead.
describe("the checkout's refund sentence agrees with the refund policy", () => {
  it.each([
    ["en", en, "nothing more is charged"],
    ["id", id, "tidak ada tagihan lagi"],
  ] as const)("in %s", (_locale, dictionary, whatCancellingDoes) => {
    const policy = dictionary["legal.refund.final.title"].replace(/^\d+\.\s*/, "");
    expect(dictionary["checkout.finalSale"].startsWith(`${policy}:`)).toBe(true);
    expect(dictionary["checkout.finalSale"]).toContain(whatCancellingDoes);
  });
});
