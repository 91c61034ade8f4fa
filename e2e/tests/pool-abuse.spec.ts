import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EXTENSION_IDS } from "@app/extensions/ids";
import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from "@playwright/test";
import { setUpDemoSiteService, signInToDemoSite } from "../support/demo-site.ts";
import { BASE_URL, launchWithExtensions, signInAndSubscribe } from "../support/extension-browser.ts";
import { type RegisteredUser, registerUser, uniquePhone } from "../support/factories.ts";
import { en } from "../support/i18n.ts";

/**
 * The audit's abuse of shared accounts, with the real Access extension (issue 41): a subscriber
 * sends a bad signal, views the service's page and reopens it, and still holds one account; a
 * second subscriber gets the other seat; two fresh subscribers' bad signals on one account leave
 * the service up, and the status page operational. The service has no probe and no page marker, so
 * the extension sends no signal of its own: only the subscribers' (the attacker's) speak.
 */

const REPO = fileURLToPath(new URL("../..", import.meta.url));
const DIST = path.join(REPO, "extensions/dist");
const SITE = BASE_URL.replace("//localhost:", "//127.0.0.1:");
const HOME = `${SITE}/demo-site`;
const TEAM = { email: "team@demo-site.test", password: "Team#2026site", label: "Team plan" };
const FAMILY = { email: "family@demo-site.test", password: "Family#2026site", label: "Family plan" };
/** The headers the Access extension sends: its name and the version of this build. */
const EXT_HEADERS = {
  "x-extension-id": "core",
  "x-extension-version": JSON.parse(readFileSync(path.join(DIST, "core/manifest.json"), "utf8")).version as string,
};

test.describe.configure({ mode: "serial" });

let scratch: string;
let admin: RegisteredUser;
let service: { uuid: string; slug: string; name: string };
let packageUuid: string;
let accountIds: { team: string; family: string };
const auth = () => ({ Authorization: `Bearer ${admin.token}` });
const opened: BrowserContext[] = [];

/** A session of the demo site's account, as a cookie-editor export with its storage token. */
async function demoSession(browser: Browser, account: typeof TEAM) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInToDemoSite(page, HOME, account);
    const token = await page.evaluate(() => window.localStorage.getItem("demo_site_token"));
    // The session cookie's path is the demo site's: read the cookies its pages are sent.
    const cookies = (await context.cookies(HOME)).map((c) => ({
      name: c.name,
      value: c.value,
      domain: c.domain,
      path: c.path,
      hostOnly: true,
      secure: c.secure,
      httpOnly: c.httpOnly,
      sameSite: c.sameSite.toLowerCase(),
      ...(c.expires > 0 ? { expirationDate: c.expires } : { session: true }),
    }));
    expect(cookies.length).toBeGreaterThan(0);
    return { cookies, localStorage: { [SITE]: { demo_site_token: token } } };
  } finally {
    await context.close();
  }
}

test.beforeAll(async ({ browser }) => {
  const made = await setUpDemoSiteService({
    scratchPrefix: "e2e-pool-abuse-",
    home: HOME,
    name: "Abuse Demo",
    packageName: "Abuse",
    sortOrder: 9_003,
    // Team has the most free seats, so the first subscriber is put on it.
    accounts: [
      { label: "Team", seats: 2 },
      { label: "Family", seats: 1 },
    ],
  });
  ({ scratch, admin, service, packageUuid } = made);
  accountIds = { team: made.accountIds[0] as string, family: made.accountIds[1] as string };
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  for (const [id, account] of [
    [accountIds.team, TEAM],
    [accountIds.family, FAMILY],
  ] as const) {
    const saved = await api.put(`/api/services/${service.uuid}/accounts/${id}`, {
      headers: auth(),
      data: { session: await demoSession(browser, account) },
    });
    expect(saved.status()).toBe(200);
  }
  await api.dispose();
});

