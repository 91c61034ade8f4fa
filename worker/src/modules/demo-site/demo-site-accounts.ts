/**
 * The accounts of the local `/demo-site` stand-in (modules/demo-site), shared by its routes and the
 * seed, which stores a session of each as an account of the "PremiumHub Demo Site" service.
 */
export const DEMO_SITE_PATH = "/demo-site";
export const DEMO_SITE_COOKIE = "demo_site_session";
/** The `localStorage` key the demo site's page script checks. */
export const DEMO_SITE_STORAGE_KEY = "demo_site_token";

export const DEMO_SITE_ACCOUNTS = [
  { email: "family@demo-site.test", password: "Family#2026site", label: "Family plan" },
  { email: "team@demo-site.test", password: "Team#2026site", label: "Team plan" },
] as const;

/**
 * An account the site knows but the seed does not put in a pool: the service-health tests sign it
 * out everywhere from the site's own page without touching the seeded accounts' sessions.
 */
export const DEMO_SITE_OUTAGE_ACCOUNT = {
  email: "studio@demo-site.test",
  password: "Studio#2026site",
  label: "Studio plan",
} as const;

/** Every account the demo site lets sign in. */
export const DEMO_SITE_SIGN_INS = [...DEMO_SITE_ACCOUNTS, DEMO_SITE_OUTAGE_ACCOUNT] as const;

/** The session the seed gives each demo account (the same on every run, so re-seeding revives it). */
export function seededDemoSession(email: string) {
  const name = email.split("@")[0];
  return { token: `seed-${name}-session-2026`, storageToken: `seed-${name}-storage-2026` };
}

/**
 * The demo site opens on the other loopback name than the panel (127.0.0.1 for localhost and back),
 * so its cookies and `localStorage` are its own origin's, as a real service's would be.
 */
export function demoSiteOrigin(appOrigin: string): string {
  const url = new URL(appOrigin);
  if (url.hostname === "localhost") url.hostname = "127.0.0.1";
  else if (url.hostname === "127.0.0.1") url.hostname = "localhost";
  return url.origin;
}

/** The pages of the shared account a subscriber must never reach (urlFilter syntax). */
export function demoSiteBlockedUrls(origin: string): string[] {
  return [`|${origin}${DEMO_SITE_PATH}/account`, `|${origin}${DEMO_SITE_PATH}/logout`];
}

/** The health probe of the demo site (decision 048): its home page greets a signed-in visitor. */
export function demoSiteProbe(origin: string) {
  return { probeUrl: `${origin}${DEMO_SITE_PATH}`, probeSignedInText: "Signed in as", probeSignedOutText: null };
}
