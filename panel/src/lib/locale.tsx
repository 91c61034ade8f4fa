import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from "@app/shared/constants";
import { type MessageKey, translator } from "@app/shared/i18n/translate-core";
import { detectClientLocale, isLocale, splitLocalePath, withLocale } from "@app/shared/locale";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";

/**
 * Locale state of docs/product.md#languages: the current locale, whether it was guessed, and the
 * user's choice.
 */
export interface LocaleState {
  locale: Locale;
  autoDetected: boolean;
  preference: Locale | null;
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/**
 * Initialisation order of docs/product.md#languages: the stored preference, then the URL's locale
 * segment, then the guess from the time zone and the browser languages.
 */
export function resolveInitialLocale(input: {
  stored: string | null;
  pathname: string;
  /** A value, or a reader called only when the stored preference and the URL leave it open. */
  timeZone: string | undefined | (() => string | undefined);
  languages: readonly string[];
}): LocaleState {
  if (isLocale(input.stored)) return { locale: input.stored, autoDetected: false, preference: input.stored };
  const fromUrl = splitLocalePath(input.pathname).locale;
  if (fromUrl) return { locale: fromUrl, autoDetected: false, preference: null };
  const timeZone = typeof input.timeZone === "function" ? input.timeZone() : input.timeZone;
  return { locale: detectClientLocale(timeZone, input.languages), autoDetected: true, preference: null };
}

function readStoredPreference(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.preferredLocale);
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

function readTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Reads the browser's state and resolves the initial locale. */
export function readInitialLocale(): LocaleState {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return resolveInitialLocale({
    stored: readStoredPreference(),
    pathname: window.location.pathname,
    // Lazy: the first Intl call loads ICU data, tens of milliseconds on a phone (bench/lighthouse.ts).
    timeZone: readTimeZone,
    languages,
  });
}

/** Stores an explicit choice: localStorage for the client, the cookie for the Worker's negotiation. */
export function persistLocalePreference(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.preferredLocale, locale);
  } catch {
    // storage disabled: the cookie still carries the choice
  }
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available everywhere
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
}

interface LocaleContextValue extends LocaleState {
  t: Translate;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

let activeLocale: Locale | null = null;

/**
 * The locale of the mounted LocaleProvider, for code outside React (route loaders). Before a
 * provider has rendered it is resolved from the browser like the initial state.
 */
export function currentLocale(): Locale {
  return activeLocale ?? readInitialLocale().locale;
}

export function LocaleProvider({
  initial,
  navigate = (url) => window.location.assign(url),
  children,
}: {
  initial: LocaleState;
  /** Full navigation used when the URL's locale segment must change; replaceable in tests. */
  navigate?: (url: string) => void;
  children: ReactNode;
}) {
  const [state, setState] = useState(initial);
  activeLocale = state.locale;

  useEffect(() => applyDocumentLocale(state.locale), [state.locale]);

  const setLocale = useCallback(
    (next: Locale) => {
      persistLocalePreference(next);
      setState({ locale: next, autoDetected: false, preference: next });
      applyDocumentLocale(next);
      const { pathname, search, hash } = window.location;
      const urlLocale = splitLocalePath(pathname).locale;
      // The router's basepath is fixed at start-up, so a different locale segment means a new page.
      if (urlLocale !== next && !(urlLocale === null && next === state.locale)) {
        navigate(`${withLocale(pathname, next)}${search}${hash}`);
      }
    },
    [navigate, state.locale],
  );

  const value = useMemo(() => ({ ...state, t: translator(state.locale), setLocale }), [state, setLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error("useLocale must be used inside <LocaleProvider>");
  return value;
}

/** Shorthand for components that only need texts. */
export function useT(): Translate {
  return useLocale().t;
}
