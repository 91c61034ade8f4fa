import { Link } from "@tanstack/react-router";
import type { ExtensionsState } from "../../../lib/extension-bridge.ts";
import { useLocale } from "../../../lib/locale.tsx";

const ALERT_CLASS = "flex flex-col gap-1 rounded-lg border p-4 text-sm";
const LINK_CLASS = "font-medium underline underline-offset-2 hover:no-underline";

/** A list of names in the reader's language ("A, B and C"). */
export function useNameList() {
  const { locale } = useLocale();
  return (names: string[]) => new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(names);
}

/**
 * The outdated-extension and blocked-extension alerts of SPEC §8, each linking to its page.
 * Nothing is shown while no extension announced itself (the setup guide covers that case).
 */
export function ExtensionAlerts({ status }: { status: ExtensionsState | undefined }) {
  const { t } = useLocale();
  const names = useNameList();
  if (!status?.detected) return null;
  const { outdated, conflicts } = status;
  if (outdated.length === 0 && conflicts.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {outdated.length > 0 ? (
        <div
          role="alert"
          data-testid="extension-outdated-alert"
          className={`${ALERT_CLASS} border-amber-300 bg-amber-50 text-amber-900`}
        >
          <p className="font-semibold">{t("extensions.alert.outdated.title")}</p>
          <p>{t("extensions.alert.outdated.body", { names: names(outdated.map((e) => e.name)) })}</p>
          <p>
            <Link to="/panel/addons/outdated" className={LINK_CLASS}>
              {t("extensions.alert.outdated.link")}
            </Link>
          </p>
        </div>
      ) : null}
      {conflicts.length > 0 ? (
        <div
          role="alert"
          data-testid="extension-blocked-alert"
          className={`${ALERT_CLASS} border-red-300 bg-red-50 text-red-900`}
        >
          <p className="font-semibold">{t("extensions.alert.blocked.title")}</p>
          <p>{t("extensions.alert.blocked.body", { names: names(conflicts.map((c) => c.name)) })}</p>
          <p>
            <Link to="/panel/addons/security-alert" className={LINK_CLASS}>
              {t("extensions.alert.blocked.link")}
            </Link>
          </p>
        </div>
      ) : null}
    </div>
  );
}
