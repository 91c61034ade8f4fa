import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { DataTableColumn } from "../../../components/data-table.tsx";
import { QueryTableSection } from "../../../components/query-data-table.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import { type TopReferrer, topReferrersQueryOptions } from "../api.ts";
import { UserReferralsDialog } from "./user-referrals-dialog.tsx";

/** The period's referrers with the most successful invitations; a name opens their referrals. */
export function TopReferrers({ days }: { days: number }) {
  const { t, locale } = useLocale();
  const top = useQuery(topReferrersQueryOptions(days));
  const [selected, setSelected] = useState<TopReferrer | null>(null);

  const columns = useMemo<DataTableColumn<TopReferrer>[]>(() => {
    const number = new Intl.NumberFormat(locale);
    return [
      {
        id: "name",
        header: t("adminReferrals.top.column.name"),
        accessor: "name",
        cell: (row) => (
          <button
            type="button"
            onClick={() => setSelected(row)}
            aria-label={t("adminReferrals.top.details", { name: row.name })}
            className="text-left font-medium text-brand-700 hover:underline"
          >
            {row.name}
          </button>
        ),
      },
      { id: "email", header: t("adminReferrals.top.column.email"), accessor: "email" },
      {
        id: "code",
        header: t("adminReferrals.top.column.code"),
        accessor: "referralCode",
        className: "font-mono text-xs",
      },
      {
        id: "total",
        header: t("adminReferrals.top.column.total"),
        accessor: "total",
        cell: (row) => number.format(row.total),
      },
      {
        id: "successful",
        header: t("adminReferrals.top.column.successful"),
        accessor: "successful",
        cell: (row) => number.format(row.successful),
      },
    ];
  }, [t, locale]);

  return (
    <QueryTableSection<TopReferrer>
      headingId="admin-referrals-top-heading"
      title={t("adminReferrals.top.title")}
      query={top}
      loadFailed={t("adminReferrals.loadFailed")}
      testId="admin-referrals-top"
      columns={columns}
      getRowId={(row) => row.uuid}
    >
      <UserReferralsDialog referrer={selected} onClose={() => setSelected(null)} />
    </QueryTableSection>
  );
}
