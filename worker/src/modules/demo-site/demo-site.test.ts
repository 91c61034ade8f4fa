import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app, call } from "../../../test/factories.ts";
import { DEMO_SITE_COOKIE, DEMO_SITE_PATH } from "./demo-site.routes.ts";
import { DEMO_SITE_ACCOUNTS, demoSiteOrigin } from "./demo-site-accounts.ts";

const [family, team] = DEMO_SITE_ACCOUNTS;

/** Signs in on the demo site's form; returns the session cookie and the storage token it issued. */
async function signInDemo(email: string, password: string) {
  const res = await call(`${DEMO_SITE_PATH}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const cookie = /demo_site_session=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  const storage = /data-storage-token="([^"]+)"/.exec(await res.text())?.[1];
  return { status: res.status, cookie, storage, setCookie: res.headers.get("set-cookie") ?? "" };
}

const page = async (path: string, cookie?: string) =>
  call(`${DEMO_SITE_PATH}${path}`, cookie ? { headers: { cookie: `${DEMO_SITE_COOKIE}=${cookie}` } } : {});

describe("the local demo site (a stand-in upstream service)", () => {
  it("issues a remembered session at sign-in: an httpOnly cookie and a storage token its page checks", async () => {
    const signed = await signInDemo(family.email, family.password);
    expect(signed.status).toBe(200);
    expect(signed.setCookie).toMatch(/HttpOnly/i);
    expect(signed.setCookie).toContain(`Path=${DEMO_SITE_PATH}`);
    expect(signed.storage).toMatch(/^[\w-]{16,}$/);
    const home = await page("", signed.cookie);
    expect(home.headers.get("cache-control")).toBe("no-store");
    expect(await home.text()).toContain(`<h1 id="state">Signed in as ${family.label}</h1>`);
    const me = await (await page("/api/me", signed.cookie)).json();
    expect(me).toEqual({ signedIn: true, account: family.email, storageToken: signed.storage });
    const script = await (await page("/app.js")).text();
    expect(script).toContain("demo_site_token");
  });

  it("refuses a wrong password and an unknown session", async () => {
    expect((await signInDemo(family.email, "nope")).status).toBe(401);
    expect(await (await page("", "forged")).text()).toContain('<h1 id="state">Signed out</h1>');
    expect((await page("/account", "forged")).status).toBe(302);
  });

  it("sign-out ends every session of that account, for everyone, and no other account's", async () => {
    const first = await signInDemo(team.email, team.password);
    const second = await signInDemo(team.email, team.password);
    const other = await signInDemo(family.email, family.password);
    expect(await (await page("/account", first.cookie)).text()).toContain(`Account settings of ${team.label}`);
    expect(await (await page("/logout", second.cookie)).text()).toContain("Signed out everywhere");
    expect(await (await page("", first.cookie)).text()).toContain('<h1 id="state">Signed out</h1>');
    expect(await (await page("", other.cookie)).text()).toContain(`Signed in as ${family.label}`);
  });

  it("opens on the other loopback name than the panel, so its storage is its own origin's", () => {
    expect(demoSiteOrigin("http://localhost:8787")).toBe("http://127.0.0.1:8787");
    expect(demoSiteOrigin("http://127.0.0.1:8787")).toBe("http://localhost:8787");
    expect(demoSiteOrigin("https://app.example")).toBe("https://app.example");
  });

  it("does not exist in production", async () => {
    const production = {
      ...env,
      ENVIRONMENT: "production",
      APP_ORIGIN: "https://premiumhub.example",
      ADMIN_EMAILS: "",
    };
    for (const path of ["", "/login", "/api/me", "/logout"]) {
      const res = await app.request(
        `${DEMO_SITE_PATH}${path}`,
        { headers: { cookie: `${DEMO_SITE_COOKIE}=x` } },
        production,
      );
      expect(res.status).toBe(404);
    }
  });
});
