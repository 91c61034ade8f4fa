import http from "node:http";
import { type APIRequestContext, expect } from "@playwright/test";
import type { RegisteredUser } from "./factories.ts";

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

/**
 * Creates, as the admin, a cookie service for the stand-in site (one host-only `session` cookie
 * valid for an hour) and a package holding it, listed after the seeded packages (`sortOrder`), so
 * the public pricing (at most 3) is unchanged.
 */
export async function createCookieServiceAndPackage(
  api: APIRequestContext,
  admin: RegisteredUser,
  options: { name: string; packageName: string; host: string; url: string; sessionValue: string; sortOrder: number },
): Promise<{ service: { uuid: string; slug: string; name: string }; packageUuid: string }> {
  const auth = { Authorization: `Bearer ${admin.token}` };
  const suffix = Date.now().toString(36);
  const created = await api.post("/api/services", {
    headers: auth,
    data: {
      name: `${options.name} ${suffix}`,
      typeService: "cookie",
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
    },
  });
  expect(created.status()).toBe(201);
  const service = (await created.json()).data;
  const pkg = await api.post("/api/packages-subscriptions", {
    headers: auth,
    data: { namePackage: `${options.packageName} ${suffix}`, price: 25_000, days: 30, sortOrder: options.sortOrder },
  });
  const packageUuid: string = (await pkg.json()).data.uuid;
  await api.post("/api/plan-services/associate", {
    headers: auth,
    data: { packageUuid, serviceUuids: [service.uuid] },
  });
  return { service, packageUuid };
}
