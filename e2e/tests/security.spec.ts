import { BASE_URL } from "../playwright.config.ts";
import { expect, test } from "../support/fixtures.ts";
import { mailedVerificationLink } from "../support/mailbox.ts";
import { signIn } from "../support/pages.ts";

test("a new account confirms its email from the mailed link, which points to the app's origin", async ({
  userPage: page,
  user,
  request,
  t,
}) => {
  // One next action at a time (issue 46): the trial on offer asks for the address in its own card.
  await expect(page.getByTestId("trial-offer").getByTestId("trial-verify-first")).toHaveText(t("trial.verifyFirst"));
  await expect(page.getByText(t("auth.verify.banner"))).toHaveCount(0);

  // The link as mailed (read through the admin outbox API).
  const link = await mailedVerificationLink(request, user.email);
  expect(new URL(link).origin).toBe(BASE_URL);
  // In the account's language (issue 44).
  expect(new URL(link).pathname).toBe("/en/verify-email");
  expect(new URL(link).searchParams.get("token")).toBeTruthy();

  await page.goto(link);
  await expect(page).toHaveURL(/\/panel\?verified=1$/);
  await expect(page.getByText(t("auth.verify.done"))).toBeVisible();
  await expect(page.getByTestId("trial-verify-first")).toHaveCount(0);
  await expect(page.getByText(t("auth.verify.banner"))).toHaveCount(0);
});

test("a confirmation link opened signed out, in another browser, confirms and says so", async ({
  browser,
  request,
  user,
  t,
  tId,
}) => {
  const link = await mailedVerificationLink(request, user.email);
  // A phone that never signed in: no session, no redirect to the sign-in page.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(link);
  await expect(phone.getByTestId("verify-email-heading")).toHaveText(t("auth.confirm.doneTitle"));
  await expect(phone.getByTestId("verify-email-result")).toHaveText(t("auth.confirm.doneSignedOut"));
  await expect(phone).toHaveURL(/\/verify-email\?token=/);
  await phone.getByRole("link", { name: t("auth.confirm.signIn") }).click();
  await signIn(phone, user.email, user.password);
  await expect(phone.getByTestId("dashboard-heading")).toBeVisible();
  await expect(phone.getByText(t("auth.verify.banner"))).toHaveCount(0);

  // The same link again, in Indonesian: used, and the address is confirmed, which is what it says
  // (issue 46), with no failed request.
  const again = await (await browser.newContext()).newPage();
  const failed: string[] = [];
  again.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await again.goto(link.replace("/en/verify-email", "/id/verify-email"));
  await expect(again.getByTestId("verify-email-heading")).toHaveText(tId("auth.confirm.alreadyTitle"));
  await expect(again.getByTestId("verify-email-result")).toHaveText(tId("auth.confirm.alreadySignedOut"));
  expect(failed).toEqual([]);
});

test("the confirmation link's resend works in Indonesian", async ({ page, user, tId }) => {
  await page.goto("/id/login");
  await expect(page.getByTestId("login-heading")).toBeVisible();
  await page.getByLabel(tId("auth.email")).fill(user.email);
  await page.getByLabel(tId("auth.password"), { exact: true }).fill(user.password);
  await page.getByRole("button", { name: tId("auth.submit"), exact: true }).click();
  await expect(page.getByTestId("trial-verify-first")).toHaveText(tId("trial.verifyFirst"));
  await page.getByRole("button", { name: tId("auth.verify.resend") }).click();
  await expect(page.getByText(tId("auth.verify.sent"))).toBeVisible();
});

test("the sandbox payment page refuses a browser that did not start the payment", async ({
  browser,
  request,
  user,
}) => {
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
