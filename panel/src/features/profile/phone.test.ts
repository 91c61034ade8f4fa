import { describe, expect, it } from "vitest";
import { isValidPhoneForCountry, toE164 } from "./phone.ts";

describe("phone helpers", () => {
  it("checks the number against the chosen country", () => {
    expect(isValidPhoneForCountry("0812 3456 7890", "ID")).toBe(true);
    expect(isValidPhoneForCountry("+62 812-3456-7890", "ID")).toBe(true);
    expect(isValidPhoneForCountry("0812 3456 7890", "US")).toBe(false);
    expect(isValidPhoneForCountry("123", "ID")).toBe(false);
    expect(isValidPhoneForCountry("0812 3456 7890", "")).toBe(false);
  });

  it("submits E.164", () => {
    expect(toE164("0812 3456 7890", "ID")).toBe("+6281234567890");
    expect(toE164("(201) 555-0123", "US")).toBe("+12015550123");
  });
});
