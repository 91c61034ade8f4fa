import { LOCALE_COOKIE, type Locale } from "@app/shared/constants";
import { translate } from "@app/shared/i18n/translate";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { BASE_URL } from "../playwright.config.ts";
import { registerAdmin, registerUser, uniquePhone } from "../support/factories.ts";

async function pkg(request: APIRequestContext, token: string, name: string) {
  const r = await request.post("/api/packages-subscriptions", { headers: { Authorization: `Bearer ${token}` }, data: { namePackage: name, price: 15_000, days: 1, sortOrder: 900 } });
  return (await r.json()).data.uuid as string;
}
async function as(page: Page, token: string, locale: Locale) {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: BASE_URL }]);
  await page.goto("/api/health");
  await page.evaluate(([a, b, c, d]) => { localStorage.setItem(a as string, b as string); localStorage.setItem(c as string, d as string); }, [STORAGE_KEYS.authToken, token, STORAGE_KEYS.preferredLocale, locale]);
}
const shot = async (page: Page, name: string, full = true) => { await page.waitForTimeout(600); await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: full }); };

for (const locale of ["en", "id"] as const) {
  test(`shots ${locale}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const t = (k: Parameters<typeof translate>[1], v?: Record<string, string>) => translate(locale, k, v);
    const prefix = locale === "en" ? "" : "/id";
    const admin = await registerAdmin(request);
    const p = await pkg(request, admin.token, `Daily ${locale} ${Date.now().toString(36)}`);
    for (const [who, button] of [["ok", "sandbox.link.link"], ["bad", "sandbox.link.decline"]] as const) {
      const user = await registerUser(request, { phone: uniquePhone(), country: "ID", name: `Dewi ${who}` });
      await request.put("/api/users/me", { headers: { Authorization: `Bearer ${user.token}` }, data: { locale } });
      await as(page, user.token, locale);
      await page.goto(`${prefix}/checkout?renew=${p}`);
      await page.getByTestId("checkout-pay").click();
      await page.getByRole("button", { name: t("sandbox.pay"), exact: true }).click();
      await expect(page.getByTestId("payment-return")).toHaveAttribute("data-state", "completed", { timeout: 20_000 });
      if (who === "ok") {
        for (const w of [390, 1280]) { await page.setViewportSize({ width: w, height: 900 }); await page.getByTestId("auto-renew").scrollIntoViewIfNeeded(); await shot(page, `${locale}-${w}-card-off`, false); }
      }
      const section = page.getByTestId("auto-renew");
      await section.getByRole("button", { name: t("renewal.turnOn") }).click();
      if (who === "ok") for (const w of [390, 1280]) { await page.setViewportSize({ width: w, height: 900 }); await section.scrollIntoViewIfNeeded(); await shot(page, `${locale}-${w}-picker`, false); }
      await section.getByRole("button", { name: t("renewal.continue", { channel: "DANA" }) }).click();
      await expect(page.getByTestId("sandbox-wallet")).toBeVisible();
      if (who === "ok") for (const w of [390, 1280]) { await page.setViewportSize({ width: w, height: 800 }); await shot(page, `${locale}-${w}-sandbox-link`); }
      await page.getByRole("button", { name: t(button), exact: true }).click();
      await expect(section.getByTestId("auto-renew-state")).toHaveText(t("renewal.state.scheduled"));
      if (who === "ok") {
        for (const w of [390, 1280]) { await page.setViewportSize({ width: w, height: 900 }); await section.scrollIntoViewIfNeeded(); await shot(page, `${locale}-${w}-card-on`, false); }
        await section.getByRole("button", { name: t("renewal.turnOff") }).click();
        await shot(page, `${locale}-1280-confirm-off`, false);
        await page.keyboard.press("Escape");
      }
    }
    await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent("0 * * * *")}`);
    await page.waitForTimeout(1500);
    await page.goto(`${prefix}/panel/transactions`);
    await expect(page.getByTestId("renewal-banner")).toBeVisible();
    for (const w of [390, 1280]) { await page.setViewportSize({ width: w, height: 900 }); await shot(page, `${locale}-${w}-banner`, false); }
    await page.goto(`${prefix}/panel`);
    await page.getByTestId("auto-renew").scrollIntoViewIfNeeded();
    for (const w of [390, 1280]) { await page.setViewportSize({ width: w, height: 900 }); await page.getByTestId("auto-renew").scrollIntoViewIfNeeded(); await shot(page, `${locale}-${w}-card-retrying`, false); }
    await as(page, admin.token, locale);
    await page.goto(`${prefix}/panel/admin/renewals`);
    await expect(page.getByTestId("renewals-retrying")).toBeVisible();
    for (const w of [390, 1280]) { await page.setViewportSize({ width: w, height: 900 }); await shot(page, `${locale}-${w}-admin-renewals`); }
    await page.goto(`${prefix}/panel/admin/statistics`);
    await page.getByTestId("renewal-statistics").scrollIntoViewIfNeeded();
    for (const w of [390, 1280]) { await page.setViewportSize({ width: w, height: 900 }); await page.getByTestId("renewal-statistics").scrollIntoViewIfNeeded(); await shot(page, `${locale}-${w}-stats`, false); }
  });
}
