import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { type Browser, expect, type Page } from "@playwright/test";
import { en } from "./i18n.ts";

/** Fills and sends the sign-in form of the page currently on /login. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByTestId("login-heading")).toBeVisible();
  await page.getByLabel(en("auth.email")).fill(email);
  await page.getByLabel(en("auth.password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: en("auth.submit"), exact: true }).click();
}

/** A fresh browser context signed in as the user (each user signs in on one device only). */
export async function signedInPage(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, user.email, user.password);
  // A subscriber lands on the dashboard, an admin in the admin area (issue 44).
  await expect(page).toHaveURL(/\/panel(\/admin)?$/);
  return page;
}

/** The bearer header of the page's session (the browser sign-in replaced the registration's). */
export async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.authToken);
  if (!token) throw new Error("no auth token in the page");
  return { Authorization: `Bearer ${token}` };
}
