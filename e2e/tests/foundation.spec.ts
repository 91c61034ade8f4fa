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
    await live.close();
  });

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
