import { describe, expect, it } from "vitest";
import { DEFAULT_APP_ORIGINS, isAppOrigin, matchPattern, parseAppOrigins } from "./origins.ts";

describe("parseAppOrigins", () => {
  it("defaults to the local panel origins", () => {
    expect(parseAppOrigins(undefined)).toEqual([...DEFAULT_APP_ORIGINS]);
    expect(parseAppOrigins("  ")).toEqual([...DEFAULT_APP_ORIGINS]);
  });

  it("parses a comma-separated list, trimming slashes and duplicates", () => {
    expect(parseAppOrigins("https://app.example.com/, http://localhost:8787,https://app.example.com")).toEqual([
      "https://app.example.com",
      "http://localhost:8787",
    ]);
  });

  it("rejects paths, other schemes and garbage", () => {
    expect(() => parseAppOrigins("https://app.example.com/panel")).toThrow();
    expect(() => parseAppOrigins("ftp://example.com")).toThrow();
    expect(() => parseAppOrigins("not a url")).toThrow();
    expect(() => parseAppOrigins(",")).toThrow();
  });
});

describe("origins", () => {
  it("match exactly", () => {
    expect(isAppOrigin("http://localhost:8787", DEFAULT_APP_ORIGINS)).toBe(true);
    expect(isAppOrigin("http://localhost:8787/", DEFAULT_APP_ORIGINS)).toBe(false);
    expect(isAppOrigin(undefined, DEFAULT_APP_ORIGINS)).toBe(false);
  });

  it("become match patterns with their port", () => {
    expect(matchPattern("http://localhost:8787")).toBe("http://localhost:8787/*");
    expect(matchPattern("https://app.example.com")).toBe("https://app.example.com/*");
  });
});
