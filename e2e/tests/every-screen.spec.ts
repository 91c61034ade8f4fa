import { LOCALES, type Locale } from "@app/shared/constants";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { registerUser } from "../support/factories.ts";
import { expect, test } from "../support/fixtures.ts";

/**
 * Every screen of the panel at phone size, in both languages: no page-level sideways scroll and no
 * axe violation (WCAG 2.1 A and AA rules). The wide-screen layouts are covered by the feature specs.
 */
const PHONE = { width: 390, height: 844 };

const SIGNED_OUT = ["/login", "/register", "/forgot-password", "/reset-password?token=not-a-real-token"] as const;

const USER_SCREENS = [
  "/panel",
  "/panel/profile",
  "/panel/transactions",
  "/panel/vouchers",
  "/panel/report",
  "/panel/affiliate",
  "/panel/affiliate/dashboard",
  "/panel/addons",
  "/panel/addons/outdated",
  "/panel/addons/security-alert",
  "/panel/media-downloader",
  "/checkout",
] as const;

const ADMIN_SCREENS = [
  "/panel/admin",
  "/panel/admin/services",
  "/panel/admin/incidents",
  "/panel/admin/packages",
  "/panel/admin/categories",
  "/panel/admin/timeframes",
  "/panel/admin/plan-services",
  "/panel/admin/vouchers",
  "/panel/admin/transactions",
  "/panel/admin/renewals",
  "/panel/admin/users",
  "/panel/admin/referrals",
  "/panel/admin/announcements",
  "/panel/admin/email",
  "/panel/admin/email/new",
  "/panel/admin/email/outbox",
  "/panel/admin/email/senders",
  "/panel/admin/support",
  "/panel/admin/statistics",
  "/panel/admin/reports",
  "/panel/admin/audit",
  "/panel/admin/media-downloader",
  "/panel/admin/extensions",
] as const;

async function useToken(page: Page, token: string): Promise<void> {
  await page.goto("/api/health");
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: STORAGE_KEYS.authToken,
    value: token,
  });
}

/** Waits until the screen has its heading and nothing is loading, then checks width and axe. */
async function checkScreen(page: Page, locale: Locale, path: string): Promise<void> {
  await page.goto(`/${locale}${path}`);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(
    results.violations.map((v) => `${path}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`),
  ).toEqual([]);
}

for (const locale of LOCALES) {
  test.describe(`every screen on a phone (${locale})`, () => {
    test.use({ viewport: PHONE });

    test("signed-out screens", async ({ page }) => {
      for (const path of SIGNED_OUT) await test.step(path, () => checkScreen(page, locale, path));
    });

    test("a user's screens", async ({ page, user }) => {
      test.setTimeout(120_000);
      await useToken(page, user.token);
      for (const path of USER_SCREENS) await test.step(path, () => checkScreen(page, locale, path));
    });

    test("completing a profile", async ({ page, request }) => {
      const user = await registerUser(request, { name: "Incomplete Profile" });
      await useToken(page, user.token);
      await checkScreen(page, locale, "/complete-profile");
    });

    test("an admin's screens", async ({ page, admin }) => {
      test.setTimeout(180_000);
      await useToken(page, admin.token);
      for (const path of ADMIN_SCREENS) await test.step(path, () => checkScreen(page, locale, path));
    });
  });
}
