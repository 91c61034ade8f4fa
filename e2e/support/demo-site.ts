import { expect, type Page } from "@playwright/test";
import { setUpAsAdmin } from "./admin-set-up.ts";
import { type CreatedService, createCookieService } from "./cookie-service.ts";
import { packageHolding } from "./extension-browser.ts";
import type { RegisteredUser } from "./factories.ts";

export type DemoSiteAccount = { email: string; password: string; label: string };

/**
 * Signs in to the local demo site (`home` is its `/demo-site` address on the test's host name).
 * The sign-in page's script stores the token, then moves to the home page: waiting for that page's
 * storage check keeps the next navigation from racing the script's and being aborted.
 */
export async function signInToDemoSite(page: Page, home: string, account: DemoSiteAccount) {
  await page.goto(`${home}/login`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("#state")).toHaveText(`Signed in as ${account.label}`);
  await expect(page.locator("#storage-state")).toHaveText("Storage token valid");
}

/**
 * A demo-site spec's set-up: a scratch folder, a fresh admin and, made by that admin, a cookie
 * service on the demo site at `home` (its account and sign-out pages blocked; with `probe`, probed
 * on `home` for "Signed in as"), these empty accounts in it (`accountIds` in the same order) and a
 * package holding it, listed after the seeded packages (`sortOrder`).
 */
export async function setUpDemoSiteService(options: {
  scratchPrefix: string;
  home: string;
  name: string;
  packageName: string;
  sortOrder: number;
  probe?: boolean;
  accounts: { label: string; seats: number }[];
}): Promise<{
  scratch: string;
  admin: RegisteredUser;
  service: CreatedService;
  packageUuid: string;
  accountIds: string[];
}> {
  const { home } = options;
  return setUpAsAdmin(options.scratchPrefix, async (api, admin) => {
    const suffix = Date.now().toString(36);
    const service = await createCookieService(api, admin, {
      name: `${options.name} ${suffix}`,
      accessUrl: home,
      ...(options.probe ? { probeUrl: home, probeSignedInText: "Signed in as" } : {}),
      blockedUrls: [`|${home}/account`, `|${home}/logout`],
    });
    const accountIds: string[] = [];
    for (const data of options.accounts) {
      const res = await api.post(`/api/services/${service.uuid}/accounts`, {
        headers: { Authorization: `Bearer ${admin.token}` },
        data,
      });
      expect(res.status()).toBe(201);
      accountIds.push((await res.json()).data.id);
    }
    const packageUuid = await packageHolding(
      api,
      admin.token,
      service.uuid,
      `${options.packageName} ${suffix}`,
      options.sortOrder,
    );
    return { service, packageUuid, accountIds };
  });
}
