import { LOCALES } from "@app/shared/constants";
import { type MessageKey, translate } from "@app/shared/i18n/translate";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

const PHONE = { width: 390, height: 844 };

/** Once the page's lists have loaded, the page itself is no wider than the window. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

for (const locale of LOCALES) {
  const t = (key: MessageKey) => translate(locale, key);
  const titled = (key: MessageKey) => `${t(key)} · ${t("app.name")}`;

  test.describe(`phone navigation (${locale})`, () => {
    test.use({ viewport: PHONE });

    /** Opens the drawer with the top bar's menu button; returns both. */
    async function openMenu(page: Page): Promise<{ button: Locator; menu: Locator }> {
      const button = page.getByRole("button", { name: t("panel.nav.menu"), exact: true });
      await button.click();
      const menu = page.getByRole("dialog", { name: t("panel.nav.menu") });
      await expect(menu).toBeVisible();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      return { button, menu };
    }

    // Signed in on the English sign-in page (userPage, adminPage), then the panel in `locale`.
    test("a user opens the menu drawer and moves through the panel with it", async ({ userPage: page }) => {
      await page.goto(`/${locale}/panel`);
      await expect(page.getByTestId("dashboard-heading")).toHaveText(t("panel.dashboard.title"));
      await expect(page).toHaveTitle(titled("panel.dashboard.title"));
      // The sidebar is not on a phone: a top bar with the menu button takes its place.
      await expect(page.getByRole("navigation", { name: t("panel.nav.main") })).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      const { button, menu } = await openMenu(page);
      await expect(menu.getByRole("button", { name: t("panel.nav.closeMenu") })).toBeFocused();
      const nav = menu.getByRole("navigation", { name: t("panel.nav.main") });
      await expect(nav.getByRole("link")).toHaveCount(8);
      await expect(menu.getByRole("navigation", { name: t("panel.admin.sections") })).toHaveCount(0);
      await expect(menu.getByRole("button", { name: t("panel.nav.logout") })).toBeVisible();
      await expect(menu.getByRole("group", { name: t("nav.language") })).toBeVisible();

      // Escape closes it and gives the focus back to the menu button.
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute("aria-expanded", "false");

      // Following a link closes it too.
      await openMenu(page);
      await nav.getByRole("link", { name: t("panel.nav.vouchers"), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/panel/vouchers$`));
      await expect(menu).toBeHidden();
      await expect(page.getByTestId("vouchers-heading")).toHaveText(t("vouchers.title"));
      await expect(page).toHaveTitle(titled("vouchers.title"));
      await expectNoSidewaysScroll(page);

      await openMenu(page);
      await nav.getByRole("link", { name: t("panel.nav.transactions"), exact: true }).click();
      await expect(page.getByTestId("transactions-heading")).toHaveText(t("transactions.title"));
      await expect(page).toHaveTitle(titled("transactions.title"));
      await expectNoSidewaysScroll(page);
    });

    test("an admin moves between admin screens through the menu's admin groups", async ({ adminPage: page }) => {
      await page.goto(`/${locale}/panel/admin`);
      await expect(page.getByTestId("admin-section-heading")).toHaveText(t("panel.admin.title"));
      await expect(page).toHaveTitle(titled("panel.admin.title"));

      let { menu } = await openMenu(page);
      let adminNav = menu.getByRole("navigation", { name: t("panel.admin.sections") });
      await expect(adminNav.getByRole("link", { name: t("panel.admin.nav.overview"), exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await adminNav.getByRole("link", { name: t("panel.admin.nav.vouchers"), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/panel/admin/vouchers$`));
      await expect(menu).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("adminVouchers.title"));
      await expect(page).toHaveTitle(titled("adminVouchers.title"));
      await expectNoSidewaysScroll(page);

      ({ menu } = await openMenu(page));
      adminNav = menu.getByRole("navigation", { name: t("panel.admin.sections") });
      await expect(adminNav.getByRole("link", { name: t("panel.admin.nav.vouchers"), exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await adminNav.getByRole("link", { name: t("panel.admin.nav.announcements"), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/panel/admin/announcements$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("adminAnnouncements.title"));
      await expect(page).toHaveTitle(titled("adminAnnouncements.title"));
      await expectNoSidewaysScroll(page);
    });
  });

  test.describe(`desktop admin navigation (${locale})`, () => {
    test("the sidebar's admin groups lead from screen to screen", async ({ adminPage: page }) => {
      await page.goto(`/${locale}/panel/admin/vouchers`);
      await expect(page.getByRole("button", { name: t("panel.nav.menu"), exact: true })).toBeHidden();
      const adminNav = page.getByRole("navigation", { name: t("panel.admin.sections") });
      await expect(adminNav.getByRole("link", { name: t("panel.admin.nav.vouchers"), exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("adminVouchers.title"));
      await adminNav.getByRole("link", { name: t("panel.admin.nav.categories"), exact: true }).click();
      await expect(page.getByTestId("admin-categories-heading")).toHaveText(t("adminCatalogue.categories.title"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("adminCatalogue.categories.title"));
      await expect(page).toHaveTitle(titled("adminCatalogue.categories.title"));
    });
  });
}
