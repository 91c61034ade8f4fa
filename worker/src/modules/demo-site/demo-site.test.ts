import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app, call } from "../../../test/factories.ts";
import { DEMO_SITE_COOKIE, DEMO_SITE_PATH } from "./demo-site.routes.ts";

describe("the local demo site", () => {
  it("shows the session cookie the extension applied, escaped, and is never cached", async () => {
    const res = await call(DEMO_SITE_PATH, { headers: { cookie: `other=1; ${DEMO_SITE_COOKIE}=<b>x</b>` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('<h1 id="state">Signed in</h1>');
    expect(html).toContain("<code>&#60;b&#62;x&#60;/b&#62;</code>");
    expect(html).not.toContain("<b>x</b>");
  });

  it("without the cookie it is signed out", async () => {
    expect(await (await call(DEMO_SITE_PATH, { headers: { cookie: "other=1" } })).text()).toContain(
      '<h1 id="state">Signed out</h1>',
    );
  });

  it("does not exist in production", async () => {
    const production = {
      ...env,
      ENVIRONMENT: "production",
      APP_ORIGIN: "https://premiumhub.example",
      ADMIN_EMAILS: "",
    };
    const res = await app.request(DEMO_SITE_PATH, { headers: { cookie: `${DEMO_SITE_COOKIE}=x` } }, production);
    expect(res.status).toBe(404);
  });
});
