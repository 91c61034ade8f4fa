import { NON_REDIRECT_PATHS, SAVED_URL_TTL_MS } from "@app/shared/constants";
import { splitLocalePath } from "@app/shared/locale";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { session } from "../storage.ts";

/**
 * Saved-URL record of docs/product.md#sessions-in-the-browser (session storage): pathname, query
 * parameters, expiry time.
 */
export interface SavedUrlRecord {
  pathname: string;
  query: Record<string, string>;
  expiresAt: number;
}

/** The pathname of a router path without its locale segment, query and hash. */
function pathnameOf(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? "/";
  return splitLocalePath(pathname).rest.replace(/\/+$/, "") || "/";
}

/**
 * /login, /complete-profile, /signup, /forgot-password are never redirect targets
 * (docs/product.md#sessions-in-the-browser).
 */
export function isNonRedirectPath(path: string): boolean {
  return (NON_REDIRECT_PATHS as readonly string[]).includes(pathnameOf(path));
}

/** Saves the current path (router path, without locale prefix) and query for 30 minutes. */
export function saveUrl(pathname: string, search: string, now = Date.now()): void {
  const rest = splitLocalePath(pathname).rest;
  if (isNonRedirectPath(rest)) return;
  const record: SavedUrlRecord = {
    pathname: rest,
    query: Object.fromEntries(new URLSearchParams(search)),
    expiresAt: now + SAVED_URL_TTL_MS,
  };
  session.set(STORAGE_KEYS.savedUrl, JSON.stringify(record));
}

export function readSavedUrlRecord(): SavedUrlRecord | null {
  const raw = session.get(STORAGE_KEYS.savedUrl);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedUrlRecord>;
    if (typeof value.pathname !== "string" || typeof value.expiresAt !== "number") return null;
    const query = value.query && typeof value.query === "object" ? value.query : {};
    return { pathname: value.pathname, query, expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}

export function writeSavedUrlRecord(record: SavedUrlRecord): void {
  session.set(STORAGE_KEYS.savedUrl, JSON.stringify(record));
}

export function clearSavedUrl(): void {
  session.remove(STORAGE_KEYS.savedUrl);
}

/** The saved URL as a path with query when the record is still valid (under 30 minutes old). */
export function peekSavedUrl(now = Date.now()): string | null {
  const record = readSavedUrlRecord();
  if (!record || record.expiresAt <= now) return null;
  const search = new URLSearchParams(record.query).toString();
  return `${record.pathname}${search ? `?${search}` : ""}`;
}
