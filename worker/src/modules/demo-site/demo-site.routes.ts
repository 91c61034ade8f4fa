import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { escapeHtml } from "../../lib/html.ts";
import type { AppBindings } from "../../types.ts";

/** The cookie the seeded "PremiumHub Demo Site" service's set carries (worker/src/db/seed.ts). */
export const DEMO_SITE_COOKIE = "demo_site_session";
export const DEMO_SITE_PATH = "/demo-site";

/**
 * A stand-in for a premium service's own site, on the local server only: the seeded cookie service
 * "PremiumHub Demo Site" opens here, so a fresh clone can try the whole path (buy, install the
 * extensions, open a service, signed in) without any outside site. Never served in production.
 */
export const demoSiteRoutes = new Hono<AppBindings>().get("/", (c) => {
  if (c.env.ENVIRONMENT === "production") return c.notFound();
  const session = getCookie(c, DEMO_SITE_COOKIE);
  const state = session
    ? `<h1 id="state">Signed in</h1><p>The PremiumHub Access extension applied this site's session: <code>${escapeHtml(session)}</code>.</p>`
    : `<h1 id="state">Signed out</h1><p>Open this service from the PremiumHub panel with both extensions installed.</p>`;
  c.header("Cache-Control", "no-store");
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>PremiumHub Demo Site</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a}code{background:#f1f5f9;padding:.1rem .3rem;border-radius:4px}</style></head><body>${state}</body></html>`,
  );
});
