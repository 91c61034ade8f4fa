import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EXTENSION_IDS } from "@app/extensions/ids";
import { releaseFileName } from "@app/shared/extension-files";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { type CookieSiteSetUp, setUpCookieSite } from "../support/cookie-service.ts";
import {
  BASE_URL,
  launchWithExtensions,
  ringSessionAlarm,
  signInAndSubscribe as subscribeIn,
} from "../support/extension-browser.ts";
import { type RegisteredUser, registerUser } from "../support/factories.ts";
import { en } from "../support/i18n.ts";
import { signIn } from "../support/pages.ts";

/**
 * The whole path with the real extensions (issue: the two browser extensions, for real): download
 * both from the panel, load them into Chromium, buy in the sandbox, open a cookie service and be
 * signed in to it; a sign-in elsewhere takes the session away; a conflicting extension or an old
 * build gets nothing. The service's own site is played by a local server on a test host name.
 */

const REPO = fileURLToPath(new URL("../..", import.meta.url));
const SITE_HOST = "streamflix.test";
const SITE_PORT = 8791;
const SITE = `http://${SITE_HOST}:${SITE_PORT}`;
const CONFLICT_DIR = path.join(REPO, "e2e/fixtures/conflict-extension");
const CONFLICT_ID = "dkdooakbobemelniakcfdafbomnhbndm";
const CONFLICT_NAME = "PremiumHub Test Cookie Editor";
const SESSION_VALUE = `sess-${Date.now().toString(36)}`;

test.describe.configure({ mode: "serial" });

let scratch: string;
let service: CookieSiteSetUp["service"];
let packageUuid: string;
let tearDown: CookieSiteSetUp["tearDown"] | undefined;
/** Folders of the extensions as downloaded from the panel and unpacked. */
const downloaded: Record<"core" | "helper", string> = { core: "", helper: "" };
/** The versions the downloaded builds were compiled as (what their hello announces). */
const builtVersion: Record<"core" | "helper", string> = { core: "", helper: "" };
/** The same extensions built with version 0.0.1, below the minimum. */
const old: Record<"core" | "helper", string> = { core: "", helper: "" };

test.beforeAll(async () => {
  // The service's site: says whether the browser sent it the session the extension applied.
  ({ scratch, service, packageUuid, tearDown } = await setUpCookieSite({
    scratchPrefix: "e2e-extensions-",
    port: SITE_PORT,
    title: "Streamflix",
    name: "Streamflix",
    packageName: "Ext",
    host: SITE_HOST,
    url: SITE,
    sessionValue: SESSION_VALUE,
    sortOrder: 9000,
    // The stand-in cookie editor joins the conflict list (only browsers that have it are affected).
    asAdmin: async (api, admin) => {
      const releases = (await (await api.get("/api/extension/releases")).json()).data as {
        conflicts: { id: string; name: string }[];
      };
      const conflicts = [
        ...releases.conflicts.filter((c) => c.id !== CONFLICT_ID),
        { id: CONFLICT_ID, name: CONFLICT_NAME },
      ];
      const auth = { Authorization: `Bearer ${admin.token}` };
      expect((await api.put("/api/extension/conflicts", { headers: auth, data: { conflicts } })).ok()).toBe(true);
    },
  }));

  // An old build of both, as a user who never updated would have.
  const oldOut = path.join(scratch, "old");
  execFileSync("npm", ["run", "build", "-w", "extensions"], {
    cwd: REPO,
    env: {
      ...process.env,
      EXTENSION_VERSION: "0.0.1",
      EXTENSION_OUT_DIR: oldOut,
      // The panel under test, whatever its port (E2E_PORT).
      EXTENSION_APP_ORIGINS: `${BASE_URL},${BASE_URL.replace("localhost", "127.0.0.1")}`,
    },
    stdio: "ignore",
  });
  old.core = path.join(oldOut, "core");
  old.helper = path.join(oldOut, "helper");
});

test.afterAll(async () => {
  await tearDown?.();
});

const launchWith = (extensionDirs: string[]) =>
  launchWithExtensions(extensionDirs, { profileRoot: scratch, hosts: [SITE_HOST] });
const signInAndSubscribe = (page: Page, user: RegisteredUser) => subscribeIn(page, user, packageUuid);

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies(SITE)).find((c) => c.name === "session");

