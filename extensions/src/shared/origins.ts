export const DEFAULT_APP_ORIGINS = ["http://localhost:8787", "http://127.0.0.1:8787"] as const;

/**
 * Parses a comma-separated list of origins (EXTENSION_APP_ORIGINS): each entry must be an http(s)
 * origin without path; trailing slashes are dropped, duplicates removed. Throws on anything else.
 */
export function parseAppOrigins(value: string | undefined): string[] {
  const raw = value?.trim() ? value.split(",") : [...DEFAULT_APP_ORIGINS];
  const origins: string[] = [];
  for (const entry of raw) {
    const text = entry.trim().replace(/\/+$/, "");
    if (!text) continue;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new Error(`Not an origin: "${entry}"`);
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.origin !== text)
      throw new Error(`Not an http(s) origin without path: "${entry}"`);
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  if (origins.length === 0) throw new Error("At least one app origin is needed");
  return origins;
}

/** `origin` exactly as one of `origins` (string compare of serialized origins; no prefix tricks). */
export function isAppOrigin(origin: unknown, origins: readonly string[]): origin is string {
  return typeof origin === "string" && origin !== "null" && origins.includes(origin);
}

/** The match pattern for every page of an origin (`externally_connectable`, content scripts). */
export function matchPattern(origin: string): string {
  const url = new URL(origin);
  // Chrome's match patterns accept an explicit port (http://localhost:8787/*).
  return `${url.protocol}//${url.host}/*`;
}
