import { LOCALE_COOKIE, type Locale } from "@app/shared/constants";
import { translate } from "@app/shared/i18n/translate";
import type { SubscriptionInfo } from "@app/shared/schemas/commerce";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { BASE_URL } from "../playwright.config.ts";
import { registerAdmin, registerUser, uniquePhone } from "../support/factories.ts";

/*
 * Renewals end to end (issue 43): a wallet linked on the sandbox's page, the hourly trigger fired
 * through wrangler dev's local scheduled route (the e2e server's own scheduler is off), and the
 * subscription renewed or recovered through "Pay now".
 */

const DAY_MS = 86_400_000;
/** wrangler.toml's renewals trigger (worker RENEWALS_CRON). */
const RENEWALS_CRON = "0 * * * *";

/**
 * A one-day package of this test (sorted after the seed's): its end is always within the charge's
 * 24 hours. It includes a seeded service, so it is on sale (decision 068).
 */
async function oneDayPackage(request: APIRequestContext, adminToken: string, name: string): Promise<string> {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const services = await request.get("/api/services?status=active&limit=1", { headers });
  const [service] = (await services.json()).data as { uuid: string }[];
  const response = await request.post("/api/packages-subscriptions", {
    headers,
    data: { namePackage: name, price: 15_000, days: 1, sortOrder: 900, serviceUuids: [service?.uuid] },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data.uuid as string;
}

async function subscriptionOf(request: APIRequestContext, token: string): Promise<SubscriptionInfo> {
  const response = await request.get("/api/user-information", { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()).data as SubscriptionInfo;
}

/** Mail the outbox holds for an address (the local server stores mail instead of sending it). */
async function mailTo(request: APIRequestContext, adminToken: string, email: string) {
  const response = await request.get(`/api/email-blasts/outbox?search=${encodeURIComponent(email)}&limit=50`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  return (await response.json()).data as { subject: string; text: string | null; html: string }[];
}

/** The hourly trigger, as Cloudflare fires it, through wrangler dev's local route. */
async function runRenewalsCron(request: APIRequestContext) {
  const response = await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent(RENEWALS_CRON)}`);
  expect(response.ok()).toBe(true);
}

async function signInAs(page: Page, token: string, locale: Locale) {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: BASE_URL }]);
  await page.goto("/api/health");
  await page.evaluate(
    ([tokenKey, tokenValue, localeKey, localeValue]) => {
      window.localStorage.setItem(tokenKey as string, tokenValue as string);
      window.localStorage.setItem(localeKey as string, localeValue as string);
    },
    [STORAGE_KEYS.authToken, token, STORAGE_KEYS.preferredLocale, locale],
  );
}

/** Buys the package through the checkout and the sandbox's payment page, as the renew link opens it. */
async function buyWithCheckout(page: Page, locale: Locale, packageUuid: string) {
  const prefix = locale === "en" ? "" : `/${locale}`;
  await page.goto(`${prefix}/checkout?renew=${packageUuid}`);
  await page.getByTestId("checkout-pay").click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: translate(locale, "sandbox.pay"), exact: true }).click();
  await expect(page.getByTestId("payment-return")).toHaveAttribute("data-state", "completed", { timeout: 20_000 });
}

/** Turn on, pick DANA, and answer the sandbox's wallet page with one of its buttons. */
async function linkWallet(page: Page, locale: Locale, button: "sandbox.link.link" | "sandbox.link.decline") {
  const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) => translate(locale, key, vars);
  const section = page.getByTestId("auto-renew");
  await expect(section.getByTestId("auto-renew-state")).toHaveText(t("renewal.state.off"));
  await section.getByRole("button", { name: t("renewal.turnOn") }).click();
  await section.getByLabel(t("renewal.channel")).selectOption("DANA");
  await section.getByRole("button", { name: t("renewal.continue", { channel: "DANA" }) }).click();
  await expect(page).toHaveURL(/\/api\/subscriptions\/renewal\/sandbox\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("sandbox-wallet")).toHaveText("DANA");
  await page.getByRole("button", { name: t(button), exact: true }).click();
  await expect(page.getByText(t("renewal.linked"))).toBeVisible();
  const label = `DANA ••••${button === "sandbox.link.link" ? "4242" : "0000"}`;
  await expect(section.getByTestId("auto-renew-method")).toHaveText(t("renewal.method", { label }));
}

test.describe("renewals", () => {
  // The hourly trigger charges every subscription that is due, not only this test's: the two tests
  // run one after the other, so that one's trigger never charges the other's wallet mid-test.
  test.describe.configure({ mode: "serial" });

  test("a subscriber links a wallet on the sandbox page, the cron renews the subscription, and the receipt is mailed", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) => translate("en", key, vars);
    const admin = await registerAdmin(request);
    const name = `Daily ${Date.now().toString(36)}`;
    const packageUuid = await oneDayPackage(request, admin.token, name);
    const user = await registerUser(request, { phone: uniquePhone(), country: "ID", name: "Renewing Subscriber" });
    await signInAs(page, user.token, "en");
    await buyWithCheckout(page, "en", packageUuid);
    const before = await subscriptionOf(request, user.token);

    await linkWallet(page, "en", "sandbox.link.link");
    await expect(page.getByTestId("auto-renew-state")).toHaveText(t("renewal.state.scheduled"));
    await expect(page.getByTestId("auto-renew-next")).toBeVisible();
    // The return's parameter is dropped: a reload says nothing again.
    await expect(page).not.toHaveURL(/renewal=/);

    await runRenewalsCron(request);
    await expect
      .poll(async () => Date.parse((await subscriptionOf(request, user.token)).endDate ?? ""))
      .toBe(Date.parse(before.endDate ?? "") + DAY_MS);

    await test.step("the panel shows the renewal: a second completed transaction and the next charge a day later", async () => {
      await page.goto("/panel/transactions");
      // Each completed transaction of the list links its receipt.
      await expect(page.getByTestId("transaction-receipt")).toHaveCount(2);
      await page.goto("/panel");
      await expect(page.getByTestId("auto-renew-state")).toHaveText(t("renewal.state.scheduled"));
      await expect(page.getByTestId("renewal-banner")).toHaveCount(0);
    });

    await test.step("the receipt is mailed, naming the wallet, with a link to the receipt page", async () => {
      const receiptsMailed = async () =>
        (await mailTo(request, admin.token, user.email)).filter(
          (m) => m.subject === t("email.receipt.subject", { package: name }),
        );
      await expect.poll(async () => (await receiptsMailed()).length).toBe(2);
      const receipts = await receiptsMailed();
      const renewal = receipts.find((m) => m.text?.includes("DANA ••••4242"));
      expect(renewal?.text).toMatch(/\/en\/panel\/transactions\/[0-9a-f-]{36}\/receipt/);
      // The first purchase was also welcomed, once (issue 44).
      const welcomes = (await mailTo(request, admin.token, user.email)).filter(
        (m) => m.subject === t("email.welcome.subject"),
      );
      expect(welcomes).toHaveLength(1);
    });

    // Another run changes nothing: one charge per cycle.
    await runRenewalsCron(request);
    expect(Date.parse((await subscriptionOf(request, user.token)).endDate ?? "")).toBe(
      Date.parse(before.endDate ?? "") + DAY_MS,
    );
  });

  test("a declining wallet shows the banner on every page, and Pay now recovers from the old end date", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) => translate("id", key, vars);
    const admin = await registerAdmin(request);
    const name = `Harian ${Date.now().toString(36)}`;
    const packageUuid = await oneDayPackage(request, admin.token, name);
    const user = await registerUser(request, { phone: uniquePhone(), country: "ID", name: "Pelanggan Gagal" });
    // The account reads its mail in Indonesian, as one registered on /id/register does.
    const language = await request.put("/api/users/me", {
      headers: { Authorization: `Bearer ${user.token}` },
      data: { locale: "id" },
    });
    expect(language.ok()).toBe(true);
    await signInAs(page, user.token, "id");
    await buyWithCheckout(page, "id", packageUuid);
    const before = Date.parse((await subscriptionOf(request, user.token)).endDate ?? "");

    await linkWallet(page, "id", "sandbox.link.decline");
    await runRenewalsCron(request);

    await page.goto("/id/panel/transactions");
    const banner = page.getByTestId("renewal-banner");
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("pembayaran ditolak");
    await page.goto("/id/panel");
    await expect(page.getByTestId("auto-renew-state")).toHaveText(t("renewal.state.retrying"));
    // Access runs on through the tries and the grace.
    expect(Date.parse((await subscriptionOf(request, user.token)).endDate ?? "")).toBeGreaterThan(before + DAY_MS);
    // The trigger's work ends after its answer: the mail is looked for until it is there.
    await expect
      .poll(async () =>
        (await mailTo(request, admin.token, user.email))
          .filter((m) => m.subject === t("email.renewalDeclined.subject", { package: name }))
          .map((m) => m.text?.includes(`/id/checkout?renew=${packageUuid}`)),
      )
      .toEqual([true]);

    await banner.getByRole("link", { name: t("renewal.banner.payNow") }).click();
    await expect(page.getByTestId("checkout-summary")).toContainText(name);
    await page.getByTestId("checkout-pay").click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: t("sandbox.pay"), exact: true }).click();
    await expect(page.getByTestId("payment-return")).toHaveAttribute("data-state", "completed", { timeout: 20_000 });

    // Renewed from the old end date: the grace is taken back, the banner goes.
    expect(Date.parse((await subscriptionOf(request, user.token)).endDate ?? "")).toBe(before + DAY_MS);
    await expect(page.getByTestId("renewal-banner")).toHaveCount(0);
    await expect(page.getByTestId("auto-renew-state")).toHaveText(t("renewal.state.scheduled"));
  });
});
