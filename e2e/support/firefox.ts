import { existsSync } from "node:fs";
import puppeteer, { type Browser, type Page } from "puppeteer-core";

/**
 * Debian's Firefox ESR for the Firefox builds of the extensions (docs/decisions/059-firefox-and-edge-extensions.md):
 * driven over WebDriver BiDi by puppeteer-core, which installs temporary add-ons (Playwright cannot
 * download its own Firefox here, and its Firefox needs Playwright's patched build).
 */
export function firefoxExecutable(): string | null {
  const candidates = [process.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox"];
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null;
}

/** A fresh headless Firefox profile; `hosts` are test host names of services' sites, resolved to this machine. */
export async function launchFirefox(options: { hosts?: string[] } = {}): Promise<Browser> {
  const executablePath = firefoxExecutable();
  if (!executablePath) throw new Error("No Firefox: apt-get install firefox-esr, or set FIREFOX_PATH");
  return puppeteer.launch({
    browser: "firefox",
    executablePath,
    headless: true,
    protocol: "webDriverBiDi",
    extraPrefsFirefox: {
      ...(options.hosts?.length ? { "network.dns.localDomains": options.hosts.join(",") } : {}),
      // English pages and no first-run tabs.
      "intl.accept_languages": "en-US, en",
      "browser.startup.homepage_override.mstone": "ignore",
    },
  });
}

/** Waits until `predicate(document)` holds in the page (checked in the page, every 250 ms). */
export async function waitInPage<A extends string | number | boolean | null | readonly string[]>(
  page: Page,
  predicate: (arg: A) => boolean,
  arg: A,
  timeout = 15_000,
) {
  await page.waitForFunction(predicate as (arg: unknown) => boolean, { timeout, polling: 250 }, arg);
}

/** The text of the element with this data-testid once it has `expected`, for a readable failure. */
export async function waitForTestIdText(page: Page, testId: string, expected: string, timeout = 15_000) {
  await waitInPage(
    page,
    ([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === text,
    [testId, expected] as const,
    timeout,
  ).catch(async (error: unknown) => {
    const actual = await page.evaluate(
      (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? "(none)",
      testId,
    );
    throw new Error(`[data-testid="${testId}"] is "${actual}", not "${expected}" (${String(error)})`);
  });
}

/**
 * page.goto that tries again when Firefox aborts the navigation (NS_BINDING_ABORTED: the page's
 * own script navigated at the same moment, e.g. the panel finishing a sign-in).
 */
export async function open(page: Page, url: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(url);
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("NS_BINDING_ABORTED")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Clicks the button whose text is exactly `name`. */
export async function clickButton(page: Page, name: string) {
  await waitInPage(
    page,
    (label) => [...document.querySelectorAll("button")].some((b) => b.textContent?.trim() === label),
    name,
  );
  await page.evaluate((label) => {
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === label);
    button?.click();
  }, name);
}
