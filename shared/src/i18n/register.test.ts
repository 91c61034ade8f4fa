import { describe, expect, it } from "vitest";
import { id } from "./id.ts";

/** The formal pronoun as a whole word; "tanda", "ganda", "beranda" and "ditandai" do not match. */
const FORMAL_PRONOUN = /(?<![\p{L}\p{N}])anda(?![\p{L}\p{N}])/iu;

describe("Indonesian register (decision 040)", () => {
  it('addresses the user as "kamu": no value uses the pronoun "Anda"', () => {
    const formal = Object.entries(id)
      .filter(([, text]) => FORMAL_PRONOUN.test(text))
      .map(([key]) => key);
    expect(formal).toEqual([]);
  });

  it("tells the pronoun from words that only contain its letters", () => {
    for (const text of ["Anda", "akun Anda.", "anda", "(Anda)", "Data Anda, kamu"]) {
      expect(FORMAL_PRONOUN.test(text), text).toBe(true);
    }
    for (const text of ["tanda hubung", "ditandai", "ganda", "Kembali ke beranda", "Belanda", "andal"]) {
      expect(FORMAL_PRONOUN.test(text), text).toBe(false);
    }
  });
});
