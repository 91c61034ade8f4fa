import { readFile } from "node:fs/promises";
import { addToCart, EMPTY_CART, formatPrice, packageToCartItem, serializeCart } from "@app/shared/cart";
import { LOCALE_COOKIE, LOCALES } from "@app/shared/constants";
import { translate } from "@app/shared/i18n/translate";
import type { MerchantInfo } from "@app/shared/schemas/commerce";
import type { OutboxMessage } from "@app/shared/schemas/comms";
import type { PackageDto } from "@app/shared/schemas/packages";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { BASE_URL } from "../playwright.config.ts";
import { registerAdmin, registerUser } from "../support/factories.ts";

/** Money as a test compares it: Intl's no-break spaces as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

async function starter(request: APIRequestContext): Promise<PackageDto> {
  const response = await request.get("/api/packages-subscriptions?status=active&limit=10");
  const pkg = ((await response.json()) as { data: PackageDto[] }).data.find((p) => p.namePackage === "Starter");
  if (!pkg) throw new Error("the seed has no active Starter package");
  return pkg;
}

async function merchantOf(request: APIRequestContext): Promise<MerchantInfo> {
  const response = await request.get("/api/payments/methods");
  return ((await response.json()) as { data: { merchant: MerchantInfo } }).data.merchant;
}

/** The user's token, the chosen language and the package in the cart, as the panel keeps them. */
async function prepare(page: Page, token: string, locale: string, pkg: PackageDto): Promise<void> {
  // The sandbox page and its redirect back follow the language cookie, as for a visitor who chose it.
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: BASE_URL }]);
  await page.goto("/api/health");
  await page.evaluate(
    (entries) => {
      for (const [key, value] of entries) window.localStorage.setItem(key as string, value as string);
    },
    [
      [STORAGE_KEYS.authToken, token],
      [STORAGE_KEYS.preferredLocale, locale],
      [STORAGE_KEYS.cart, serializeCart(addToCart(EMPTY_CART, packageToCartItem(pkg)))],
    ],
  );
}

