import type { Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { expect, test } from "../support/fixtures.ts";
import { signIn } from "../support/pages.ts";

/** Chromium's virtual authenticator (CDP WebAuthn domain): a passkey device that always says yes. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

const codeOf = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

test("an admin sets up an authenticator app and a passkey, and each later session passes one before the admin area opens", async ({
  browser,
  admin,
  t,
}) => {
  const first = await (await browser.newContext()).newPage();
  await addVirtualAuthenticator(first);
  await first.goto("/login");
  await signIn(first, admin.email, admin.password);
  // Admins land in the admin area (issue 44).
  await expect(first).toHaveURL(/\/panel\/admin$/);

  // Set up from the admin navigation.
  await first
    .getByTestId("admin-nav")
    .getByRole("link", { name: t("panel.admin.nav.security") })
    .click();
  await expect(first.getByRole("heading", { level: 1, name: t("security.title") })).toBeVisible();
  await expect(first.getByText(t("security.factors.empty"))).toBeVisible();
  await first.getByTestId("mfa-add-app").click();
  await expect(first.getByRole("img", { name: t("security.app.qrLabel") })).toBeVisible();
  const secret = ((await first.getByTestId("mfa-secret").textContent()) ?? "").replace(/\s/g, "");
  await first.getByLabel(t("security.app.code")).fill("000000" === codeOf(secret) ? "111111" : "000000");
  await first.getByRole("button", { name: t("security.app.confirm") }).click();
  await expect(first.getByText(t("error.MFA_CODE_INVALID"))).toBeVisible();
  await first.getByLabel(t("security.app.code")).fill(codeOf(secret));
  await first.getByLabel(t("security.app.name")).fill("My phone");
  await first.getByRole("button", { name: t("security.app.confirm") }).click();
  const codes = first.getByTestId("mfa-recovery-codes");
  await expect(codes.getByRole("listitem")).toHaveCount(10);
  await first.getByRole("button", { name: t("security.recovery.done") }).click();
  await expect(codes).toHaveCount(0);

  await first.getByTestId("mfa-add-passkey").click();
  await first.getByLabel(t("security.passkey.name")).fill("This laptop");
  await first.getByRole("button", { name: t("security.passkey.submit") }).click();
  await expect(first.getByText(t("security.passkey.added"))).toBeVisible();
  await expect(first.getByTestId("mfa-factor")).toHaveCount(2);
  await expect(first.getByTestId("mfa-codes-left")).toHaveText(t("security.recovery.left", { count: 10 }));

  // Another device: the admin area asks for the app's code first, then goes where the admin was going.
  const second = await (await browser.newContext()).newPage();
  await second.goto("/login");
  await signIn(second, admin.email, admin.password);
  // Where an admin lands, the admin area, asks for the second factor first.
  await expect(second).toHaveURL(/\/panel\/security\?redirect=%2Fpanel%2Fadmin$/);
  await second.goto("/panel/admin/users");
  await expect(second).toHaveURL(/\/panel\/security\?redirect=/);
  await expect(second.getByRole("heading", { name: t("security.verify.title") })).toBeVisible();
  await second.getByLabel(t("security.verify.code")).fill(codeOf(secret, 1));
  await second.getByRole("button", { name: t("security.verify.submit") }).click();
  await expect(second).toHaveURL(/\/panel\/admin\/users$/);
  await expect(second.getByRole("heading", { level: 1, name: t("adminUsers.title") })).toBeVisible();

  // Back on the first device, signed out by the second sign-in (wait for that before signing in
  // again, or the forced logout's own navigation resets the form): the passkey opens the admin area.
  await first.goto("/panel");
  await expect(first).toHaveURL(/\/login\?reason=other-browser$/);
  await signIn(first, admin.email, admin.password);
  // Admins land in the admin area (issue 44).
  await expect(first).toHaveURL(/\/panel\/security\?redirect=%2Fpanel%2Fadmin$/);
  await first.goto("/panel/admin/vouchers");
  await expect(first.getByRole("heading", { name: t("security.verify.title") })).toBeVisible();
  await first.getByTestId("mfa-use-passkey").click();
  await expect(first).toHaveURL(/\/panel\/admin\/vouchers$/);
  await expect(first.getByTestId("admin-section")).toBeVisible();
});
