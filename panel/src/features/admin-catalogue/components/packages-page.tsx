import { formatPrice } from "@app/shared/cart";
import { type Locale, PACKAGE_STATUSES } from "@app/shared/constants";
import { durationName } from "@app/shared/duration";
import type { PackageDto } from "@app/shared/schemas/packages";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { type DataTableColumn, selectFilter } from "../../../components/data-table.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import type { TableFilters } from "../../../lib/table-state.ts";
import { packagesQueryOptions, useDeletePackage } from "../api.ts";
import { matches } from "../text-filter.ts";
import { ActiveBadge } from "./active-badge.tsx";
import { CatalogueListPage, uuidAndNameColumns } from "./catalogue-list-page.tsx";
import { PackageDialog } from "./package-dialog.tsx";

/** Admin: subscription packages (price, timeframe/days, status, sort order, highlight). */
export function PackagesPage() {
  const { t, locale } = useLocale();
  const packages = useQuery(packagesQueryOptions());
  const remove = useDeletePackage();
  const [filters, setFilters] = useState<TableFilters>({});

  const columns = useMemo<DataTableColumn<PackageDto>[]>(() => {
    const number = new Intl.NumberFormat(locale);
    return [
      ...uuidAndNameColumns<PackageDto>(t, "namePackage", { filterable: true }),
      {
        id: "price",
        header: t("adminCatalogue.column.price"),
        accessor: "price",
        className: "whitespace-nowrap",
        cell: (row) => formatPrice(row.price, row.currency, locale),
      },
      {
        id: "days",
        header: t("adminCatalogue.column.period"),
        accessor: "days",
        className: "whitespace-nowrap",
        cell: (row) => {
          const timeframe = periodName(row, locale);
          return timeframe
            ? t("adminCatalogue.periodValue", { timeframe, days: number.format(row.days) })
            : t("adminCatalogue.daysValue", { days: number.format(row.days) });
        },
      },
      {
        id: "status",
        header: t("adminCatalogue.column.status"),
        accessor: "status",
        ...selectFilter(PACKAGE_STATUSES, (status) => t(`adminCatalogue.status.${status}`)),
        cell: (row) => (
          <span className="flex flex-wrap items-center gap-1">
            <ActiveBadge status={row.status} />
            {row.status === "active" && !row.onSale ? (
              <span
                data-testid="package-off-sale"
                title={t("adminCatalogue.packages.offSaleHint")}
                className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
              >
                {t("adminCatalogue.packages.offSale")}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        id: "sortOrder",
        header: t("adminCatalogue.column.sortOrder"),
        accessor: "sortOrder",
        cell: (row) => number.format(row.sortOrder),
      },
      {
        id: "highlight",
        header: t("adminCatalogue.column.highlight"),
        accessor: "highlight",
        cell: (row) =>
          row.highlight ? (
            <span className="inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
              {t("adminCatalogue.highlighted")}
            </span>
          ) : (
            <span className="text-slate-500">{t("adminCatalogue.no")}</span>
          ),
      },
      {
        id: "trialDays",
        header: t("adminCatalogue.column.trial"),
        accessor: "trialDays",
        className: "whitespace-nowrap",
        cell: (row) =>
          row.trialDays > 0 ? (
            t("adminCatalogue.daysValue", { days: number.format(row.trialDays) })
          ) : (
            <span className="text-slate-500">{t("adminCatalogue.no")}</span>
          ),
      },
    ];
  }, [t, locale]);

  const rows = (packages.data ?? []).filter(
    (row) => matches(row.namePackage, filters.namePackage) && (!filters.status || row.status === filters.status),
  );
  return (
    <CatalogueListPage<PackageDto>
      section="packages"
      rowName={(row) => row.namePackage}
      onDelete={(uuid) => remove.mutateAsync(uuid)}
      table={{
        query: packages,
        columns,
        rows,
        filters,
        onFiltersChange: setFilters,
      }}
      editDialog={(row, onClose) => <PackageDialog row={row} onClose={onClose} />}
    />
  );
}

/**
 * The period's name next to its days. A timeframe's name is typed by an admin in one language
 * ("1 Month"), so it is shown as is only in English; other locales word the days ("1 bulan").
 */
function periodName(row: Pick<PackageDto, "timeFrame" | "days">, locale: Locale): string | null {
  if (!row.timeFrame) return null;
  return locale === "en" ? row.timeFrame : durationName(row.days, locale);
}