for (const locale of LOCALES) {
  test.describe(`receipt (${locale})`, () => {
    test.use({ timezoneId: "Asia/Jakarta" });
    const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
      translate(locale, key, vars);
    const prefix = locale === "en" ? "" : `/${locale}`;

    test("a completed sandbox payment has a receipt: from the payment result and from the list, printable and as a PDF", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const user = await registerUser(request, { phone: "+6281234560527", country: "ID", name: "Receipt Buyer" });
      const pkg = await starter(request);
      const merchant = await merchantOf(request);
      await prepare(page, user.token, locale, pkg);

      await test.step("the checkout shows the marks, the seller, the terms and refund links and the voucher way", async () => {
        await page.goto(`${prefix}/checkout`);
        await expect(page.getByTestId("checkout-summary")).toContainText("Starter");
        await expect(page.getByRole("list", { name: t("checkout.trust.marks") })).toContainText(
          t("checkout.mark.test"),
        );
        const trust = page.getByTestId("checkout-trust");
        await expect(trust.getByRole("link", { name: t("checkout.trust.terms") })).toHaveAttribute(
          "href",
          `${prefix}/terms`,
        );
        await expect(trust.getByRole("link", { name: t("checkout.trust.refund") })).toHaveAttribute(
          "href",
          `${prefix}/refund`,
        );
        await expect(trust.getByTestId("checkout-merchant")).toContainText(
          t("checkout.trust.soldBy", { name: merchant.name }),
        );
        await expect(trust.getByRole("link", { name: merchant.email })).toHaveAttribute(
          "href",
          `mailto:${merchant.email}`,
        );
        await expect(
          page.getByTestId("checkout-voucher").getByRole("link", { name: t("checkout.voucher.link") }),
        ).toHaveAttribute("href", `${prefix}/panel/vouchers?from=checkout`);
      });

      await page.getByTestId("checkout-pay").click();
      await expect(page).toHaveURL(/\/api\/payments\/sandbox\/[0-9a-f-]{36}$/);
      await test.step("the sandbox page looks like a checkout and fits a phone (issue 46)", async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(page.getByTestId("sandbox-seller")).toHaveText(merchant.name);
        await expect(page.getByTestId("sandbox-package")).toHaveText("Starter");
        expect(plain((await page.getByTestId("sandbox-amount").textContent()) ?? "")).toBe(
          plain(formatPrice(pkg.price, pkg.currency, locale)),
        );
        await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        const pay = page.getByRole("button", { name: t("sandbox.pay"), exact: true });
        const box = await pay.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
        await page.setViewportSize({ width: 1280, height: 720 });
      });
      await page.getByRole("button", { name: t("sandbox.pay"), exact: true }).click();

      const notice = page.getByTestId("payment-return");
      await expect(notice).toHaveAttribute("data-state", "completed");
      await notice.getByRole("link", { name: t("payment.return.viewReceipt") }).click();
      await expect(page).toHaveURL(/\/panel\/transactions\/[0-9a-f-]{36}\/receipt$/);
      const uuid = /transactions\/([0-9a-f-]{36})\/receipt/.exec(page.url())?.[1] as string;
      const amount = plain(formatPrice(pkg.price, pkg.currency, locale));

      const expectReceipt = async () => {
        const receipt = page.getByTestId("receipt");
        await expect(receipt.getByRole("heading", { level: 1, name: t("receipt.title") })).toBeVisible();
        await expect(receipt.getByTestId("receipt-transaction-id")).toHaveText(uuid);
        await expect(receipt.getByTestId("receipt-package")).toHaveText(t("receipt.package", { name: "Starter" }));
        expect(plain((await receipt.getByTestId("receipt-amount").textContent()) ?? "")).toBe(amount);
        await expect(receipt.getByTestId("receipt-method")).toHaveText(t("receipt.method.sandbox"));
        await expect(receipt.getByTestId("receipt-customer")).toContainText("Receipt Buyer");
        await expect(receipt.getByTestId("receipt-merchant")).toContainText(merchant.name);
        await expect(receipt.getByTestId("receipt-period")).toContainText(
          t(`receipt.days.${pkg.days === 1 ? "one" : "other"}`, { days: pkg.days }),
        );
        if (merchant.tax) await expect(receipt.getByTestId("receipt-tax")).toContainText(merchant.tax.label);
      };

      await test.step("the receipt page, opened from the payment result", expectReceipt);

      await test.step("the receipt and the welcome are mailed, in the account's language, linking to the receipt (issue 44)", async () => {
        const token = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.authToken);
        const me = await page.request.get("/api/users/me", { headers: { Authorization: `Bearer ${token}` } });
        const mailLocale = ((await me.json()) as { data: { locale: "en" | "id" | null } }).data.locale ?? "en";
        const admin = await registerAdmin(request, { name: "Receipt Mail Admin" });
        const mails = async () => {
          const response = await request.get(`/api/email-blasts/outbox?search=${encodeURIComponent(user.email)}`, {
            headers: { Authorization: `Bearer ${admin.token}` },
          });
          return ((await response.json()) as { data: OutboxMessage[] }).data.filter((m) => m.to === user.email);
        };
        const subject = translate(mailLocale, "email.receipt.subject", { package: "Starter" });
        await expect
          .poll(async () => (await mails()).map((m) => m.subject), { timeout: 15_000 })
          .toEqual(expect.arrayContaining([subject, translate(mailLocale, "email.welcome.subject")]));
        const receiptMail = (await mails()).find((m) => m.subject === subject);
        const link = `/${mailLocale}/panel/transactions/${uuid}/receipt`;
        expect(receiptMail?.html).toContain(link);
        expect(receiptMail?.text).toContain(link);
        expect(plain(receiptMail?.text ?? "")).toContain(plain(formatPrice(pkg.price, pkg.currency, mailLocale)));
      });

      await test.step("the PDF downloads in the page's language", async () => {
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("button", { name: t("receipt.downloadPdf") }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`receipt-${uuid.slice(0, 8)}.pdf`);
        const bytes = await readFile(await download.path());
        expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

        const token = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.authToken);
        const response = await page.request.get(`/api/transactions/${uuid}/receipt.pdf?locale=${locale}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe("application/pdf");
        expect(response.headers()["content-disposition"]).toBe(
          `attachment; filename="receipt-${uuid.slice(0, 8)}.pdf"`,
        );
        expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
        // Another account gets no receipt of it.
        const stranger = await registerUser(request, { phone: "+6281234560528", country: "ID" });
        const foreign = await page.request.get(`/api/transactions/${uuid}/receipt.pdf`, {
          headers: { Authorization: `Bearer ${stranger.token}` },
        });
        expect(foreign.status()).toBe(404);
      });

      await test.step("printed, only the receipt shows", async () => {
        await page.emulateMedia({ media: "print" });
        await expect(page.getByTestId("receipt")).toBeVisible();
        await expect(page.getByTestId("receipt-actions")).toBeHidden();
        await expect(page.getByRole("link", { name: t("panel.nav.transactions"), exact: true })).toBeHidden();
        await page.emulateMedia({ media: "screen" });
      });

      await test.step("the receipt from My transactions, on a phone, passes axe", async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`${prefix}/panel/transactions`);
        await page.getByRole("link", { name: t("receipt.viewFor", { id: uuid.slice(0, 8) }) }).click();
        await expect(page).toHaveURL(new RegExp(`/panel/transactions/${uuid}/receipt$`));
        await expectReceipt();
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual(
          [],
        );
      });
    });
  });
}
