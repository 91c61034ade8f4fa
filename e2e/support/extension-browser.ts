import { existsSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { CORE_EXTENSION_ID } from "@app/extensions/ids";
import { translate } from "@app/shared/i18n/translate";
import { type APIRequestContext, type BrowserContext, chromium, expect, type Page } from "@playwright/test";
import { chromiumExecutable } from "../chromium.ts";
import type { RegisteredUser } from "./factories.ts";
import { signIn } from "./pages.ts";

export const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 8787}`;

/** The Chromium binary without Debian's wrapper, which adds a --load-extension of its own. */
function browserBinary(): string | undefined {
  return existsSync("/usr/lib/chromium/chromium") ? "/usr/lib/chromium/chromium" : chromiumExecutable();
}

/**
 * A fresh Chromium profile with these unpacked extensions loaded; `hosts` are test host names of
 * services' sites, resolved to this machine.
 */
export async function launchWithExtensions(
  extensionDirs: string[],
  options: { profileRoot: string; hosts?: string[]; locale?: string },
): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(mkdtempSync(path.join(options.profileRoot, "profile-")), {
    executablePath: browserBinary(),
    headless: true,
    baseURL: BASE_URL,
    ...(options.locale ? { locale: options.locale } : {}),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-component-update",
      `--disable-extensions-except=${extensionDirs.join(",")}`,
      `--load-extension=${extensionDirs.join(",")}`,
      ...(options.hosts?.length
        ? [`--host-resolver-rules=${options.hosts.map((h) => `MAP ${h} 127.0.0.1`).join(", ")}`]
        : []),
      ...(options.locale ? [`--lang=${options.locale}`] : []),
    ],
  });
  await expect
    .poll(() => context.serviceWorkers().length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(Math.min(extensionDirs.length, 2));
  return context;
}

/**
 * Rings the Access extension's session-check alarm now instead of within the minute (issue 42: no
 * test waits out a clock). The alarm keeps its one-minute period; its own listener does the check,
 * as it would at the minute.
 */
export async function ringSessionAlarm(context: BrowserContext): Promise<void> {
  const worker =
    context.serviceWorkers().find((w) => w.url().startsWith(`chrome-extension://${CORE_EXTENSION_ID}/`)) ??
    (await context.waitForEvent("serviceworker", {
      predicate: (w) => w.url().startsWith(`chrome-extension://${CORE_EXTENSION_ID}/`),
    }));
  await worker.evaluate(async () => {
    const { alarms } = (
      globalThis as unknown as { chrome: { alarms: { create: (n: string, a: object) => Promise<void> } } }
    ).chrome;
    await alarms.create("session-check", { when: Date.now(), periodInMinutes: 1 });
  });
}

/** Signs in on /login and buys the package through the sandbox in this browser. */
export async function signInAndSubscribe(page: Page, user: RegisteredUser, packageUuid: string) {
  await page.goto("/login");
  await signIn(page, user.email, user.password);
  await expect(page.getByTestId("dashboard-heading")).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem("auth_token"));
  const created = await page.request.post("/api/payments", {
    headers: { Authorization: `Bearer ${token}` },
    data: { packageUuid },
  });
  expect(created.status()).toBe(201);
  await page.goto((await created.json()).data.paymentUrl);
  await page.getByRole("button", { name: translate("en", "sandbox.pay"), exact: true }).click();
  // The dashboard drops `?payment=success` from the URL as soon as the payment is completed, which
  // may be before a check of the URL looks: the result it shows stays until dismissed.
  await expect(page.getByTestId("payment-return")).toHaveAttribute("data-state", "completed", { timeout: 20_000 });
}

/** An admin makes a package (a month, sorted after the seed's) that holds the service; its uuid. */
export async function packageHolding(
  api: APIRequestContext,
  adminToken: string,
  serviceUuid: string,
  name: string,
  sortOrder: number,
): Promise<string> {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const pkg = await api.post("/api/packages-subscriptions", {
    headers,
    // Created with its service, so it is on sale at once (decision 068).
    data: { namePackage: name, price: 25_000, days: 30, sortOrder, serviceUuids: [serviceUuid] },
  });
  expect(pkg.status()).toBe(201);
  return (await pkg.json()).data.uuid as string;
}
