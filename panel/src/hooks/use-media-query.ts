import { useCallback, useSyncExternalStore } from "react";

/** Tailwind's `sm` breakpoint (40rem = 640 px): narrower than it is a phone. */
export const SM_MEDIA_QUERY = "(min-width: 40rem)";

function subscribe(query: string, onChange: () => void): () => void {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => {};
  const list = window.matchMedia(query);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/**
 * Whether a media query matches now, updated when it changes. Where there is no matchMedia (jsdom,
 * pre-rendering) it is `fallback`.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribeToQuery = useCallback((onChange: () => void) => subscribe(query, onChange), [query]);
  return useSyncExternalStore(
    subscribeToQuery,
    () =>
      typeof window !== "undefined" && typeof window.matchMedia === "function"
        ? window.matchMedia(query).matches
        : fallback,
    () => fallback,
  );
}

/** True below the `sm` breakpoint; false where the width cannot be known (the wide layout is the default). */
export function useIsPhone(): boolean {
  return !useMediaQuery(SM_MEDIA_QUERY, true);
}
