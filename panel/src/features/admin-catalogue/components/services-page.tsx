import { SERVICE_TYPES, type ServiceType } from "@app/shared/constants";
import type { ServiceDto, ServiceListQuery } from "@app/shared/schemas/catalogue";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { type DataTableColumn, selectFilter } from "../../../components/data-table.tsx";
import { HealthBadge } from "../../../components/health-badge.tsx";
import { ServiceLogo } from "../../../components/service-logo.tsx";
import { ServiceTypeIcon } from "../../../components/service-type-icon.tsx";
import type { BadgeTone } from "../../../components/status-badge.tsx";
import { type ListSearch, useListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { categoriesQueryOptions, servicesQueryOptions, useDeleteService } from "../api.ts";
import { ActiveBadge } from "./active-badge.tsx";
import { CatalogueListPage } from "./catalogue-list-page.tsx";
import { ServiceAccountsDialog } from "./service-accounts-dialog.tsx";
import { ServiceDialog } from "./service-dialog.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/services");
const SERVICE_STATUSES = ["active", "inactive"] as const;

type Health = ServiceDto["health"];
const HEALTH_TONE: Record<Health, BadgeTone> = { operational: "success", degraded: "warning", down: "danger" };
const HEALTH_TEXT = {
  operational: "adminCatalogue.services.health.operational",
  degraded: "adminCatalogue.services.health.degraded",
  down: "adminCatalogue.services.health.down",
} as const satisfies Record<Health, string>;

type ServicesSearch = ListSearch & Pick<ServiceListQuery, "search" | "category" | "type" | "status">;

/**
 * Admin: services, with filters and pages in the URL, each one's health (decision 048), logo
 * upload, a write-only secret, blocked pages and each service's pool of shared accounts.
 */
export function ServicesPage() {
  const { t, locale } = useLocale();
  const { search, page, limit, table } = useListTable<ServicesSearch>(routeApi, {
    filters: [
      { key: "search", column: "name" },
      { key: "category" },
      { key: "type", values: SERVICE_TYPES },
      { key: "status", values: SERVICE_STATUSES },
    ],
  });
  const params: ServiceListQuery = { ...search, page, limit };
  const list = useQuery({ ...servicesQueryOptions(params), placeholderData: keepPreviousData });
  const categories = useQuery(categoriesQueryOptions());
  const remove = useDeleteService();
  const [accountsOf, setAccountsOf] = useState<ServiceDto | null>(null);

  const columns = useMemo<DataTableColumn<ServiceDto>[]>(() => {
    const number = new Intl.NumberFormat(locale);
    const typeLabel = (type: ServiceType) => (type === "key" ? t("services.type.key") : t("services.type.cookie"));
    return [
      {
        id: "logo",
        header: t("adminCatalogue.column.logo"),
        accessor: "logo",
        cell: (row) => <ServiceLogo name={row.name} src={row.logo} size={32} />,
      },
      {
        id: "name",
        header: t("adminCatalogue.column.name"),
        accessor: "name",
        filterable: true,
        filterPlaceholder: t("adminCatalogue.services.searchPlaceholder"),
        className: "font-medium text-slate-900",
        cell: (row) => (
          <span className="flex flex-col">
            <span>{row.name}</span>
            <span className="font-mono text-xs font-normal text-slate-500">{row.slug}</span>
          </span>
        ),
      },
      {
        id: "category",
        header: t("adminCatalogue.column.category"),
        accessor: "categoryName",
        filterable: true,
        filterType: "select",
        filterOptions: (categories.data ?? []).map((category) => ({ value: category.uuid, label: category.name })),
        cell: (row) => row.categoryName ?? <span className="text-slate-500">{t("services.uncategorized")}</span>,
      },
      {
        id: "type",
        header: t("adminCatalogue.column.type"),
        accessor: "type_service",
        ...selectFilter(SERVICE_TYPES, (type) => typeLabel(type)),
        cell: (row) => (
          <span className="inline-flex items-center gap-1 whitespace-nowrap">
            <ServiceTypeIcon type={row.type_service} className="size-4" audience="admin" />
            <span aria-hidden="true">{typeLabel(row.type_service)}</span>
          </span>
        ),
      },
      {
        id: "status",
        header: t("adminCatalogue.column.status"),
        accessor: "status",
        ...selectFilter(SERVICE_STATUSES, (status) => t(`adminCatalogue.status.${status}`)),
        cell: (row) => <ActiveBadge status={row.status} />,
      },
      {
        id: "health",
        header: t("adminCatalogue.column.health"),
        accessor: "health",
        cell: (row) => (
          <span data-testid="service-health" data-health={row.health}>
            <HealthBadge
              tone={HEALTH_TONE[row.health]}
              label={t(HEALTH_TEXT[row.health])}
              since={row.health === "operational" ? null : row.healthSince}
            />
          </span>
        ),
      },
      {
        id: "hasSecret",
        header: t("adminCatalogue.column.secret"),
        accessor: "hasSecret",
        cell: (row) =>
          row.hasSecret ? (
            <span
              data-testid="has-secret"
              className="inline-flex rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-green-800"
            >
              {t("adminCatalogue.services.secretSet")}
            </span>
          ) : (
            <span className="inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-600">
              {t("adminCatalogue.services.noSecret")}
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
        id: "accounts",
        header: t("adminCatalogue.services.accounts"),
        accessor: "uuid",
        actions: true,
        cell: (row) => (
          <Button
            variant="secondary"
            size="xs"
            onClick={() => setAccountsOf(row)}
            aria-label={t("adminCatalogue.services.accountsOf", { name: row.name })}
            aria-haspopup="dialog"
            data-testid="service-accounts-button"
          >
            {t("adminCatalogue.services.accounts")}
          </Button>
        ),
      },
    ];
  }, [t, locale, categories.data]);

  return (
    <CatalogueListPage<ServiceDto>
      section="services"
      rowName={(row) => row.name}
      onDelete={(uuid) => remove.mutateAsync(uuid)}
      table={{ ...table, query: list, columns }}
      editDialog={(row, onClose) => <ServiceDialog row={row} categories={categories.data ?? []} onClose={onClose} />}
    >
      {accountsOf ? (
        <ServiceAccountsDialog key={accountsOf.uuid} service={accountsOf} onClose={() => setAccountsOf(null)} />
      ) : null}
    </CatalogueListPage>
  );
}
