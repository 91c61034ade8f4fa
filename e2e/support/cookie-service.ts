import { rmSync } from "node:fs";
import http from "node:http";
import { type APIRequestContext, expect } from "@playwright/test";
import { setUpAsAdmin } from "./admin-set-up.ts";
import { packageHolding } from "./extension-browser.ts";
import type { RegisteredUser } from "./factories.ts";

export type CreatedService = { uuid: string; slug: string; name: string };

/**
 * A stand-in for a cookie service's own site: its page says whether the browser sent it the session
 * cookie an extension applied. Listens on 127.0.0.1; the specs map the host to it.
 */
export async function startCookieSite(port: number, title: string): Promise<http.Server> {
  const site = http.createServer((req, res) => {
    const session = /(?:^|;\s*)session=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><title>${title}</title><h1 id="state">${session ? `Signed in (${session})` : "Signed out"}</h1>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(port, "127.0.0.1", resolve));
  return site;
}

/** Creates, as the admin, a cookie service with these fields (`name`, `accessUrl`, …); the service. */
export async function createCookieService(
  api: APIRequestContext,
  admin: RegisteredUser,
  data: { name: string; accessUrl: string } & Record<string, unknown>,
): Promise<CreatedService> {
  const created = await api.post("/api/services", {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { ...data, typeService: "cookie" },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data;
}

export type CookieServiceOptions = {
  name: string;
  packageName: string;
  host: string;
  url: string;
  sessionValue: string;
  sortOrder: number;
};

/**
 * Creates, as the admin, a cookie service for the stand-in site (one host-only `session` cookie
 * valid for an hour) and a package holding it, listed after the seeded packages (`sortOrder`), so
 * the public pricing (at most 3) is unchanged.
 */
export async function createCookieServiceAndPackage(
  api: APIRequestContext,
  admin: RegisteredUser,
  options: CookieServiceOptions,
): Promise<{ service: CreatedService; packageUuid: string }> {
  const suffix = Date.now().toString(36);
  const service = await createCookieService(api, admin, {
    name: `${options.name} ${suffix}`,
    accessUrl: `${options.url}/`,
    accessSecret: JSON.stringify([
      {
        name: "session",
        value: options.sessionValue,
        domain: options.host,
        hostOnly: true,
        path: "/",
        secure: false,
        httpOnly: true,
        sameSite: "lax",
        expirationDate: Math.floor(Date.now() / 1000) + 3600,
      },
    ]),
  });
  const packageUuid = await packageHolding(
    api,
    admin.token,
    service.uuid,
    `${options.packageName} ${suffix}`,
    options.sortOrder,
  );
  return { service, packageUuid };
}

export type CookieSiteSetUp = {
  scratch: string;
  admin: RegisteredUser;
  site: http.Server;
  service: CreatedService;
  packageUuid: string;
  /** Stops the site and removes the scratch folder (for `afterAll`). */
  tearDown: () => Promise<void>;
};

const closeSite = (site: http.Server) => new Promise((resolve) => site.close(resolve));

/**
 * A real-extension spec's set-up: a scratch folder, the stand-in site on `port` (titled `title`), a
 * fresh admin and, made by that admin, a cookie service for the site with a package holding it
 * (createCookieServiceAndPackage). `asAdmin` does the spec's further set-up with the same API
 * context and admin.
 */
export async function setUpCookieSite(
  options: CookieServiceOptions & {
    scratchPrefix: string;
    port: number;
    title: string;
    asAdmin?: (api: APIRequestContext, admin: RegisteredUser) => Promise<void>;
  },
): Promise<CookieSiteSetUp> {
  const { scratchPrefix, port, title, asAdmin, ...service } = options;
  const site = await startCookieSite(port, title);
  try {
    const made = await setUpAsAdmin(scratchPrefix, async (api, admin) => {
      const created = await createCookieServiceAndPackage(api, admin, service);
      await asAdmin?.(api, admin);
      return created;
    });
    return {
      ...made,
      site,
      tearDown: async () => {
        await closeSite(site);
        rmSync(made.scratch, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await closeSite(site);
    throw error;
  }
}
