import { useT } from "../../../lib/locale.tsx";

/** "Open" (amber) or "Resolved" (green). */
export function ReportStatusBadge({ status }: { status: "open" | "resolved" }) {
  const t = useT();
  return (
    <span
      data-status={status}
      className="inline-flex rounded-full px-2 py-0.5 text-xs font-medium data-[status=open]:bg-amber-100 data-[status=open]:text-amber-800 data-[status=resolved]:bg-green-100 data-[status=resolved]:text-green-800"
    >
      {status === "open" ? t("report.status.open") : t("report.status.resolved")}
    </span>
  );
}
