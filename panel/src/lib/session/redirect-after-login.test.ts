import { NON_REDIRECT_PATHS, SAVED_URL_TTL_MS } from "@app/shared/constants";
import { isSafeLocalPath } from "@app/shared/routes";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { describe, expect, it } from "vitest";
import { consumeRedirectAfterLogin, resolveRedirectAfterLogin } from "./redirect-after-login.ts";
import { saveUrl } from "./saved-url.ts";

const NOW = 1_800_000_000_000;

describe("redirect after login (docs/product.md#sessions-in-the-browser)", () => {
  it("uses the redirect query value", () => {
    expect(resolveRedirectAfterLogin("/panel/vouchers?page=2", undefined, NOW)).toBe("/panel/vouchers?page=2");
  });

  it.each(NON_REDIRECT_PATHS.flatMap((p) => [p, `${p}?x=1`, `/id${p}`, `${p}/`]))(
    "never goes to %s: falls back to /panel",
    (path) => {
      expect(resolveRedirectAfterLogin(path, undefined, NOW)).toBe("/panel");
    },
  );

  it.each([
    "https://evil.example/panel",
    "//evil.example/panel",
    "/\\evil.example",
    "javascript:alert(1)",
    "panel",
    "",
    "/panel\n",
  ])("never goes to an external or malformed target %j", (target) => {
    expect(resolveRedirectAfterLogin(target, undefined, NOW)).toBe("/panel");
  });

  it("otherwise uses the saved URL while it is under 30 minutes old, then clears it", () => {
    saveUrl("/panel/transactions", "?status=pending", NOW);
    expect(resolveRedirectAfterLogin(undefined, undefined, NOW + SAVED_URL_TTL_MS - 1)).toBe(
      "/panel/transactions?status=pending",
    );
    expect(consumeRedirectAfterLogin("/login", undefined, NOW + 1000)).toBe("/panel/transactions?status=pending");
    expect(window.sessionStorage.getItem(STORAGE_KEYS.savedUrl)).toBeNull();
    expect(resolveRedirectAfterLogin(undefined, undefined, NOW + 2000)).toBe("/panel");
  });

  it("ignores a saved URL that is 30 minutes old or more", () => {
    saveUrl("/panel/transactions", "", NOW);
    expect(resolveRedirectAfterLogin(undefined, undefined, NOW + SAVED_URL_TTL_MS)).toBe("/panel");
  });

  it("prefers the redirect query over the saved URL", () => {
    saveUrl("/panel/transactions", "", NOW);
    expect(resolveRedirectAfterLogin("/panel/report", undefined, NOW)).toBe("/panel/report");
  });

  it("ignores a tampered saved URL that points elsewhere", () => {
    window.sessionStorage.setItem(
      STORAGE_KEYS.savedUrl,
      JSON.stringify({ pathname: "//evil.example", query: {}, expiresAt: NOW + 1000 }),
    );
    expect(resolveRedirectAfterLogin(undefined, undefined, NOW)).toBe("/panel");
  });

  it("sends an admin to the admin area instead of the plain dashboard, never elsewhere (issue 44)", () => {
    expect(resolveRedirectAfterLogin(undefined, "admin", NOW)).toBe("/panel/admin");
    expect(resolveRedirectAfterLogin("/panel", "admin", NOW)).toBe("/panel/admin");
    expect(resolveRedirectAfterLogin("/panel/admin/support", "admin", NOW)).toBe("/panel/admin/support");
    expect(resolveRedirectAfterLogin("/panel/vouchers", "admin", NOW)).toBe("/panel/vouchers");
    expect(resolveRedirectAfterLogin(undefined, "user", NOW)).toBe("/panel");
  });

  it("defaults to /panel", () => {
    expect(resolveRedirectAfterLogin(undefined, undefined, NOW)).toBe("/panel");
    expect(isSafeLocalPath("/panel")).toBe(true);
  });
});
