import { LOCALES } from "@app/shared/constants";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

/**
 * Dark mode (issue 28): with the system set to dark, the marketing site and the panel are dark and
 * still free of axe violations (colour contrast included); the theme switch's Light wins over the
 * system, survives a reload (applied before the page's own scripts run) and System follows it again.
 */
test.use({ colorScheme: "dark" });

/** The relative luminance (WCAG) of the body's background, read through a canvas (any CSS colour form). */
function bodyLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    const linear = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  });
}

/** The relative luminance (WCAG) of each matched element's own background colour, as bodyLuminance reads it. */
function backgroundLuminances(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const canvas = document.createElement("canvas");
      canvas.width = 1;
      canvas.height = 1;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no canvas");
      context.fillStyle = getComputedStyle(element).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      const linear = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    }),
  );
}

/**
 * Service logos keep their white tile in the dark theme (issue 44): a dark logo, such as the seeded
 * Netflix mark on its near-black square, stays visible on a dark card.
 */
async function expectLightLogoTiles(page: Page, selector: string, what: string): Promise<void> {
  await expect(page.locator(selector).first()).toBeAttached();
  const tiles = await backgroundLuminances(page, selector);
  expect(tiles.length, `${what} shows service logos`).toBeGreaterThan(0);
  for (const luminance of tiles) expect(luminance, `${what}: a logo's tile is light`).toBeGreaterThan(0.9);
}

async function expectDark(page: Page, what: string): Promise<void> {
  expect(await bodyLuminance(page), `${what} is dark`).toBeLessThan(0.2);
}

/** The panel's checks (every-screen.spec.ts): WCAG 2.1 A and AA. */
async function expectPanelAxeClean(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(
    results.violations.map((v) => `${what}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`),
  ).toEqual([]);
}

async function useToken(page: Page, token: string): Promise<void> {
  await page.goto("/api/health");
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: STORAGE_KEYS.authToken,
    value: token,
  });
}

/** Waits until a panel screen has its heading and nothing is loading. */
async function openPanelScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
}

for (const locale of LOCALES) {
  test(`the marketing home page is dark and axe clean (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}`);
    await page.waitForLoadState("networkidle");
    await expectDark(page, `/${locale}`);
    await expectLightLogoTiles(page, '[data-testid="service-card"] img[data-slot="logo"]', `/${locale}`);
    // The same rules as marketing.spec.ts (axe's defaults).
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`)).toEqual([]);
  });
}

test("the sign-in page, the dashboard and an admin list are dark and axe clean", async ({ page, user, admin }) => {
  test.setTimeout(90_000);
  await openPanelScreen(page, "/en/login");
  await expectDark(page, "/login");
  await expectPanelAxeClean(page, "/login");

  await useToken(page, user.token);
  await openPanelScreen(page, "/en/panel");
  await expectDark(page, "/panel");
  await expectPanelAxeClean(page, "/panel");

  await useToken(page, admin.token);
  await openPanelScreen(page, "/en/panel/admin/users");
  await expect(page.getByRole("table").first()).toBeVisible();
  await expectDark(page, "/panel/admin/users");
  await expectPanelAxeClean(page, "/panel/admin/users");

  // The seeded Netflix logo is a dark mark on a near-black square: its tile stays white.
  await openPanelScreen(page, "/en/panel/admin/services?search=Netflix");
  await expect(page.getByRole("img", { name: /^Netflix.* logo$/ }).first()).toBeVisible();
  await expectLightLogoTiles(page, '[data-testid="service-logo"]', "/panel/admin/services");
});

test("Light wins over the system, before the page's scripts and after a reload; System follows it again", async ({
  page,
  t,
}) => {
  await page.goto("/en");
  const html = page.locator("html");
  const themeSwitch = page.getByRole("group", { name: t("nav.theme") });
  await expect(themeSwitch.getByRole("button", { name: t("nav.theme.system") })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await themeSwitch.getByRole("button", { name: t("nav.theme.light") }).click();
  await expect(html).toHaveAttribute("data-theme", "light");
  await expect(themeSwitch.getByRole("button", { name: t("nav.theme.light") })).toHaveAttribute("aria-pressed", "true");
  expect(await bodyLuminance(page)).toBeGreaterThan(0.8);

  // Only the head's boot script applies the choice: the site's bundled scripts are held back.
  await page.route(/\/_astro\/(?!theme-).*\.js$/, (route) => route.abort());
  await page.reload();
  await expect(html).toHaveAttribute("data-theme", "light");
  expect(await bodyLuminance(page)).toBeGreaterThan(0.8);
  await page.unrouteAll();

  // The panel shares the choice, with its switch showing it.
  await openPanelScreen(page, "/en/login");
  await expect(html).toHaveAttribute("data-theme", "light");
  expect(await bodyLuminance(page)).toBeGreaterThan(0.8);
  const panelSwitch = page.getByRole("group", { name: t("nav.theme") });
  await expect(panelSwitch.getByRole("button", { name: t("nav.theme.light") })).toHaveAttribute("aria-pressed", "true");

  await panelSwitch.getByRole("button", { name: t("nav.theme.system") }).click();
  await expect(html).not.toHaveAttribute("data-theme");
  await expectDark(page, "/login after System");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(html).not.toHaveAttribute("data-theme");
  await expectDark(page, "/login reloaded");
});
