import { env } from "cloudflare:workers";
import { translate } from "@app/shared/i18n/translate";
import { describe, expect, it } from "vitest";
import { app } from "../test/factories.ts";

// The pages come from the assembled build (wrangler.toml [assets] → dist/site): `npm test` builds
// before it runs these tests.
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }, env);

/** The not-found page's language, heading and site header (the marketing layout's). */
async function notFoundPage(res: Response) {
  const html = await res.text();
  return {
    lang: /<html lang="([a-z]+)"/.exec(html)?.[1],
    title: /<h1[^>]*>\s*([^<]+?)\s*</.exec(html)?.[1],
    hasSiteHeader: /<header[^>]*>[\s\S]*data-account-button[\s\S]*<\/header>/.test(html),
    hasSiteFooter: html.includes("<footer"),
    html,
  };
}

describe("the not-found page (issue 28: one language, with the site header)", () => {
  it("/id/… answers the Indonesian page with the site header and footer, status 404", async () => {
    const res = await get("/id/nope", { "accept-language": "en-US,en;q=0.9" });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("content-language")).toBe("id");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const page = await notFoundPage(res);
    expect(page.lang).toBe("id");
    expect(page.title).toBe(translate("id", "page.notFound.title"));
    expect(page.hasSiteHeader).toBe(true);
    expect(page.hasSiteFooter).toBe(true);
    expect(page.html).toContain(translate("id", "page.notFound.home"));
    expect(page.html).not.toContain(translate("en", "page.notFound.title"));
    expect(page.html).toContain('<meta name="robots" content="noindex">');
    expect(page.html).not.toContain('rel="canonical"');
  });

  it("/… without a prefix answers the English page to an English browser, varying on its language", async () => {
    const res = await get("/nope", { "accept-language": "en-US,en;q=0.9" });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-language")).toBe("en");
    expect(res.headers.get("vary")).toContain("Accept-Language");
    const page = await notFoundPage(res);
    expect(page.lang).toBe("en");
    expect(page.title).toBe(translate("en", "page.notFound.title"));
    expect(page.hasSiteHeader).toBe(true);
    expect(page.html).not.toContain(translate("id", "page.notFound.title"));
  });

  it("/en/… is English even for an Indonesian browser; an unprefixed path follows the browser", async () => {
    const en = await get("/en/no/such/page", { "accept-language": "id-ID,id;q=0.9" });
    expect(en.status).toBe(404);
    expect((await notFoundPage(en)).lang).toBe("en");
    const negotiated = await get("/nope", { "accept-language": "id-ID,id;q=0.9" });
    expect(negotiated.status).toBe(404);
    expect((await notFoundPage(negotiated)).lang).toBe("id");
  });

  it("the built page files themselves are not served as pages", async () => {
    for (const path of ["/en/404.html", "/id/404", "/en/404"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
  });
});
