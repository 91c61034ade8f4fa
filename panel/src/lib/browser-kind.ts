/**
 * Which browser the panel runs in, for the extensions' files and steps
 * (docs/decisions/059-firefox-and-edge-extensions.md): Firefox has builds of its own, Edge runs the
 * Chrome builds with its own steps, other Chromium browsers follow Chrome's, and anything else
 * (Safari) cannot run the extensions. Read from the user agent: only the wording and the offered
 * files depend on it, never access.
 */
export type BrowserKind = "chrome" | "edge" | "firefox" | "other";

export function browserKind(nav: Pick<Navigator, "userAgent"> = navigator): BrowserKind {
  const ua = nav.userAgent;
  if (/\bEdg(e|A|iOS)?\/\d/.test(ua)) return "edge";
  if (/\b(Firefox|FxiOS)\/\d/.test(ua) && !/\bSeamonkey\//i.test(ua)) return "firefox";
  // Also "HeadlessChrome/…".
  if (/(Chrome|Chromium|CriOS)\/\d/.test(ua)) return "chrome";
  return "other";
}
