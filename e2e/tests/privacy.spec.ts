import { readFile } from "node:fs/promises";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { registerUser } from "../support/factories.ts";
import { expect, test } from "../support/fixtures.ts";
import { signIn } from "../support/pages.ts";

test.describe("privacy self-service", () => {
  test("download my data, then delete the account: signed out, and the old credentials no longer work", async ({
    page,
    request,
    t,
  }) => {
    // A name of its own: the export below must hold it.
    const user = await registerUser(request, { name: "Privacy Tester", phone: "+6281234567893", country: "ID" });
    await page.goto("/login");
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/panel$/);

    await page.goto("/panel/profile");
    await expect(page.getByRole("heading", { name: t("profile.privacy.title") })).toBeVisible();

    // The export is a JSON file of the user's own data, without secrets.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: t("profile.privacy.download") }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^premiumhub-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const text = await readFile(file, "utf8");
    const data = JSON.parse(text) as { profile: { email: string; name: string; hasPassword: boolean } };
    expect(data.profile).toMatchObject({ email: user.email, name: "Privacy Tester", hasPassword: true });
    expect(text).not.toMatch(/password_?hash|token_?hash/i);
    await expect(page.getByTestId("toast-success")).toContainText(t("profile.privacy.downloaded"));

    // A wrong password is refused next to the field; the right one deletes the account.
    await page.getByRole("button", { name: t("profile.privacy.delete"), exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: t("profile.privacy.deleteTitle") });
    await expect(dialog).toBeVisible();
    const password = dialog.getByLabel(t("profile.privacy.deletePassword"), { exact: true });
    await expect(password).toBeFocused();
    await password.fill("not-the-password");
    await dialog.getByRole("button", { name: t("profile.privacy.deleteConfirm") }).click();
    await expect(dialog.getByText(t("profile.privacy.deleteWrongPassword"))).toBeVisible();

    const token = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.authToken);
    expect(token).toBeTruthy();
    await password.fill(user.password);
    await dialog.getByRole("button", { name: t("profile.privacy.deleteConfirm") }).click();

    // The home page, signed out, with the confirmation.
    await expect(page).toHaveURL((url) => /^\/((en|id)\/)?$/.test(url.pathname));
    await expect(page.getByRole("status").filter({ hasText: t("profile.privacy.deleted") })).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.authToken)).toBeNull();
    const me = await page.request.get("/api/users/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);

    // Signing in again with the same credentials fails.
    await page.goto("/login");
    await signIn(page, user.email, user.password);
    await expect(page.getByRole("alert")).toHaveText(t("error.INVALID_CREDENTIALS"));
    await expect(page).toHaveURL(/\/login$/);
  });
});
