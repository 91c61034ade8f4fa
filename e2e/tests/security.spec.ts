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
  expect(new URL(link).pathname).toBe("/verify-email");
  expect(new URL(link).searchParams.get("token")).toBeTruthy();

  await page.goto(link);
  await expect(page).toHaveURL(/\/panel\?verified=1$/);
  await expect(page.getByText(en("auth.verify.done"))).toBeVisible();
  await expect(page.getByText(en("auth.verify.banner"))).toHaveCount(0);
});

test("a confirmation link opened signed out, in another browser, confirms and says so", async ({
  browser,
  request,
}) => {
  const user = await registerUser(request, { phone: "+6281234567893", country: "ID" });
  const link = await mailedVerificationLink(request, user.email);
  // A phone that never signed in: no session, no redirect to the sign-in page.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(link);
  await expect(phone.getByTestId("verify-email-heading")).toHaveText(en("auth.confirm.doneTitle"));
  await expect(phone.getByTestId("verify-email-result")).toHaveText(en("auth.confirm.doneSignedOut"));
  await expect(phone).toHaveURL(/\/verify-email\?token=/);
  await phone.getByRole("link", { name: en("auth.confirm.signIn") }).click();
  await signIn(phone, user.email, user.password);
  await expect(phone.getByTestId("dashboard-heading")).toBeVisible();
  await expect(phone.getByText(en("auth.verify.banner"))).toHaveCount(0);

  // The same link again, in Indonesian: used, so it says how to get a new one.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link.replace("/verify-email", "/id/verify-email"));
  await expect(again.getByTestId("verify-email-heading")).toHaveText(id("auth.confirm.invalidTitle"));
  await expect(again.getByTestId("verify-email-result")).toHaveText(id("auth.confirm.invalidSignedOut"));
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
