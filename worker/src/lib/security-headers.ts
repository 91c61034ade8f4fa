/**
 * Security headers of docs/architecture.md#security-headers, applied by the Worker to its own
 * responses and written into the assets' `_headers` file for the files the assets layer serves
 * without running the Worker.
 */

/**
 * The third parties a deployment actually uses (issue 26): the CSP names a host only when its
 * feature is configured, so an unconfigured deployment allows no analytics or pixel host at all.
 */
export type ThirdParties = { ga4?: boolean; metaPixel?: boolean; turnstile?: boolean };

/** The third parties configured in a Worker environment or a build's `process.env`. */
export function thirdPartiesOf(env: {
  PUBLIC_GA4_ID?: string | undefined;
  PUBLIC_META_PIXEL_ID?: string | undefined;
  TURNSTILE_SITE_KEY?: string | undefined;
}): ThirdParties {
  return { ga4: !!env.PUBLIC_GA4_ID, metaPixel: !!env.PUBLIC_META_PIXEL_ID, turnstile: !!env.TURNSTILE_SITE_KEY };
}

const sources = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(" ");

export function contentSecurityPolicy(use: ThirdParties = {}): string {
  return [
    "default-src 'self'",
    // Cloudflare Turnstile (the contact form): its script and its iframe.
    `script-src ${sources(
      "'self'",
      use.ga4 && "https://www.googletagmanager.com",
      use.metaPixel && "https://connect.facebook.net",
      use.turnstile && "https://challenges.cloudflare.com",
    )}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${sources(
      "'self'",
      use.ga4 && "https://www.google-analytics.com https://*.google-analytics.com",
      use.metaPixel && "https://www.facebook.com",
    )}`,
    `frame-src ${sources("https://www.youtube-nocookie.com", use.turnstile && "https://challenges.cloudflare.com")}`,
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(use: ThirdParties = {}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(use),
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/**
 * Sets the site-wide headers. A response that chose a stricter Content-Security-Policy of its own
 * (uploaded media: `sandbox`, no scripts) keeps it.
 */
export function applySecurityHeaders(headers: Headers, use: ThirdParties = {}): void {
  for (const [name, value] of Object.entries(securityHeaders(use))) {
    if (name === "Content-Security-Policy" && headers.has(name)) continue;
    headers.set(name, value);
  }
}
