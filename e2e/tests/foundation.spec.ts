import { readFileSync } from "node:fs";
import path from "node:path";
import { translate } from "@app/shared/i18n/translate";
import { expect, test } from "../support/fixtures.ts";

test.describe("one origin", () => {
  test("the landing page's account button leads a visitor to registration, which links to sign-in", async ({
    page,
    t,
  }) => {
    await page.goto("/en/");
    await expect(page).toHaveTitle(t("page.home.title"));
    const account = page.getByTestId("account-button");
    await expect(account).toHaveText(t("nav.registerNow"));
    await account.click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByTestId("register-heading")).toHaveText(t("auth.register.title"));
    await page.getByRole("link", { name: t("auth.signIn") }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId("login-heading")).toHaveText(t("auth.login.title"));
    await expect(page.getByLabel(t("auth.email"))).toBeVisible();
    const password = page.getByLabel(t("auth.password"), { exact: true });
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: t("auth.showPassword") }).click();
    await expect(password).toHaveAttribute("type", "text");
    // The Google button shows only when the server has Google sign-in configured.
    const google = await (await page.request.get("/api/auth/google/config")).json();
    await expect(page.getByRole("button", { name: t("auth.google") })).toHaveCount(google.data.enabled ? 1 : 0);
  });

  test("/ is served in the negotiated language without a redirect", async ({ browser }) => {
    // The browser's language setting is what Chromium sends as Accept-Language.
    for (const [browserLocale, locale] of [
      ["id-ID", "id"],
      ["en-US", "en"],
    ] as const) {
      const context = await browser.newContext({ locale: browserLocale });
      const page = await context.newPage();
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).toBeNull();
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page).toHaveTitle(translate(locale, "page.home.title"));
      await context.close();
    }
  });

  test("the preferred-locale cookie beats Accept-Language", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: "en-US" });
    await context.addCookies([{ name: "preferred-locale", value: "id", url: baseURL as string }]);
    const page = await context.newPage();
    await page.goto("/affiliate");
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await context.close();
  });

  test("sign-in, registration and checkout come pre-rendered in the page's language", async ({ request, browser }) => {
    for (const [path, locale, title] of [
      ["/en/login", "en", "auth.login.title"],
      ["/id/register", "id", "auth.register.title"],
      ["/id/checkout", "id", "checkout.title"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-language"]).toBe(locale);
      const html = await response.text();
      // The frame is in the HTML itself: heading, language and description before any script runs.
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toContain(`>${translate(locale, title)}</h1>`);
    }
    // Without a locale in the path, the negotiated language (here Accept-Language).
    const negotiated = await request.get("/login", { headers: { "Accept-Language": "id-ID,id;q=0.9" } });
    expect(await negotiated.text()).toContain(`>${translate("id", "auth.login.title")}</h1>`);

    // With scripts off, the frame is what the visitor sees; with scripts on, the app replaces it.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(translate("en", "auth.login.title"));
    await expect(page).toHaveTitle(`${translate("en", "auth.login.title")} · PremiumHub`);
    await context.close();

    // No script is fetched before the frame's first paint: a deferred boot script starts the app
    // after it (decision 042), and the app then replaces the frame with the working form.
    const shell = await (await request.get("/en/login")).text();
    expect(shell).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(shell).toMatch(
      /<script defer src="\/panel\/assets\/shell-boot-[0-9a-f]{8}\.js" data-entry="\/panel\/assets\//,
    );
    const live = await browser.newPage();
    await live.goto("/en/login");
    await expect(live.locator('input[type="email"]')).toBeVisible();
    await expect(live.locator('input[type="password"]')).toBeVisible();

    // The sign-in form's own files are preloaded side by side, but nothing the start already
    // loaded (React, the router) is preloaded again (decision 076).
    const preloaded = await live.$$eval('link[rel="modulepreload"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    const files = panelFiles();
    const again = preloaded.filter((file) => files.start.has(file));
    expect(again, "files preloaded though the start had loaded them").toEqual([]);
    expect(preloaded.filter((file) => files.login.has(file)).length).toBeGreaterThan(2);
    await live.close();
  });

  /** The built panel's files (its Vite manifest): what the start loads and the sign-in page's own. */
  function panelFiles(): { start: Set<string>; login: Set<string> } {
    type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
    const manifestPath = path.join(import.meta.dirname, "../../panel/dist/.vite/manifest.json");
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, Chunk>;
    const closure = (key: string, into = new Set<string>()) => {
      if (into.has(key) || !manifest[key]) return into;
      into.add(key);
      for (const dep of manifest[key].imports ?? []) closure(dep, into);
      return into;
    };
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? "";
    const react = Object.keys(manifest).find((key) => key.endsWith("react-dom/client.js")) ?? "";
    const entryFiles = closure(entry); // preloaded by the boot script on purpose
    const start = new Set([...closure("src/app.tsx"), ...closure(react)].filter((key) => !entryFiles.has(key)));
    const login = [...closure("src/routes/login.tsx?tsr-split=component")].filter(
      (key) => !start.has(key) && !entryFiles.has(key),
    );
    const url = (key: string) => `/panel/${manifest[key]?.file}`;
    if (start.size < 5 || login.length < 3) throw new Error(`unexpected panel manifest at ${manifestPath}`);
    return { start: new Set([...start].map(url)), login: new Set(login.map(url)) };
  }

  test("locale-prefixed pages, the panel SPA and the 404 page", async ({ page, request, t, tId }) => {
    await page.goto("/id/");
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(page).toHaveTitle(tId("page.home.title"));

    await page.goto("/en/affiliate");
    await expect(page).toHaveTitle(t("page.affiliate.title"));

    const panel = await request.get("/panel/some/deep/link");
    expect(panel.status()).toBe(200);
    expect(await panel.text()).toContain('<div id="root"');

    const missing = await request.get("/definitely-not-here");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("<html");
  });

  test("static files carry the same security headers as Worker responses", async ({ request, page }) => {
    const html = await request.get("/en/");
    const scripts: string[] = [];
    page.on("response", (r) => {
      if (r.url().includes("/_astro/") || r.url().includes("/panel/assets/")) scripts.push(r.url());
    });
    await page.goto("/login");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    for (const response of [html, await request.get(scripts[0] as string)]) {
      const headers = response.headers();
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["strict-transport-security"]).toContain("max-age");
    }
  });

  test("the API answers in the envelope", async ({ request }) => {
    const health = await request.get("/api/health");
    expect(await health.json()).toMatchObject({ error: false, data: { status: "ok" } });
    const packages = await request.get("/api/packages-subscriptions?status=active&limit=3");
    const body = await packages.json();
    expect(body.error).toBe(false);
    expect(body.data).toHaveLength(3);
    const nope = await request.get("/api/nope");
    expect(nope.status()).toBe(404);
    expect(await nope.json()).toMatchObject({ error: true });
  });
});
