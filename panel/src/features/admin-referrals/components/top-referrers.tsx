import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DataTable, type DataTableColumn } from "../../../components/data-table.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
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
    <section aria-labelledby="admin-referrals-top-heading" className="flex flex-col gap-3">
      <h3 id="admin-referrals-top-heading" className="text-lg font-semibold">
        {t("adminReferrals.top.title")}
      </h3>
      {top.isError ? (
        <LoadError
          message={`${t("adminReferrals.loadFailed")} ${apiErrorText(top.error, t)}`}
          onRetry={() => void top.refetch()}
        />
      ) : null}
      <div data-testid="admin-referrals-top">
        <DataTable<TopReferrer>
          caption={t("adminReferrals.top.title")}
          columns={columns}
          rows={top.data ?? []}
          getRowId={(row) => row.uuid}
          loading={top.isPending}
        />
      </div>
      <UserReferralsDialog referrer={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
