import { type Browser, test as base, expect, type Page } from "@playwright/test";
import { promoteToAdmin, type RegisteredUser, registerAdmin, registerUser, uniquePhone } from "./factories.ts";
import { en, id, type Translate } from "./i18n.ts";
import { signedInPage } from "./pages.ts";

export { expect };

/**
 * What a spec asks for by name (`async ({ t, userPage }) => …`). Each is made only for a test that
 * names it, and fresh for every test: a user signs in on one device only, so no two tests share one.
 */
export interface Fixtures {
  /** English text of a dictionary key, as the page shows it. */
  t: Translate;
  /** Indonesian text of a dictionary key. */
  tId: Translate;
  /** A subscriber registered for this test, its profile complete (a phone number of its own). */
  user: RegisteredUser;
  /** A browser context of its own, signed in as `user` and showing the dashboard; closed after the test. */
  userPage: Page;
  /** An admin registered for this test (E2E_ADMIN_DOMAIN), its profile complete. */
  admin: RegisteredUser;
  /** A browser context of its own, signed in as `admin` and showing the admin dashboard (where admins land); closed after the test. */
  adminPage: Page;
}

/** The sign-in page hands over to /panel; the dashboard showing means the session is settled. */
async function dashboardOf(browser: Browser, who: RegisteredUser): Promise<Page> {
  const page = await signedInPage(browser, who);
  await expect(page.getByTestId("dashboard-heading")).toBeVisible();
  return page;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's own fixtures from this pattern.
  t: async ({}, use) => {
    await use(en);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's own fixtures from this pattern.
  tId: async ({}, use) => {
    await use(id);
  },
  user: async ({ request }, use) => {
    await use(await registerUser(request, { phone: uniquePhone(), country: "ID" }));
  },
  userPage: async ({ browser, user }, use) => {
    const page = await dashboardOf(browser, user);
    await use(page);
    await page.context().close();
  },
  admin: async ({ request }, use) => {
    const admin = await registerAdmin(request);
    // The role comes with the registration on the e2e server; the admin:create script is only a
    // fallback for a server started without its ADMIN_EMAILS.
    if (admin.user.role !== "admin") await promoteToAdmin(admin.email);
    await use(admin);
  },
  adminPage: async ({ browser, admin }, use) => {
    const page = await signedInPage(browser, admin);
    await expect(page).toHaveURL(/\/panel\/admin$/);
    await expect(page.getByTestId("admin-dashboard")).toBeVisible();
    await use(page);
    await page.context().close();
  },
});
