import { describe, expect, it } from "vitest";
import {
  detectClientLocale,
  localeFromAcceptLanguage,
  negotiateLocale,
  splitLocalePath,
  withLocale,
} from "./locale.ts";

describe("locale detection", () => {
  it.each(["Asia/Jakarta", "Asia/Pontianak", "Asia/Makassar", "Asia/Jayapura"])("%s means id", (tz) => {
    expect(detectClientLocale(tz, ["en-US"])).toBe("id");
    expect(negotiateLocale({ timeZone: tz })).toBe("id");
  });
  it("other time zones and languages mean en", () => {
    expect(detectClientLocale("Asia/Singapore", ["en-GB", "ms"])).toBe("en");
    expect(negotiateLocale({ timeZone: "Europe/Berlin", acceptLanguage: "de-DE" })).toBe("en");
  });
  it.each(["id", "id-ID", "in", "in-ID"])("browser language %s means id", (lang) => {
    expect(detectClientLocale("UTC", [lang])).toBe("id");
  });
  it("Accept-Language honours q-values", () => {
    expect(localeFromAcceptLanguage("en;q=0.4, id;q=0.9")).toBe("id");
    expect(localeFromAcceptLanguage("fr, en-US;q=0.8, id;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage("fr")).toBeNull();
  });
  it("the cookie beats the header, the header beats the time zone", () => {
    expect(negotiateLocale({ cookie: "en", acceptLanguage: "id", timeZone: "Asia/Jakarta" })).toBe("en");
    expect(negotiateLocale({ cookie: "xx", acceptLanguage: "en", timeZone: "Asia/Jakarta" })).toBe("en");
    expect(negotiateLocale({ cookie: null, acceptLanguage: null, timeZone: "Asia/Jakarta" })).toBe("id");
  });
});

describe("locale paths", () => {
  it("splits the locale segment", () => {
    expect(splitLocalePath("/id/affiliate")).toEqual({ locale: "id", rest: "/affiliate" });
    expect(splitLocalePath("/en")).toEqual({ locale: "en", rest: "/" });
    expect(splitLocalePath("/identity")).toEqual({ locale: null, rest: "/identity" });
  });
  it("swaps or prepends the segment", () => {
    expect(withLocale("/affiliate", "id")).toBe("/id/affiliate");
    expect(withLocale("/en/affiliate", "id")).toBe("/id/affiliate");
    expect(withLocale("/", "en")).toBe("/en/");
    expect(withLocale("/id/", "en")).toBe("/en/");
  });
});
