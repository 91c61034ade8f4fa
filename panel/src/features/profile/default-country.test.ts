import { describe, expect, it } from "vitest";
import { defaultCountry } from "./default-country.ts";

describe("defaultCountry", () => {
  it("keeps a country the user or their profile already has", () => {
    expect(defaultCountry("US", "id", "Asia/Jakarta")).toBe("US");
    expect(defaultCountry("SG", "en", "Asia/Makassar")).toBe("SG");
  });

  it("is Indonesia for an empty field on an Indonesian page", () => {
    expect(defaultCountry("", "id", "Europe/Berlin")).toBe("ID");
    expect(defaultCountry(null, "id", null)).toBe("ID");
  });

  it("is Indonesia for an empty field in each of Indonesia's time zones", () => {
    for (const zone of ["Asia/Jakarta", "Asia/Pontianak", "Asia/Makassar", "Asia/Jayapura"]) {
      expect(defaultCountry(undefined, "en", zone)).toBe("ID");
    }
  });

  it("stays empty elsewhere", () => {
    expect(defaultCountry(null, "en", "Asia/Singapore")).toBe("");
    expect(defaultCountry("", "en", null)).toBe("");
  });
});
