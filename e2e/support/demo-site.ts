import { expect, type Page } from "@playwright/test";

export type DemoSiteAccount = { email: string; password: string; label: string };

/**
 * Signs in to the local demo site (`home` is its `/demo-site` address on the test's host name).
 * The sign-in page's script stores the token, then moves to the home page: waiting for that page's
 * storage check keeps the next navigation from racing the script's and being aborted.
 */
export async function signInToDemoSite(page: Page, home: string, account: DemoSiteAccount) {
  await page.goto(`${home}/login`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("#state")).toHaveText(`Signed in as ${account.label}`);
  await expect(page.locator("#storage-state")).toHaveText("Storage token valid");
}
