import type { MessageKey } from "@app/shared/i18n/translate";
import { useT } from "../lib/locale.tsx";

/** Stand-in for a panel page that a later issue builds. */
export function PlaceholderPage({ titleKey }: { titleKey: MessageKey }) {
  const t = useT();
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold">{t(titleKey)}</h1>
      <p className="text-slate-600">{t("panel.placeholder")}</p>
    </section>
  );
}
