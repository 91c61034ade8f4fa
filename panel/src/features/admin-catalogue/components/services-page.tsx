import { SERVICE_TYPES } from "@app/shared/constants";
import type { ServiceDto, ServiceListQuery } from "@app/shared/schemas/catalogue";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useRef } from "react";
import { type ListSearch, useListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { categoriesQueryOptions, serviceQueryOptions, servicesQueryOptions, useDeleteService } from "../api.ts";
import { CatalogueListPage } from "./catalogue-list-page.tsx";
import { ServiceAccountsDialog } from "./service-accounts-dialog.tsx";
import { SERVICE_STATUSES, ServiceAccountsButton, serviceColumns } from "./service-columns.tsx";
import { ServiceDialog } from "./service-dialog.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/services");

type ServicesSearch = ListSearch &
  Pick<ServiceListQuery, "search" | "category" | "type" | "status"> & {
    /** The service whose accounts dialog is open. */
    accounts?: string | undefined;
    /** The account of it whose history is shown over that dialog. */
    history?: string | undefined;
  };

/**
 * Admin: services, with filters and pages in the URL, each one's health (decision 048), logo
 * upload, a write-only secret, blocked pages and each service's pool of shared accounts. The open
 * accounts dialog and account history are in the URL too (`accounts`, `history`), so the dashboard
 * can link to one account's history.
 */
export function ServicesPage() {
  const { t, locale } = useLocale();
  const { search, page, limit, update, table } = useListTable<ServicesSearch>(routeApi, {
    filters: [
      { key: "search", column: "name" },
      { key: "category" },
      { key: "type", values: SERVICE_TYPES },
      { key: "status", values: SERVICE_STATUSES },
    ],
  });
  const { accounts: accountsUuid, history, ...filters } = search;
  const params: ServiceListQuery = { ...filters, page, limit };
  const list = useQuery({ ...servicesQueryOptions(params), placeholderData: keepPreviousData });
  const categories = useQuery(categoriesQueryOptions());
  const remove = useDeleteService();
  // The service of the open dialog: from the page shown, else (a link to a service on another page) read alone.
  const listed = accountsUuid ? list.data?.data.find((service) => service.uuid === accountsUuid) : undefined;
  const single = useQuery({ ...serviceQueryOptions(accountsUuid ?? ""), enabled: !!accountsUuid && !listed });
  const accountsOf = listed ?? (accountsUuid && single.data?.uuid === accountsUuid ? single.data : undefined);

  // Opening and closing a dialog replaces the history entry: Back leaves the page, as before.
  const openAccounts = useRef(update);
  openAccounts.current = update;
  const columns = useMemo(() => serviceColumns(t, locale, categories.data ?? []), [t, locale, categories.data]);

  return (
    <CatalogueListPage<ServiceDto>
      section="services"
      rowName={(row) => row.name}
      onDelete={(uuid) => remove.mutateAsync(uuid)}
      table={{
        ...table,
        query: list,
        columns,
        phoneLayout: "cards",
        rowActions: (service: ServiceDto) => (
          <ServiceAccountsButton
            service={service}
            onOpen={() => openAccounts.current({ accounts: service.uuid, history: undefined }, true)}
          />
        ),
      }}
      editDialog={(row, onClose) => <ServiceDialog row={row} categories={categories.data ?? []} onClose={onClose} />}
    >
      {accountsOf ? (
        <ServiceAccountsDialog
          key={accountsOf.uuid}
          service={accountsOf}
          onClose={() => update({ accounts: undefined, history: undefined }, true)}
          historyOf={history}
          onHistory={(accountId) => update({ history: accountId }, true)}
        />
      ) : null}
    </CatalogueListPage>
  );
}
