import { translate } from "@app/shared/i18n/translate";
import { expect, type Page } from "@playwright/test";

const en = (key: Parameters<typeof translate>[1]) => translate("en", key);

/** Fills and sends the sign-in form of the page currently on /login. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByTestId("login-heading")).toBeVisible();
  await page.getByLabel(en("auth.email")).fill(email);
  await page.getByLabel(en("auth.password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: en("auth.submit"), exact: true }).click();
}
