import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { uniqueEmail } from "../support/factories.ts";
import { expect, test } from "../support/fixtures.ts";
import { signIn } from "../support/pages.ts";

test.describe("accounts", () => {
  test("register with a referral link, complete the profile, land on the panel", async ({ page, t }) => {
    const email = uniqueEmail("signup");
    await page.goto("/register?ref=DEMO2026");
    await expect(page.getByTestId("register-heading")).toHaveText(t("auth.register.title"));
    await expect(page.getByLabel(t("auth.referralCode"))).toHaveValue("DEMO2026");

    await page.getByLabel(t("auth.name")).fill("Referral Friend");
    await page.getByLabel(t("auth.email")).fill(email);
    await page.getByLabel(t("auth.password"), { exact: true }).fill("a-long-password");
    await page.getByRole("button", { name: t("auth.register.submit") }).click();

    await expect(page).toHaveURL(/\/complete-profile$/);
    await expect(page.getByTestId("complete-profile-heading")).toBeVisible();
    // Country list comes from the API, in the page's language, with dialing codes.
    await page.getByLabel(t("profile.country")).selectOption("ID");
    await page.getByLabel(t("profile.phone")).fill("0812 3456 7890");
    await page.getByRole("button", { name: t("profile.complete.submit") }).click();

    await expect(page).toHaveURL(/\/panel$/);
    await expect(page.getByTestId("dashboard-heading")).toBeVisible();
    await expect(page.getByTestId("shell-user-name")).toHaveText(
      t("panel.user.signedInAs", { name: "Referral Friend" }),
    );
    // The server stored the E.164 number and the code was used (so it is no longer kept).
    const token = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.authToken);
    const me = await page.request.get("/api/users/me", { headers: { Authorization: `Bearer ${token}` } });
    expect((await me.json()).data).toMatchObject({ email, phone: "+6281234567890", country: "ID" });
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), STORAGE_KEYS.referralCode)).toBeNull();
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event),
    );
    expect(events).toEqual(expect.arrayContaining(["signup_success", "profile_completed", "page_view"]));

    // Ordinary users see no Admin link, and /panel/admin sends them back without loading admin code.
    await expect(page.getByRole("link", { name: t("panel.nav.admin") })).toHaveCount(0);
    const adminChunks: string[] = [];
    page.on("request", (r) => {
      if (/\/panel\/assets\/admin-/.test(r.url())) adminChunks.push(r.url());
    });
    await page.goto("/panel/admin");
    await expect(page).toHaveURL(/\/panel$/);
    await expect(page.getByTestId("dashboard-heading")).toBeVisible();
    expect(adminChunks).toEqual([]);
  });

  test("a sign-in elsewhere signs this browser out; signing in again returns to the same page", async ({
    browser,
    user,
    t,
  }) => {
    const first = await browser.newContext();
    const page = await first.newPage();
    await page.goto("/panel/profile?tab=devices");
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/panel\/profile\?tab=devices$/);
    await expect(page.getByTestId("profile-heading")).toBeVisible();

    // The same user signs in in another browser: one device per user revokes the first session.
    const second = await browser.newContext();
    const other = await second.newPage();
    await other.goto("/login");
    await signIn(other, user.email, user.password);
    await expect(other).toHaveURL(/\/panel$/);

    // The first browser's next navigation notices and goes to the sign-in page.
    await page.getByRole("link", { name: t("panel.nav.vouchers") }).click();
    await expect(page).toHaveURL(/\/login\?reason=other-browser$/);
    await expect(page.getByTestId("login-heading")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: t("auth.signedOut.otherBrowser") })).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.authToken)).toBeNull();

    // Signing in again returns to the page it was on (the saved URL).
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/panel\/(profile\?tab=devices|vouchers)$/);

    await first.close();
    await second.close();
  });

  test("a wrong password shows the server's message and stays on /login", async ({ page, user, t }) => {
    await page.goto("/login");
    await signIn(page, user.email, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText(t("error.INVALID_CREDENTIALS"));
    await expect(page).toHaveURL(/\/login$/);
  });
});
