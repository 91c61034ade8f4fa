import { expect, it } from "vitest";
import { isAdminEmail } from "./admin-emails.ts";

it("matches listed addresses and @domain entries, case-insensitively", () => {
  const config = " Boss@Example.com , @e2e-admin.test";
  expect(isAdminEmail(config, "boss@example.com")).toBe(true);
  expect(isAdminEmail(config, "x1@E2E-admin.test")).toBe(true);
  expect(isAdminEmail(config, "boss@example.org")).toBe(false);
  expect(isAdminEmail(config, "x@note2e-admin.test.evil.com")).toBe(false);
  expect(isAdminEmail(undefined, "boss@example.com")).toBe(false);
});
