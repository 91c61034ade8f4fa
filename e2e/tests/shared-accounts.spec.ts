import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EXTENSION_IDS } from "@app/extensions/ids";
import { type BrowserContext, expect, type Page, request as playwrightRequest, test } from "@playwright/test";
import { setUpDemoSiteService, signInToDemoSite } from "../support/demo-site.ts";
import { BASE_URL, launchWithExtensions, signInAndSubscribe } from "../support/extension-browser.ts";
import { type RegisteredUser, registerUser } from "../support/factories.ts";
import { en } from "../support/i18n.ts";
import { signIn } from "../support/pages.ts";

/**
 * Shared accounts with the real extensions (issue 24): an admin captures the demo site's session
 * into the accounts of a pool; two subscribers on a two-seat pool are each signed in to their own
 * account (cookie and localStorage token); a third finds no seat; the account's own pages stay out
 * of reach; and when access ends, cookies, storage entries and blocking rules go. The demo site is
 * the local server's `/demo-site`, on a test host name of its own.
 */

const REPO = fileURLToPath(new URL("../..", import.meta.url));
const DIST = path.join(REPO, "extensions/dist");
const SITE_HOST = "demo-site.test";
const SITE = `http://${SITE_HOST}:${new URL(BASE_URL).port}`;
const HOME = `${SITE}/demo-site`;
const POPUP = `chrome-extension://${EXTENSION_IDS.core}/popup.html`;
const TEAM = { email: "team@demo-site.test", password: "Team#2026site", label: "Team plan" };
const FAMILY = { email: "family@demo-site.test", password: "Family#2026site", label: "Family plan" };

test.describe.configure({ mode: "serial" });

let scratch: string;
let admin: RegisteredUser;
let service: { uuid: string; slug: string; name: string };
let packageUuid: string;
const auth = () => ({ Authorization: `Bearer ${admin.token}` });
/** The subscriber of the first seat, kept for the later tests. */
let first: { context: BrowserContext; tab: Page; user: RegisteredUser } | null = null;

test.beforeAll(async () => {
  ({ scratch, admin, service, packageUuid } = await setUpDemoSiteService({
    scratchPrefix: "e2e-shared-accounts-",
    home: HOME,
    name: "Shared Demo",
    packageName: "Shared",
    sortOrder: 9_001,
    // An account made empty, to capture into; the other is made by the capture itself.
    accounts: [{ label: "Family", seats: 1 }],
  }));
});

test.afterAll(async () => {
  await first?.context.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const launch = () =>
  launchWithExtensions([path.join(DIST, "core"), path.join(DIST, "helper")], {
    profileRoot: scratch,
    hosts: [SITE_HOST],
  });

/** The admin signs in to the panel in this browser (which revokes their other sessions). */
async function adminSignsIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, admin.email, admin.password);
  await expect(page.getByTestId("admin-dashboard")).toBeVisible();
  admin.token = (await page.evaluate(() => window.localStorage.getItem("auth_token"))) as string;
  return page;
}

/** Opens the extension's popup as a page and saves the site's session into an account. */
async function captureFromPopup(context: BrowserContext, account: { id?: string; label?: string }) {
  const popup = await context.newPage();
  await popup.goto(POPUP);
  await expect(popup.locator("#capture")).toBeVisible();
  // Saving a session is an admin's tool, folded under the services (decision 071): open it.
  await popup.locator("#capture-heading").click();
  await expect(popup.locator("#capture-site")).toHaveText(
    en("ext.captureSite", { site: `${SITE_HOST}:${new URL(BASE_URL).port}` }),
  );
  // Preselected: a service on the tab's site (earlier runs' services may share the test host).
  await expect(popup.locator("#capture-service")).toHaveValue(/.+/);
  await popup.locator("#capture-service").selectOption(service.uuid);
  await popup.locator("#capture-account").selectOption(account.id ?? "");
  if (account.label) await popup.locator("#capture-label").fill(account.label);
  await popup.locator("#capture-save").click();
  await expect(popup.locator("#capture-result")).toHaveClass(/success/);
  const text = (await popup.locator("#capture-result").textContent()) ?? "";
  await popup.close();
  return text;
}

type Account = {
  id: string;
  label: string;
  hasSession: boolean;
  seats: number | null;
  seatsUsed: number;
  expiresAt: string | null;
};
async function accounts(page: Page): Promise<Account[]> {
  return (await (await page.request.get(`/api/services/${service.uuid}/accounts`, { headers: auth() })).json()).data;
}

