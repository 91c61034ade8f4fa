import { STORAGE_KEYS } from "@app/shared/storage-keys";
import type { Page } from "@playwright/test";
import { registerUser } from "../support/factories.ts";
import { expect, test } from "../support/fixtures.ts";

async function useToken(page: Page, token: string) {
  await page.goto("/api/health");
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: STORAGE_KEYS.authToken,
    value: token,
  });
}

test("an admin suspends a user, who is then thrown out", async ({ browser, request, admin, t }) => {
  const name = `Victim ${Date.now().toString(36)}`;
  const victim = await registerUser(request, { name, phone: "+6281234567890", country: "ID" });

  const victimContext = await browser.newContext();
  const victimPage = await victimContext.newPage();
  await useToken(victimPage, victim.token);
  await victimPage.goto("/en/panel/profile");
  await expect(victimPage).toHaveURL(/\/en\/panel\/profile/);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await useToken(adminPage, admin.token);
  await adminPage.goto(`/en/panel/admin/users?search=${encodeURIComponent(victim.email)}`);
  const status = adminPage.getByLabel(t("adminUsers.statusOf", { name }));
  await expect(status).toHaveValue("active");
  await status.selectOption("suspended");
  await adminPage.getByRole("button", { name: t("confirm.yes") }).click();
  await expect(adminPage.getByText(t("adminUsers.statusChanged"))).toBeVisible();
  await expect(status).toHaveValue("suspended");

  // The victim's very next call gets 401 "Your account has been suspended": forced logout.
  // The page must come to rest on the sign-in page that says why before the context closes:
  // closing it while the forced logout's navigation is still under way can hang Chromium.
  await victimPage.reload();
  await expect(victimPage).toHaveURL(/\/en\/login\?reason=/);
  await expect(victimPage.getByRole("status")).toHaveText(t("auth.signedOut.suspended"));
  const again = await request.post("/api/auth/login", { data: { email: victim.email, password: victim.password } });
  expect(again.status()).toBe(401);
  expect((await again.json()).message).toBe("Your account has been suspended");

  await adminContext.close();
  await victimContext.close();
});
