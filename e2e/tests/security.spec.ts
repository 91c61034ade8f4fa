import { translate } from "@app/shared/i18n/translate";
import { expect, test } from "@playwright/test";
import { BASE_URL } from "../playwright.config.ts";
import { registerUser } from "../support/factories.ts";
import { mailedVerificationLink } from "../support/mailbox.ts";
import { signIn } from "../support/pages.ts";

const en = (key: Parameters<typeof translate>[1]) => translate("en", key);
const id = (key: Parameters<typeof translate>[1]) => translate("id", key);

test("a new account confirms its email from the mailed link, which points to the app's origin", async ({
  page,
  request,
}) => {
  const user = await registerUser(request, { phone: "+6281234567891", country: "ID" });
  await page.goto("/login");
  await signIn(page, user.email, user.password);
  await expect(page.getByTestId("dashboard-heading")).toBeVisible();
  await expect(page.getByText(en("auth.verify.banner"))).toBeVisible();

  // The link as mailed (read through the admin outbox API).
  const link = await mailedVerificationLink(request, user.email);
  expect(new URL(link).origin).toBe(BASE_URL);
  expect(new URL(link).pathname).toBe("/api/auth/verify-email");
  expect(new URL(link).searchParams.get("token")).toBeTruthy();

  await page.goto(link);
  await expect(page).toHaveURL(/\/panel\?verified=1$/);
  await expect(page.getByText(en("auth.verify.done"))).toBeVisible();
  await expect(page.getByText(en("auth.verify.banner"))).toHaveCount(0);
});

test("the verification banner's resend works in Indonesian", async ({ page, request }) => {
  const user = await registerUser(request, { phone: "+6281234567892", country: "ID" });
  await page.goto("/id/login");
  await expect(page.getByTestId("login-heading")).toBeVisible();
  await page.getByLabel(id("auth.email")).fill(user.email);
  await page.getByLabel(id("auth.password"), { exact: true }).fill(user.password);
  await page.getByRole("button", { name: id("auth.submit"), exact: true }).click();
  await expect(page.getByText(id("auth.verify.banner"))).toBeVisible();
  await page.getByRole("button", { name: id("auth.verify.resend") }).click();
  await expect(page.getByText(id("auth.verify.sent"))).toBeVisible();
});

test("the sandbox payment page refuses a browser that did not start the payment", async ({ browser, request }) => {
  const user = await registerUser(request, { phone: "+6281234567893", country: "ID" });
  const packages = await request.get("/api/packages-subscriptions?status=active&limit=1");
  const [pkg] = (await packages.json()).data as { uuid: string }[];
  const created = await request.post("/api/payments", {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { packageUuid: pkg?.uuid },
  });
  const { paymentUrl } = (await created.json()).data as { paymentUrl: string };
  // Another browser (no owner cookie) opens the link and cannot pay.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  const res = await other.goto(paymentUrl);
  expect(res?.status()).toBe(403);
  await stranger.close();
});
