import type { PackageDto } from "@app/shared/schemas/packages";
import { type APIRequestContext, type Browser, devices, type Page } from "@playwright/test";
import { BASE_URL, signInAndSubscribe } from "../support/extension-browser.ts";
import { uniqueEmail } from "../support/factories.ts";
import { expect, test } from "../support/fixtures.ts";
import { mailedVerificationLink } from "../support/mailbox.ts";
import { signIn } from "../support/pages.ts";

// Issue 27: the first ten minutes of a new buyer, on a laptop and on a phone.

const PHONE = devices["Pixel 7"];

async function starter(request: APIRequestContext): Promise<PackageDto> {
  const response = await request.get("/api/packages-subscriptions?status=active&limit=3");
  const pkg = ((await response.json()) as { data: PackageDto[] }).data.find((p) => p.namePackage === "Starter");
  if (!pkg) throw new Error("the seed has no active Starter package");
  return pkg;
}

/** A phone-sized Chromium with a phone's user agent (the panel tells phones apart by it). */
async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: PHONE.userAgent,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  return context.newPage();
}

/** The services grid answers late, as on a slow phone network. */
async function slowServicesGrid(page: Page, delayMs = 2500): Promise<void> {
  await page.route("**/api/services/list/preview", async (route) => {
    // A deliberate delay, not a wait for something: it plays the slow network, so the grid fills in
    // after the browser has scrolled to the section (what the tests below are about).
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/** Distance of the element's top from the bottom of the fixed header (scroll-padding-top: 5rem). */
async function offsetBelowHeader(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top - 80));
}

test("a pricing card's package survives registration, the profile and the email confirmation, on to its checkout", async ({
  page,
  request,
  t,
}) => {
  const pkg = await starter(request);
  await page.goto("/en");
  const card = page.getByTestId("pricing-card").filter({ hasText: pkg.namePackage });
  await card.getByTestId("pricing-get-started").click();
  // A visitor is asked to sign in, and the way to register keeps the package's checkout.
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole("link", { name: t("auth.register"), exact: true }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fcheckout/);
  await expect(page.getByTestId("register-heading")).toHaveText(t("auth.register.title"));

  const email = uniqueEmail("buyer");
  await page.getByLabel(t("auth.name")).fill("New Buyer");
  await page.getByLabel(t("auth.email")).fill(email);
  await page.getByLabel(t("auth.password"), { exact: true }).fill("a-long-password");
  await page.getByRole("button", { name: t("auth.register.submit") }).click();
  await expect(page).toHaveURL(/\/complete-profile\?redirect=%2Fcheckout$/);
  await page.getByLabel(t("profile.country")).selectOption("ID");
  await page.getByLabel(t("profile.phone")).fill(`0812${String(Date.now()).slice(-8)}`);
  await page.getByRole("button", { name: t("profile.complete.submit") }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("checkout-cart-item")).toContainText(pkg.namePackage);

  // The confirmation mail, read in another tab of this browser: confirmed, and back to the checkout.
  const link = await mailedVerificationLink(request, email);
  const mailTab = await page.context().newPage();
  await mailTab.goto(link);
  await expect(mailTab).toHaveURL(/\/checkout$/);
  await expect(mailTab.getByTestId("checkout-cart-item")).toContainText(pkg.namePackage);
  await expect(mailTab.getByTestId("checkout-summary")).toContainText(pkg.namePackage);
});

test("a new subscriber on a phone is welcomed, told services open on a computer, and mails the link there", async ({
  browser,
  request,
  user,
  admin,
  t,
}) => {
  const pkg = await starter(request);
  const page = await phonePage(browser);
  await signInAndSubscribe(page, user, pkg.uuid);
  // The setup link is mailed to a confirmed address only (issue 41).
  await page.goto(await mailedVerificationLink(request, user.email));
  await expect(page).toHaveURL(/\/panel\?verified=1$/);
  await page.goto("/panel");
  // Welcomed by the first name of the one registered ("E2E Tester").
  await expect(page.getByText(t("panel.dashboard.welcomeNew", { name: "E2E" }))).toBeVisible();
  const notice = page.getByTestId("computer-only-notice");
  await expect(notice.getByRole("heading")).toHaveText(t("extensions.computer.title"));
  await expect(page.getByTestId("setup-checklist")).toHaveCount(0);
  // The services are there, each saying in words how it opens.
  const firstCard = page.getByTestId("service-card").first();
  await expect(firstCard).toBeVisible();
  await expect(firstCard.locator("[data-testid^=service-kind-]")).toHaveText(
    new RegExp(`${t("services.kind.cookie")}|${t("services.kind.key")}`),
  );
  await expect(page.getByText(t("services.uncategorized"), { exact: true })).toHaveCount(0);

  await notice.getByRole("button", { name: t("extensions.computer.send") }).click();
  await expect(notice.getByTestId("computer-link-sent")).toHaveText(
    t("extensions.computer.sent", { email: user.email }),
  );
  const outbox = await request.get(`/api/email-blasts/outbox?search=${encodeURIComponent(user.email)}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  const mails = ((await outbox.json()) as { data: { subject: string; html: string }[] }).data;
  const mail = mails.find((m) => m.subject === t("email.setupLink.subject"));
  expect(mail?.html).toContain(`href="${BASE_URL}/en/panel/addons?guide=1"`);

  // Nothing on the phone's page runs off the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.context().close();
});

test("without the extensions, a cookie service says to install them first and leads to the guide", async ({
  browser,
  request,
  user,
  t,
}) => {
  const pkg = await starter(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAndSubscribe(page, user, pkg.uuid);
  await page.goto("/panel");
  const card = page
    .getByTestId("service-card")
    .filter({ has: page.getByTestId("service-kind-cookie") })
    .first();
  // No extension answered: the card leads to the service's page, in this tab.
  await expect(card).toHaveAttribute("data-opens", "page");
  await card.click();
  await expect(page).toHaveURL(/\/panel\/service\//);
  await expect(page.getByTestId("service-needs-extensions")).toHaveText(t("services.access.needsExtensions"));
  await expect(page.getByTestId("service-open")).toHaveCount(0);
  await page.getByRole("link", { name: t("services.access.installFirst") }).click();
  await expect(page).toHaveURL(/\/panel\/addons\?guide=1$/);
  const guide = page.getByTestId("extension-setup-modal");
  await expect(guide).toBeVisible();
  await expect(guide.getByTestId("extension-download")).toHaveCount(2);
  await guide.getByRole("button", { name: t("extensions.setup.next") }).click();
  await guide.getByRole("button", { name: t("extensions.setup.next") }).click();
  await expect(guide.getByRole("img", { name: t("extensions.picture.developerMode") })).toBeVisible();
  await context.close();
});

test("a link to #contact from the affiliate page lands on the contact section on a phone while the grid loads", async ({
  browser,
  t,
}) => {
  const page = await phonePage(browser);
  await slowServicesGrid(page);
  await page.goto("/en/affiliate");
  await page.getByRole("button", { name: t("nav.menu") }).click();
  await page
    .getByRole("navigation", { name: t("nav.mainLabel") })
    .getByRole("link", { name: t("nav.contact") })
    .click();
  await expect(page).toHaveURL(/\/en\/?#contact$/);
  // The grid, far above, fills in after the browser scrolled; the contact section stays in place.
  await expect(page.locator("[data-services]")).toHaveAttribute("data-state", "ready", { timeout: 10_000 });
  await expect.poll(() => offsetBelowHeader(page, "#contact"), { timeout: 5_000 }).toBe(0);
  await page.context().close();
});

test("the contact form's sent message is in view on a phone", async ({ browser }) => {
  const page = await phonePage(browser);
  await slowServicesGrid(page);
  await page.goto("/en/?contact=sent#contact");
  await expect(page.locator("[data-services]")).toHaveAttribute("data-state", "ready", { timeout: 10_000 });
  await expect(page.getByTestId("contact-result-sent")).toBeInViewport({ ratio: 1 });
  await page.context().close();
});

test("the reason for a forced sign-out is still said after the browser was closed and reopened", async ({
  browser,
  request,
  user,
  t,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/panel$/);
  // A sign-in on another browser ends this session; the open tab is sent to the sign-in page.
  expect((await request.post("/api/auth/login", { data: { email: user.email, password: user.password } })).ok()).toBe(
    true,
  );
  // (The dashboard's own calls may notice first and sign the tab out before the reload does.)
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId("login-signed-out-reason")).toHaveText(t("auth.signedOut.otherBrowser"));
  // The browser is closed: local storage survives a restart, the tab and its address do not.
  const state = await context.storageState();
  await context.close();
  const reopened = await browser.newContext({ storageState: state });
  const later = await reopened.newPage();
  await later.goto("/panel");
  await expect(later).toHaveURL(/\/login/);
  await expect(later.getByTestId("login-signed-out-reason")).toHaveText(t("auth.signedOut.otherBrowser"));
  // Said until the next sign-in, then no more.
  await signIn(later, user.email, user.password);
  await expect(later).toHaveURL(/\/panel$/);
  await later.evaluate(() => window.localStorage.removeItem("auth_token"));
  await later.goto("/login");
  await expect(later.getByTestId("login-heading")).toBeVisible();
  await expect(later.getByTestId("login-signed-out-reason")).toHaveCount(0);
  await reopened.close();
});
