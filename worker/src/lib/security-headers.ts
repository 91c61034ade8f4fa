/**
 * Security headers of DESIGN.md, applied by the Worker to its own responses and written into the
 * assets' `_headers` file for the files the assets layer serves without running the Worker.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Cloudflare Turnstile (the contact form, only when configured): its script and its iframe.
  "script-src 'self' https://www.googletagmanager.com https://connect.facebook.net https://challenges.cloudflare.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com https://www.facebook.com",
  "frame-src https://www.youtube-nocookie.com https://challenges.cloudflare.com",
  "media-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * Sets the site-wide headers. A response that chose a stricter Content-Security-Policy of its own
 * (uploaded media: `sandbox`, no scripts) keeps it.
 */
export function applySecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === "Content-Security-Policy" && headers.has(name)) continue;
    headers.set(name, value);
  }
}
