/**
 * The origin the marketing build writes into every absolute URL (`site` in astro.config.mjs:
 * canonical links, hreflang alternates, Open Graph URLs, sitemap.xml and robots.txt). It comes from
 * `APP_ORIGIN`, the variable the Worker builds its absolute links from. A production build
 * (`ENVIRONMENT=production`, which `npm run build:production` sets) refuses to run without an https
 * origin; any other build falls back to the local server.
 */
export const DEFAULT_SITE_ORIGIN = "http://localhost:8787";

export interface SiteOriginEnv {
  APP_ORIGIN?: string | undefined;
  ENVIRONMENT?: string | undefined;
}

/** The build's site origin, without trailing slash ("https://premiumhub.example"); throws when unusable. */
export function resolveSiteOrigin(env: SiteOriginEnv): string {
  const production = env.ENVIRONMENT?.trim() === "production";
  const value = env.APP_ORIGIN?.trim() ?? "";
  if (!value) {
    if (production) {
      throw new Error(
        "APP_ORIGIN is not set: a production build (ENVIRONMENT=production) needs the public https origin, " +
          "e.g. APP_ORIGIN=https://premiumhub.example npm run build:production",
      );
    }
    return DEFAULT_SITE_ORIGIN;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`APP_ORIGIN is not a URL: "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`APP_ORIGIN must be an http(s) origin: "${value}"`);
  }
  if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) {
    throw new Error(`APP_ORIGIN must be an origin only, without user, path, query or fragment: "${value}"`);
  }
  if (production && url.protocol !== "https:") {
    throw new Error(`APP_ORIGIN must be https in a production build: "${value}"`);
  }
  return url.origin;
}
