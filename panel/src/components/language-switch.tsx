import { LANGUAGE_NAMES, LOCALES, type Locale } from "@app/shared/constants";
import { apiPut } from "../lib/api-client.ts";
import { useLocale } from "../lib/locale.tsx";
import { getAuthToken } from "../lib/storage.ts";

/**
 * A signed-in user's choice is also the account's: its mail is written in it (issue 28). Sent with
 * keepalive, as the switch may load the other language's page at once; a failure changes nothing
 * on the page.
 */
function rememberAccountLocale(locale: Locale): void {
  if (!getAuthToken()) return;
  void apiPut("/users/me", {
    json: { locale },
    keepalive: true,
    skipForcedLogout: true,
  }).catch(() => {});
}

/** One button per locale, each labelled with the language's own name. */
/** `className` sets the display (default "flex"), so callers can hide it per breakpoint. */
export function LanguageSwitch({ className = "flex" }: { className?: string }) {
  const { locale, setLocale, t } = useLocale();
  return (
    <fieldset className={`items-center gap-1 ${className}`}>
      <legend className="sr-only">{t("nav.language")}</legend>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          onClick={() => {
            rememberAccountLocale(option);
            setLocale(option);
          }}
          className="rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </fieldset>
  );
}