test("the Addons page downloads both extensions as built from this repository", async ({ page, request }) => {
  const user = await registerUser(request, { phone: "+6281234560001", country: "ID" });
  await page.goto("/login");
  await signIn(page, user.email, user.password);
  await expect(page.getByTestId("dashboard-heading")).toBeVisible();
  await page.goto("/panel/addons");
  const links = page.getByTestId("extension-download");
  await expect(links).toHaveCount(2);
  for (const [index, id] of (["core", "helper"] as const).entries()) {
    const href = (await links.nth(index).getAttribute("href")) ?? "";
    // The newest release: the build `npm start` published (or a copy of it an admin test uploaded).
    expect(href).toMatch(new RegExp(`^/api/extension/download/${id}/\\d+\\.\\d+\\.\\d+$`));
    const download = await page.request.get(href);
    // Saved under the product's name, with its version (premiumhub-access-1.5.0.zip).
    expect(download.headers()["content-disposition"]).toContain(
      `filename="${releaseFileName(id, href.split("/").pop() ?? "")}"`,
    );
    const files = unzipSync(new Uint8Array(await download.body()));
    // The repository's build; an admin test may have uploaded it again with its manifest saying a
    // higher version (the server checks the manifest's version against the release's).
    const built = unzipSync(new Uint8Array(readFileSync(path.join(REPO, `extensions/dist/${id}.zip`))));
    const manifestOf = (entries: Record<string, Uint8Array>) =>
      JSON.parse(new TextDecoder().decode(entries["manifest.json"])) as Record<string, unknown>;
    expect(Object.keys(files).sort()).toEqual(Object.keys(built).sort());
    for (const name of Object.keys(built).filter((n) => n !== "manifest.json"))
      expect(Buffer.from(files[name] as Uint8Array).equals(Buffer.from(built[name] as Uint8Array)), name).toBe(true);
    expect({ ...manifestOf(files), version: "" }).toEqual({ ...manifestOf(built), version: "" });
    expect(manifestOf(files).version).toBe(href.split("/").pop());
    const dir = path.join(scratch, "downloaded", id);
    for (const [name, bytes] of Object.entries(files)) {
      if (name.endsWith("/")) continue;
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), bytes);
    }
    downloaded[id] = dir;
    builtVersion[id] = String(manifestOf(built).version);
  }
});