test.afterAll(async () => {
  for (const context of opened) await context.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

type Account = { id: string; seatsUsed: number; health: string };
async function pool(page: Page): Promise<Record<string, Account>> {
  const res = await page.request.get(`/api/services/${service.uuid}/accounts`, { headers: auth() });
  const list = (await res.json()).data as Account[];
  return Object.fromEntries(list.map((a) => [a.id, a]));
}

/** A fresh subscriber (a new account, a made-up phone) opens the service from the panel with the real extension. */
async function subscriberOpens() {
  const request = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const user = await registerUser(request, { phone: uniquePhone(), country: "ID" });
  await request.dispose();
  const context = await launchWithExtensions([path.join(DIST, "core"), path.join(DIST, "helper")], {
    profileRoot: scratch,
  });
  opened.push(context);
  const page = await context.newPage();
  await signInAndSubscribe(page, user, packageUuid);
  const tab = await openFromPanel(context, page);
  return { context, page, tab, user };
}

/** Opens the service from its panel page (a page view of GET /services/access/{slug}) and returns the site's tab. */
async function openFromPanel(context: BrowserContext, page: Page): Promise<Page> {
  for (const p of context.pages()) if (p.url().startsWith(SITE)) await p.close();
  await page.goto(`/panel/service/${service.slug}`);
  await page.getByTestId("service-open").click();
  await expect(page.getByTestId("service-opened")).toBeVisible({ timeout: 30_000 });
  const find = () => context.pages().find((p) => p.url().startsWith(HOME));
  await expect.poll(() => !!find(), { timeout: 20_000 }).toBe(true);
  return find() as Page;
}

/** What an attacker sends: "signed out", with the linked extension's own token. */
async function badSignal(context: BrowserContext, page: Page) {
  const core = context.serviceWorkers().find((w) => w.url().includes(EXTENSION_IDS.core));
  const token = await core?.evaluate(
    async () =>
      (
        (await (
          globalThis as unknown as { chrome: { storage: { local: { get: (k: string) => Promise<unknown> } } } }
        ).chrome.storage.local.get("token")) as { token: string }
      ).token,
  );
  expect(token).toBeTruthy();
  const res = await page.request.post(`/api/extension/services/${service.uuid}/signal`, {
    headers: { ...EXT_HEADERS, Authorization: `Bearer ${token}` },
    data: { signedIn: false },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("a bad signal, a page view and a reopen leave the subscriber on one account; the next subscriber gets the other seat", async () => {
  test.setTimeout(180_000);
  const first = await subscriberOpens();
  await expect(first.tab.locator("#state")).toHaveText(`Signed in as ${TEAM.label}`);
  await badSignal(first.context, first.page);
  // The service's page in the panel, then the open again: the audit's walk to the next account.
  const again = await openFromPanel(first.context, first.page);
  await expect(again.locator("#state")).toHaveText(`Signed in as ${TEAM.label}`);
  const seats = await pool(first.page);
  expect(seats[accountIds.team]?.seatsUsed).toBe(1);
  expect(seats[accountIds.family]?.seatsUsed).toBe(0);

  const second = await subscriberOpens();
  await expect(second.tab.locator("#state")).toHaveText(`Signed in as ${FAMILY.label}`);
  const after = await pool(second.page);
  expect(after[accountIds.team]?.seatsUsed).toBe(1);
  expect(after[accountIds.family]?.seatsUsed).toBe(1);

  // The history lists the first subscriber on Team with their opens, and never a session.
  const history = await first.page.request.get(`/api/services/${service.uuid}/accounts/${accountIds.team}/history`, {
    headers: auth(),
  });
  const holders = (await history.json()).data as { email: string; to: string | null; opens: number }[];
  expect(holders).toEqual([expect.objectContaining({ email: first.user.email, to: null, opens: 2 })]);
  await first.context.close();
  await second.context.close();
});

test("two fresh subscribers' bad signals on one account leave the service up and the status page operational", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The first subscriber of the previous test is still on Team, with a bad signal within 15
  // minutes; a third, as fresh, takes Team's other seat and sends one too.
  const third = await subscriberOpens();
  await expect(third.tab.locator("#state")).toHaveText(`Signed in as ${TEAM.label}`);
  await badSignal(third.context, third.page);

  const accounts = await pool(third.page);
  expect(accounts[accountIds.team]?.health).toBe("suspect");
  const detail = await third.page.request.get(`/api/services/${service.uuid}`, { headers: auth() });
  expect((await detail.json()).data.health).toBe("operational");
  // The subscriber who reopens still gets in.
  const reopened = await openFromPanel(third.context, third.page);
  await expect(reopened.locator("#state")).toHaveText(`Signed in as ${TEAM.label}`);

  const visitor = await browser.newContext();
  try {
    const page = await visitor.newPage();
    await page.goto("/en/status");
    const card = page.getByTestId("status-service").filter({ hasText: service.name });
    await expect(card.getByTestId("status-state")).toHaveText(en("status.state.operational"));
  } finally {
    await visitor.close();
  }
});
