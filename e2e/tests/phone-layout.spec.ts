import { LOCALES } from "@app/shared/constants";
import { type MessageKey, translate } from "@app/shared/i18n/translate";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { type RegisteredUser, registerAdmin, registerUser } from "../support/factories.ts";
import { signIn } from "../support/pages.ts";

const PHONE = { width: 390, height: 844 };

/** Pages of a signed-in user; the lists on them are cards on a phone. */
const USER_PAGES = [
  "/panel",
  "/panel/profile",
  "/panel/transactions",
  "/panel/vouchers",
  "/panel/affiliate",
  "/panel/affiliate/dashboard",
  "/panel/addons",
] as const;

/** Admin pages with dense tables; on a phone those scroll inside their own region. */
const ADMIN_PAGES = [
  "/panel/admin/users",
  "/panel/admin/audit",
  "/panel/admin/incidents",
  "/panel/admin/transactions",
  "/panel/admin/renewals",
  "/panel/admin/vouchers",
  "/panel/admin/statistics",
] as const;

/**
 * Signs in on the sign-in page (a device of its own, listed on the profile). One device per user:
 * this ends the registration's API session, so every API call with `user.token` comes first.
 */
async function signInOnPhone(page: Page, user: RegisteredUser): Promise<void> {
  await page.goto("/login");
  await signIn(page, user.email, user.password);
  // A subscriber lands on the dashboard, an admin in the admin area (issue 44).
  await expect(page.getByTestId("dashboard-heading").or(page.getByTestId("admin-dashboard"))).toBeVisible();
}

/** Once the page's heading is shown and nothing is loading any more, it is no wider than the window. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

async function firstPackageUuid(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/packages-subscriptions?status=active&limit=1");
  expect(response.ok(), await response.text()).toBe(true);
  const [pkg] = ((await response.json()) as { data: { uuid: string }[] }).data;
  if (!pkg) throw new Error("no active package in the seed");
  return pkg.uuid;
}

/**
 * Something in every user list: a paid and a pending transaction (the pending one has an action
 * link), and a redeemed voucher.
 */
async function giveUserHistory(request: APIRequestContext, user: RegisteredUser, admin: RegisteredUser) {
  const packageUuid = await firstPackageUuid(request);
  const userAuth = { Authorization: `Bearer ${user.token}` };
  const paid = await request.post("/api/payments", { headers: userAuth, data: { packageUuid } });
  expect(paid.status(), await paid.text()).toBeLessThan(300);
  const { transactionUuid } = ((await paid.json()) as { data: { transactionUuid: string } }).data;
  const sandbox = await request.post(`/api/payments/sandbox/${transactionUuid}/pay`, { maxRedirects: 0 });
  expect(sandbox.status()).toBe(303);
  const pending = await request.post("/api/payments", { headers: userAuth, data: { packageUuid } });
  expect(pending.status(), await pending.text()).toBeLessThan(300);

  const code = `PHONE-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const voucher = await request.post("/api/vouchers", {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { packageUuid, days: 7, code },
  });
  expect(voucher.status(), await voucher.text()).toBe(201);
  const redeemed = await request.post("/api/vouchers/redeem", { headers: userAuth, data: { code } });
  expect(redeemed.status(), await redeemed.text()).toBe(200);
}

for (const locale of LOCALES) {
  const t = (key: MessageKey) => translate(locale, key);

  test.describe(`phone layout (${locale})`, () => {
    test.use({ viewport: PHONE });

    test("a user's pages never scroll sideways; their lists are cards", async ({ page, request }) => {
      test.setTimeout(120_000);
      const admin = await registerAdmin(request, { name: "Phone Layout Admin" });
      const user = await registerUser(request, { phone: "+6281234560391", country: "ID", name: "Phone Layout User" });
      await giveUserHistory(request, user, admin);
      await signInOnPhone(page, user);

      for (const path of USER_PAGES) {
        await test.step(path, async () => {
          await page.goto(`/${locale}${path}`);
          await expectNoSidewaysScroll(page);
        });
      }

      await test.step("the transactions are cards, the pending one with its action", async () => {
        await page.goto(`/${locale}/panel/transactions`);
        const cards = page.getByRole("list", { name: t("transactions.tableLabel") });
        await expect(cards.getByTestId("table-row").first()).toBeVisible();
        expect(await cards.getByTestId("table-row").count()).toBeGreaterThanOrEqual(2);
        await expect(page.getByRole("table")).toHaveCount(0);
        await expect(cards.getByRole("link", { name: t("transactions.resume") })).toHaveCount(1);
        await expectNoSidewaysScroll(page);
      });

      await test.step("the redemption history is cards", async () => {
        await page.goto(`/${locale}/panel/vouchers`);
        const cards = page.getByRole("list", { name: t("vouchers.historyTitle") });
        await expect(cards.getByTestId("table-row")).toHaveCount(1);
        await expect(page.getByRole("table")).toHaveCount(0);
      });

      await test.step("the devices on the profile are cards", async () => {
        await page.goto(`/${locale}/panel/profile`);
        await expect(page.getByTestId("device-card")).toHaveCount(1);
        await expect(page.getByTestId("devices-table")).toHaveCount(0);
        await expectNoSidewaysScroll(page);
      });
    });

    test("an admin's dense tables scroll in their own focusable region, never the page", async ({ page, request }) => {
      test.setTimeout(120_000);
      const admin = await registerAdmin(request, { name: "Phone Layout Admin" });
      await signInOnPhone(page, admin);

      for (const path of ADMIN_PAGES) {
        await test.step(path, async () => {
          await page.goto(`/${locale}${path}`);
          await expectNoSidewaysScroll(page);
        });
      }

      await test.step("the user list scrolls inside a labelled region that the keyboard reaches", async () => {
        await page.goto(`/${locale}/panel/admin/users`);
        await expect(page.getByTestId("table-row").first()).toBeVisible();
        const region = page.getByRole("region", {
          name: translate(locale, "table.scrollRegion", { name: t("adminUsers.tableLabel") }),
        });
        await expect(region).toHaveAttribute("tabindex", "0");
        await region.focus();
        await expect(region).toBeFocused();
        const scrollable = await region.evaluate((node) => node.scrollWidth > node.clientWidth);
        if (scrollable) {
          await page.keyboard.press("ArrowRight");
          await expect.poll(() => region.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
        }
        await expectNoSidewaysScroll(page);
      });

      await test.step("the audit log, with its diffs, stays inside its region", async () => {
        await page.goto(`/${locale}/panel/admin/audit`);
        await expect(
          page.getByRole("region", {
            name: translate(locale, "table.scrollRegion", { name: t("adminAudit.tableLabel") }),
          }),
        ).toBeVisible();
        await expectNoSidewaysScroll(page);
      });
    });
  });
}

test("the panel declares a favicon that is served", async ({ page, request }) => {
  await page.goto("/login");
  const href = await page.locator("link[rel='icon']").getAttribute("href");
  expect(href).toBeTruthy();
  const icon = await request.get(new URL(href ?? "", page.url()).href);
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
});
