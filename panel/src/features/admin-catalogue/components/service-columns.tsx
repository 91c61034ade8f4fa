import { categoryNameFor } from "@app/shared/category-name";
import { type Locale, SERVICE_TYPES, type ServiceType } from "@app/shared/constants";
import type { CategoryDto, ServiceDto } from "@app/shared/schemas/catalogue";
import { Button } from "../../../components/button.tsx";
import { type DataTableColumn, selectFilter } from "../../../components/data-table.tsx";
import { HealthBadge } from "../../../components/health-badge.tsx";
import { ServiceLogo } from "../../../components/service-logo.tsx";
import { ServiceTypeIcon } from "../../../components/service-type-icon.tsx";
import type { BadgeTone } from "../../../components/status-badge.tsx";
import { healthWord } from "../../../lib/health-words.ts";
import { type Translate, useT } from "../../../lib/locale.tsx";
import { ActiveBadge } from "./active-badge.tsx";

export const SERVICE_STATUSES = ["active", "inactive"] as const;

type Health = ServiceDto["health"];
const HEALTH_TONE: Record<Health, BadgeTone> = { operational: "success", degraded: "warning", down: "danger" };

/**
 * The services table's columns, narrow enough for 1280 px with the row actions beside them (issue
 * 44): the logo with the name and slug, category, type, the state (status, health and whether a
 * secret is set, stacked) and sort order. The accounts button is a row action (`serviceRowActions`).
 */
export function serviceColumns(
  t: Translate,
  locale: Locale,
  categories: readonly CategoryDto[],
): DataTableColumn<ServiceDto>[] {
  const number = new Intl.NumberFormat(locale);
  const typeLabel = (type: ServiceType) => (type === "key" ? t("services.type.key") : t("services.type.cookie"));
  return [
    {
      id: "name",
      header: t("adminCatalogue.column.name"),
      accessor: "name",
      filterable: true,
      filterPlaceholder: t("adminCatalogue.services.searchPlaceholder"),
      className: "font-medium text-slate-900",
      cell: (row) => (
        <span className="flex items-center gap-3">
          <ServiceLogo name={row.name} src={row.logo} size={32} />
          <span className="flex min-w-0 flex-col">
            <span className="break-words">{row.name}</span>
            <span className="font-mono text-xs font-normal break-all text-slate-500">{row.slug}</span>
          </span>
        </span>
      ),
    },
    {
      id: "category",
      header: t("adminCatalogue.column.category"),
      accessor: "categoryName",
      filterable: true,
      filterType: "select",
      filterOptions: categories.map((category) => ({
        value: category.uuid,
        label:
          categoryNameFor({ categoryName: category.name, categoryNameIndonesian: category.nameIndonesian }, locale) ??
          "",
      })),
      cell: (row) =>
        categoryNameFor(row, locale) ?? <span className="text-slate-500">{t("services.uncategorized")}</span>,
    },
    {
      id: "type",
      header: t("adminCatalogue.column.type"),
      accessor: "type_service",
      ...selectFilter(SERVICE_TYPES, (type) => typeLabel(type)),
      cell: (row) => (
        <span className="inline-flex items-center gap-1">
          <ServiceTypeIcon type={row.type_service} className="size-4 shrink-0" audience="admin" />
          <span aria-hidden="true">{typeLabel(row.type_service)}</span>
        </span>
      ),
    },
    {
      id: "status",
      header: t("adminCatalogue.column.state"),
      accessor: "status",
      ...selectFilter(SERVICE_STATUSES, (status) => t(`adminCatalogue.status.${status}`)),
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <ActiveBadge status={row.status} />
          <span data-testid="service-health" data-health={row.health}>
            <HealthBadge
              tone={HEALTH_TONE[row.health]}
              label={healthWord(t, row.health)}
              since={row.health === "operational" ? null : row.healthSince}
            />
          </span>
          <SecretBadge set={row.hasSecret} />
        </span>
      ),
    },
    {
      id: "sortOrder",
      header: t("adminCatalogue.column.sortOrder"),
      accessor: "sortOrder",
      cell: (row) => number.format(row.sortOrder),
    },
  ];
}

/** The button that opens a service's accounts, among the row's actions. */
export function ServiceAccountsButton({ service, onOpen }: { service: ServiceDto; onOpen: () => void }) {
  const t = useT();
  return (
    <Button
      variant="secondary"
      size="xs"
      onClick={onOpen}
      aria-label={t("adminCatalogue.services.accountsOf", { name: service.name })}
      aria-haspopup="dialog"
      data-testid="service-accounts-button"
    >
      {t("adminCatalogue.services.accounts")}
    </Button>
  );
}

/** Whether the service has a secret set (green) or none (grey). */
function SecretBadge({ set }: { set: boolean }) {
  const t = useT();
  return set ? (
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
  );
}
