/**
 * The panel files a visitor needs for the sign-in and registration screens, from the
 * panel's Vite manifest (issue 46: a pricing card's hand-off to a usable form under a second). The
 * marketing pages prefetch them once idle (marketing/src/scripts/site.ts), so the click finds them
 * in the HTTP cache.
 */
type ManifestEntry = { file: string; css?: string[]; imports?: string[] };
export type PanelManifest = Record<string, ManifestEntry>;

/** The screens a marketing page hands off to (a visitor's checkout goes on to the sign-in). */
const HAND_OFF_ROUTES = /^src\/routes\/(login|register)\.tsx\?tsr-split=component$/;

function collect(manifest: PanelManifest, key: string, out: Set<string>): void {
  const entry = manifest[key];
  if (!entry || out.has(entry.file)) return;
  out.add(entry.file);
  for (const css of entry.css ?? []) out.add(css);
  for (const imported of entry.imports ?? []) collect(manifest, imported, out);
}

/** Absolute paths (under /panel/) of the entry, the sign-in screens and `locale`'s dictionaries. */
export function handOffFiles(manifest: PanelManifest, locale: string): string[] {
  const files = new Set<string>();
  collect(manifest, "index.html", files);
  for (const key of Object.keys(manifest)) if (HAND_OFF_ROUTES.test(key)) collect(manifest, key, files);
  for (const part of ["app", "site"]) collect(manifest, `../shared/src/i18n/${locale}/${part}.ts`, files);
  return [...files].map((file) => `/panel/${file}`);
}

/** The page with a `panel-prefetch` meta listing `files`, for its own language (`<html lang>`). */
export function withPrefetchMeta(html: string, filesOf: (locale: string) => string[]): string {
  const locale = /<html[^>]*\slang="([a-z]{2})/.exec(html)?.[1];
  if (!locale || !html.includes("</head>")) return html;
  const files = filesOf(locale);
  if (files.length === 0) return html;
  return html.replace("</head>", `<meta name="panel-prefetch" content="${files.join(" ")}"></head>`);
}
