import { STORAGE_KEYS } from "@app/shared/storage-keys";

/**
 * Storage access that never throws: browsers can disable storage (privacy mode, sandboxed frames),
 * and the app must still work, only without remembering things.
 */
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const local = {
  get: (key: string): string | null => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.localStorage.removeItem(key), undefined),
  clear: (): void => safe(() => window.localStorage.clear(), undefined),
};

export const session = {
  get: (key: string): string | null => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.sessionStorage.removeItem(key), undefined),
  clear: (): void => safe(() => window.sessionStorage.clear(), undefined),
};

/** The access token of docs/product.md#sessions-in-the-browser (sent as `Authorization: Bearer`). */
export function getAuthToken(): string | null {
  return local.get(STORAGE_KEYS.authToken);
}

export function setAuthToken(token: string): void {
  local.set(STORAGE_KEYS.authToken, token);
}

export function clearAuthToken(): void {
  local.remove(STORAGE_KEYS.authToken);
  local.remove(STORAGE_KEYS.refreshToken);
  local.remove(STORAGE_KEYS.userData);
}