test("an admin signed in to the demo site saves its session into the pool from the popup", async () => {
  test.setTimeout(120_000);
  const context = await launch();
  try {
    const panel = await adminSignsIn(context);

    const site = await context.newPage();
    await signInToDemoSite(site, HOME, TEAM);
    expect(await captureFromPopup(context, { label: "Team" })).toBe(
      en("ext.captureSaved", { count: 1, entries: 1, account: "Team" }),
    );

    // Signed in again as the other demo account (the team's session lives on), into "Family".
    await site.bringToFront();
    await signInToDemoSite(site, HOME, FAMILY);
    const family = (await accounts(panel)).find((a) => a.label === "Family") as Account;
    expect(family.hasSession).toBe(false);
    await captureFromPopup(context, { id: family.id });

    const pool = await accounts(panel);
    expect(pool.map((a) => [a.label, a.hasSession])).toEqual([
      ["Family", true],
      ["Team", true],
    ]);
    expect(pool.every((a) => a.expiresAt && Date.parse(a.expiresAt) > Date.now())).toBe(true);
    const team = pool.find((a) => a.label === "Team") as Account;
    const seat = await panel.request.put(`/api/services/${service.uuid}/accounts/${team.id}`, {
      headers: auth(),
      data: { seats: 1 },
    });
    expect(seat.ok()).toBe(true);
  } finally {
    await context.close();
  }
});

/** A subscriber in a browser of their own opens the service from the panel. */
async function subscriberOpens(phone: string) {
  const request = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const user = await registerUser(request, { phone, country: "ID" });
  await request.dispose();
  const context = await launch();
  const page = await context.newPage();
  await signInAndSubscribe(page, user, packageUuid);
  await page.goto(`/panel/service/${service.slug}`);
  await page.getByTestId("service-open").click();
  return { context, page, user };
}

/** The tab the extension opened on the service's page (after its storage step on /robots.txt). */
async function serviceTab(context: BrowserContext): Promise<Page> {
  const find = () => context.pages().find((p) => p.url().startsWith(HOME));
  await expect.poll(() => !!find(), { timeout: 20_000 }).toBe(true);
  return find() as Page;
}

test("two subscribers of a two-seat pool are signed in to their own accounts; a third finds no seat", async () => {
  test.setTimeout(240_000);
  const labels: string[] = [];
  for (const phone of ["+6281234561001", "+6281234561002"]) {
    const s = await subscriberOpens(phone);
    await expect(s.page.getByTestId("service-opened")).toBeVisible({ timeout: 30_000 });
    const tab = await serviceTab(s.context);
    await expect(tab.locator("#state")).toHaveText(/^Signed in as /);
    // The page script finds the localStorage token the extension wrote before it ran.
    await expect(tab.locator("#storage-state")).toHaveText("Storage token valid");
    labels.push(((await tab.locator("#state").textContent()) ?? "").replace("Signed in as ", ""));
    if (!first) first = { context: s.context, tab, user: s.user };
    else await s.context.close();
  }
  expect(labels.sort()).toEqual([FAMILY.label, TEAM.label]);

  const third = await subscriberOpens("+6281234561003");
  try {
    // No dead end: their place in the queue, and the promise of a mail (decision 070).
    await expect(third.page.getByTestId("seat-queue")).toHaveText(en("pools.queue.short", { position: "1" }));
    await expect(third.page.getByTestId("service-open-error")).toHaveCount(0);
    expect(third.context.pages().some((p) => p.url().startsWith(SITE))).toBe(false);
    expect((await third.context.cookies(SITE)).length).toBe(0);
  } finally {
    await third.context.close();
  }

  // Admins see who waits, on the dashboard's data.
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const alerts = (await (await api.get("/api/services/list/shared-account-alerts", { headers: auth() })).json()).data;
  await api.dispose();
  expect(alerts.seatWaits).toContainEqual({ serviceUuid: service.uuid, serviceName: service.name, waiting: 1 });
});

