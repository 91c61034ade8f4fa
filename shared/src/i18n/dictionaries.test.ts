import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../messages.ts";
import { en } from "./en.ts";
import { id } from "./id.ts";
import { translate } from "./translate.ts";

describe("dictionaries", () => {
  it("have exactly the same keys in en and id", () => {
    const enKeys = Object.keys(en).sort();
    const idKeys = Object.keys(id).sort();
    expect(enKeys.filter((k) => !idKeys.includes(k))).toEqual([]);
    expect(idKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
  });
  it("have no empty texts and keep every placeholder in both languages", () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(en[key].trim(), key).not.toBe("");
      expect(id[key].trim(), key).not.toBe("");
      const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(slots(id[key]), key).toEqual(slots(en[key]));
    }
  });
  it("word every error code of the API in both languages", () => {
    const missing = (dictionary: Record<string, string>) =>
      ERROR_CODES.filter((code) => !dictionary[`error.${code}`]?.trim());
    expect(missing(en)).toEqual([]);
    expect(missing(id)).toEqual([]);
  });
  it("translate fills placeholders", () => {
    expect(translate("en", "footer.copyright", { year: 2026 })).toBe("© 2026 PremiumHub. All rights reserved.");
    expect(translate("id", "validation.required", { path: "email" })).toBe("email wajib diisi");
  });
});
