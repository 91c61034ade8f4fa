import { useT } from "../../../lib/locale.tsx";

/** Active (green) or Inactive (grey) status of a package or service. */
export function ActiveBadge({ status }: { status: "active" | "inactive" }) {
  const t = useT();
  return (
    <span
      data-status={status}
      className="inline-flex rounded-full px-2 py-0.5 text-xs font-medium data-[status=active]:bg-green-100 data-[status=active]:text-green-800 data-[status=inactive]:bg-slate-100 data-[status=inactive]:text-slate-600"
    >
      {status === "active" ? t("adminCatalogue.status.active") : t("adminCatalogue.status.inactive")}
    </span>
  );
}