test("admins see who waits for a seat and manage the pool in the catalogue", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  try {
    const page = await adminSignsIn(context);
    await page.goto("/panel/admin");
    await expect(page.getByTestId("seat-wait-row").filter({ hasText: service.name })).toHaveText(
      `${service.name}: ${en("adminDashboard.sharedAccounts.waiting.one", { count: 1 })}`,
    );

    await page.goto(`/panel/admin/services?search=${encodeURIComponent(service.name)}`);
    await page.getByTestId("service-accounts-button").first().click();
    const dialog = page.getByTestId("accounts-dialog");
    await expect(dialog.getByTestId("account-row")).toHaveCount(2);
    await expect(dialog.getByTestId("account-row").first().getByTestId("account-seats")).toContainText("1 / 1");

    // A session without a domain is refused next to its field, nothing is saved; a valid one is.
    await page.getByTestId("account-add").click();
    await page.getByTestId("account-label-input").fill("Spare");
    await page.getByTestId("account-seats-input").fill("2");
    await page.getByTestId("account-session-input").fill('[{"name":"a","value":"b"}]');
    await page.getByTestId("account-save").click();
    await expect(page.getByText("session[0].domain is a required field")).toBeVisible();
    await page
      .getByTestId("account-session-input")
      .fill(JSON.stringify({ cookies: [], localStorage: { [SITE]: { demo_site_token: "spare" } } }));
    await page.getByTestId("account-save").click();
    await expect(dialog.getByTestId("account-row")).toHaveCount(3);
    const spare = dialog.getByTestId("account-row").filter({ hasText: "Spare" });
    await expect(spare.getByTestId("account-seats")).toContainText("/ 2");
    // The new account's first seat goes to the subscriber waiting in the queue (decision 070).
    await expect
      .poll(async () => (await accounts(page)).find((a) => a.label === "Spare")?.seatsUsed, { timeout: 10_000 })
      .toBe(1);

    await spare.getByTestId("account-delete").click();
    await page.getByRole("button", { name: en("confirm.yes") }).click();
    await expect(dialog.getByTestId("account-row")).toHaveCount(2);
    expect((await accounts(page)).map((a) => a.label)).toEqual(["Family", "Team"]);
  } finally {
    await context.close();
  }
});

test("the account's own pages are out of reach and the shared session survives", async () => {
  test.setTimeout(120_000);
  if (!first) throw new Error("the previous test signed nobody in");
  const { tab } = first;
  await tab.goto(`${SITE}/demo-site/account`);
  await expect(tab).toHaveURL(
    new RegExp(`^chrome-extension://${EXTENSION_IDS.core}/blocked\\.html\\?service=${service.uuid}$`),
  );
  await expect(tab.locator("#blocked-title")).toHaveText(en("ext.blockedTitle"));
  await expect(tab.locator("#blocked-body")).toHaveText(en("ext.blockedBody", { service: service.name }));

  await tab.locator("#blocked-back").click();
  await expect(tab.locator("#state")).toHaveText(/^Signed in as /);
  await tab.locator("#logout-link").click();
  await expect(tab).toHaveURL(/blocked\.html/);
  await tab.goBack();
  // A script of the page cannot sign out either: the request never leaves the browser.
  const fetched = await tab.evaluate(() =>
    fetch("/demo-site/logout", { credentials: "include" }).then(
      (r) => `answered ${r.status}`,
      () => "blocked",
    ),
  );
  expect(fetched).toBe("blocked");
  await tab.reload();
  await expect(tab.locator("#state")).toHaveText(/^Signed in as /);
  await expect(tab.locator("#storage-state")).toHaveText("Storage token valid");
});

test("when access ends, the cookies, the storage entries and the blocking rules go", async ({ request }) => {
  test.setTimeout(120_000);
  if (!first) throw new Error("the previous test signed nobody in");
  const { context, tab, user } = first;
  const core = context.serviceWorkers().find((w) => w.url().includes(EXTENSION_IDS.core));
  const ruleCount = () =>
    core?.evaluate(
      async () =>
        (
          await (
            globalThis as unknown as {
              chrome: { declarativeNetRequest: { getDynamicRules: () => Promise<unknown[]> } };
            }
          ).chrome.declarativeNetRequest.getDynamicRules()
        ).length,
    );
  expect(await ruleCount()).toBe(4);

  // Another browser signs in to the subscriber's account: this one's session is revoked. The popup
  // checks the session at once (the alarm would within a minute).
  expect((await request.post("/api/auth/login", { data: { email: user.email, password: user.password } })).ok()).toBe(
    true,
  );
  const popup = await context.newPage();
  await popup.goto(POPUP);
  await expect(popup.locator("#unlinked")).toBeVisible();
  await popup.close();

  await expect.poll(async () => (await context.cookies(SITE)).length, { timeout: 20_000 }).toBe(0);
  expect(await ruleCount()).toBe(0);
  await tab.goto(HOME);
  await expect(tab.locator("#state")).toHaveText("Signed out");
  expect(await tab.evaluate(() => window.localStorage.getItem("demo_site_token"))).toBeNull();
  // Nothing is blocked any more: the account page answers (here: the demo site's sign-in).
  await tab.goto(`${SITE}/demo-site/account`);
  await expect(tab).toHaveURL(`${SITE}/demo-site/login`);
});