test("a subscriber opens a cookie service signed in; a sign-in elsewhere takes the session away", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const user = await registerUser(request, { phone: "+6281234560002", country: "ID" });
  const context = await launchWith([downloaded.core, downloaded.helper]);
  try {
    const ids = context.serviceWorkers().map((w) => new URL(w.url()).host);
    expect(ids).toEqual(expect.arrayContaining([EXTENSION_IDS.core, EXTENSION_IDS.helper]));
    const page = await context.newPage();
    await signInAndSubscribe(page, user);
    // Both extensions announce themselves: the Addons page shows them installed and current.
    await page.goto("/panel/addons");
    await expect(page.getByTestId("addon-installed")).toHaveText([builtVersion.core, builtVersion.helper]);
    await expect(page.getByTestId("addons-not-detected")).toHaveCount(0);

    // The dashboard's card opens the service straight away, signed in, and the dashboard stays.
    await page.goto("/panel");
    const card = page.getByTestId("service-card").filter({ hasText: service.name });
    await expect(card).toHaveAttribute("data-opens", "extension");
    const fromCard = context.waitForEvent("page", { predicate: (p) => p.url().startsWith(SITE) });
    await card.click();
    await expect(page.getByTestId("service-card-opened")).toBeVisible();
    const cardTab = await fromCard;
    await expect(cardTab.locator("#state")).toHaveText(`Signed in (${SESSION_VALUE})`);
    await expect(page).toHaveURL(/\/panel$/);
    await cardTab.close();

    // The toolbar popup (issue 46): the services first, filtered as one types, Enter opens the
    // first signed in, as the card does; sign-out waits in the menu.
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${EXTENSION_IDS.core}/popup.html`);
    const services = popup.getByTestId("popup-service");
    await expect(services.filter({ hasText: service.name })).toHaveCount(1);
    await expect(popup.getByRole("menuitem", { name: en("ext.popupSignOut") })).toBeHidden();
    // No visible text below 14px (Chrome shrinks an extension page's body font unless told).
    const smallest = await popup.evaluate(() =>
      Math.min(
        ...[...document.querySelectorAll("body *")]
          .filter(
            (e) => e.checkVisibility() && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()),
          )
          .map((e) => Number.parseFloat(getComputedStyle(e).fontSize)),
      ),
    );
    expect(smallest).toBeGreaterThanOrEqual(14);
    const axe = await new AxeBuilder({ page: popup }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations).toEqual([]);
    const search = popup.getByRole("searchbox", { name: en("ext.popupSearch") });
    await expect(search).toBeFocused();
    await search.fill("zz-no-such-service");
    await expect(services).toHaveCount(0);
    await expect(popup.locator("#services-state")).toHaveText(en("ext.popupNoMatch", { query: "zz-no-such-service" }));
    await search.fill(service.name.slice(2, 7).toLowerCase());
    await expect(services).toHaveText([new RegExp(service.name)]);
    const fromPopup = context.waitForEvent("page", { predicate: (p) => p.url().startsWith(SITE) });
    await search.press("Enter");
    const popupTab = await fromPopup;
    await expect(popupTab.locator("#state")).toHaveText(`Signed in (${SESSION_VALUE})`);
    await expect(popup.locator("#open-status")).toHaveText(en("ext.popupOpened", { service: service.name }));
    await popup.getByRole("button", { name: en("ext.popupMenu") }).click();
    await expect(popup.getByRole("menuitem", { name: en("ext.popupSignOut") })).toBeVisible();
    await popupTab.close();
    await popup.close();

    // So does the service's own page, which knows the extensions are there.
    await page.goto(`/panel/service/${service.slug}`);
    await expect(page.getByTestId("service-install-extensions")).toHaveCount(0);
    const opened = context.waitForEvent("page", { predicate: (p) => p.url().startsWith(SITE) });
    await page.getByTestId("service-open").click();
    await expect(page.getByTestId("service-opened")).toBeVisible();
    const tab = await opened;
    await expect(tab.locator("#state")).toHaveText(`Signed in (${SESSION_VALUE})`);
    expect(await sessionCookie(context)).toMatchObject({ value: SESSION_VALUE, httpOnly: true, path: "/" });

    // Another browser signs in to the account: the session is revoked, the extension notices at
    // its next session check (an alarm every minute, rung now) and removes what it applied.
    const other = await request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
    expect(other.ok()).toBe(true);
    await ringSessionAlarm(context);
    await expect.poll(() => sessionCookie(context), { timeout: 15_000, intervals: [500] }).toBeUndefined();
    await tab.reload();
    await expect(tab.locator("#state")).toHaveText("Signed out");
  } finally {
    await context.close();
  }
});

test("with a listed conflicting extension enabled, the panel names it and no session is applied", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, { phone: "+6281234560003", country: "ID" });
  const context = await launchWith([downloaded.core, downloaded.helper, CONFLICT_DIR]);
  try {
    const page = await context.newPage();
    await signInAndSubscribe(page, user);
    const alert = page.getByTestId("extension-blocked-alert");
    await expect(alert).toContainText(CONFLICT_NAME);
    await expect(alert).toHaveAttribute("role", "alert");
    await expect(page.getByTestId("extension-outdated-alert")).toHaveCount(0);

    await page.goto(`/panel/service/${service.slug}`);
    await page.getByTestId("service-open").click();
    await expect(page.getByTestId("service-open-error")).toHaveAttribute("data-code", "CONFLICT_EXTENSIONS");
    expect(await sessionCookie(context)).toBeUndefined();
    expect(context.pages().some((p) => p.url().startsWith(SITE))).toBe(false);

    await page.getByRole("link", { name: en("services.access.seeConflicts") }).click();
    await expect(page).toHaveURL(/\/panel\/addons\/security-alert$/);
    await expect(page.getByTestId("security-alert-heading")).toHaveText(en("extensions.security.title"));
    await expect(page.getByTestId("conflicting-extension")).toHaveText([CONFLICT_NAME]);

    // The user turns the cookie editor off; the helper notices, and "Check again" comes back clear.
    const helper = context.serviceWorkers().find((w) => w.url().includes(EXTENSION_IDS.helper));
    await helper?.evaluate(
      (id) =>
        (
          globalThis as unknown as { chrome: { management: { setEnabled: (i: string, on: boolean) => Promise<void> } } }
        ).chrome.management.setEnabled(id, false),
      CONFLICT_ID,
    );
    await page.getByRole("button", { name: en("extensions.security.checkAgain") }).click();
    await expect(page.getByTestId("security-check-result")).toHaveText(en("extensions.security.clear"));
    await expect(page.getByTestId("conflicting-extension")).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("an extension built with an old version gets 426 and the outdated page", async ({ request }) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, { phone: "+6281234560004", country: "ID" });
  const context = await launchWith([old.core, old.helper]);
  try {
    const page = await context.newPage();
    await signInAndSubscribe(page, user);
    const alert = page.getByTestId("extension-outdated-alert");
    await expect(alert).toContainText(
      en("extensions.alert.outdated.body", { names: "PremiumHub Access and PremiumHub Session Helper" }),
    );
    await alert.getByRole("link", { name: en("extensions.alert.outdated.link") }).click();
    await expect(page.getByTestId("outdated-heading")).toHaveText(en("extensions.outdated.title"));
    await expect(page.getByTestId("outdated-extension").first()).toContainText(
      en("extensions.outdated.versions", { installed: "0.0.1", minimum: "1.2.0" }),
    );

    // The API itself refuses the old build: a link attempt answers 426.
    const token = await page.evaluate(() => window.localStorage.getItem("auth_token"));
    const code = (
      await (
        await page.request.post("/api/extension/link-code", { headers: { Authorization: `Bearer ${token}` } })
      ).json()
    ).data.code as string;
    const reply = await page.evaluate(
      ([id, linkCode]) =>
        new Promise((resolve) =>
          (
            window as unknown as {
              chrome: { runtime: { sendMessage: (i: string, m: unknown, cb: (r: unknown) => void) => void } };
            }
          ).chrome.runtime.sendMessage(id as string, { type: "link", code: linkCode }, resolve),
        ),
      [EXTENSION_IDS.core, code],
    );
    expect(reply).toMatchObject({ ok: false, status: 426, code: "EXTENSION_OUTDATED" });

    await page.goto(`/panel/service/${service.slug}`);
    await page.getByTestId("service-open").click();
    await expect(page).toHaveURL(/\/panel\/addons\/outdated$/);
    expect(await sessionCookie(context)).toBeUndefined();
  } finally {
    await context.close();
  }
});
