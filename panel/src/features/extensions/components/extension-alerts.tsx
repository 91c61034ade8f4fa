import { Link } from "@tanstack/react-router";
import type { ExtensionsState } from "../../../lib/extension-bridge.ts";
import { useLocale } from "../../../lib/locale.tsx";

/** A list of names in the reader's language ("A, B and C"). */
function useNameList() {
  const { locale } = useLocale();
  return (names: string[]) => new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(names);
}

/**
 * The outdated-extension and blocked-extension alerts of docs/product.md#extensions, each linking
 * to its page. Nothing is shown while no extension announced itself (the setup guide covers that
 * case).
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
        <ExtensionAlert
          testId="extension-outdated-alert"
          tone="border-amber-300 bg-amber-50 text-amber-900"
          title={t("extensions.alert.outdated.title")}
          body={t("extensions.alert.outdated.body", { names: names(outdated.map((e) => e.name)) })}
          to="/panel/addons/outdated"
          link={t("extensions.alert.outdated.link")}
        />
      ) : null}
      {conflicts.length > 0 ? (
        <ExtensionAlert
          testId="extension-blocked-alert"
          tone="border-red-300 bg-red-50 text-red-900"
          title={t("extensions.alert.blocked.title")}
          body={t("extensions.alert.blocked.body", { names: names(conflicts.map((c) => c.name)) })}
          to="/panel/addons/security-alert"
          link={t("extensions.alert.blocked.link")}
        />
      ) : null}
    </div>
  );
}

/** One alert: what is wrong, with whom, and the page that explains what to do. */
function ExtensionAlert({
  testId,
  tone,
  title,
  body,
  to,
  link,
}: {
  testId: string;
  /** Border, background and text colours. */
  tone: string;
  title: string;
  body: string;
  to: "/panel/addons/outdated" | "/panel/addons/security-alert";
  link: string;
}) {
  return (
    <div role="alert" data-testid={testId} className={`flex flex-col gap-1 rounded-lg border p-4 text-sm ${tone}`}>
      <p className="font-semibold">{title}</p>
      <p>{body}</p>
      <p>
        <Link to={to} className="font-medium underline underline-offset-2 hover:no-underline">
          {link}
        </Link>
      </p>
    </div>
  );
}
