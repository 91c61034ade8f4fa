import { SERVICE_TYPES } from "@app/shared/constants";
import type { ServiceDto, ServiceListQuery } from "@app/shared/schemas/catalogue";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { type ListSearch, useListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { categoriesQueryOptions, servicesQueryOptions, useDeleteService } from "../api.ts";
import { CatalogueListPage } from "./catalogue-list-page.tsx";
import { ServiceAccountsDialog } from "./service-accounts-dialog.tsx";
import { SERVICE_STATUSES, serviceColumns } from "./service-columns.tsx";
import { ServiceDialog } from "./service-dialog.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/services");

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

  const columns = useMemo(
    () => serviceColumns(t, locale, categories.data ?? [], setAccountsOf),
    [t, locale, categories.data],
  );

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
