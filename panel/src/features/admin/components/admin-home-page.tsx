import { useT } from "../../../lib/locale.tsx";

/** Landing page of the admin section; the admin issues add the management screens. */
export function AdminHomePage() {
  const t = useT();
  return <p className="text-slate-600">{t("panel.placeholder")}</p>;
}
