import type { IncidentsQuery } from "@app/shared/schemas/incidents";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { QueryDataTable } from "../../../components/query-data-table.tsx";
import { SegmentedControl } from "../../../components/segmented-control.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { type ListSearch, useListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { type IncidentDto, type IncidentScope, incidentsQueryOptions, useConfirmIncident } from "../api.ts";
import { CreditSettingsCard } from "./credit-settings-card.tsx";
import { incidentColumns } from "./incident-columns.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/incidents");

type IncidentStatus = "open" | "closed";

interface IncidentsSearch extends ListSearch {
  scope?: IncidentScope | undefined;
  status?: IncidentStatus | undefined;
}

/**
 * Admin: the downtime-credit settings, then the incident history (decision 049): service incidents
 * (what the status page and the credits go by) or account incidents, open, closed or all, with how
 * long each lasted, who confirmed a service outage (an admin may, issue 41) and how it was credited.
 */
export function IncidentsPage() {
  const { t } = useLocale();
  return (
    <PageSection
      headingId="admin-incidents-heading"
      className="flex flex-col gap-6"
      title={t("adminIncidents.title")}
      intro={t("adminIncidents.intro")}
    >
      <CreditSettingsCard />
      <IncidentList />
    </PageSection>
  );
}

function IncidentList() {
  const { t, locale } = useLocale();
  const { search, page, limit, update, table } = useListTable<IncidentsSearch>(routeApi);
  const scope = search.scope ?? "services";
  const status = search.status ?? "all";
  const params: IncidentsQuery = {
    page,
    limit,
    scope,
    open: search.status === undefined ? undefined : search.status === "open" ? "true" : "false",
  };
  const list = useQuery({ ...incidentsQueryOptions(params), placeholderData: keepPreviousData });

  const [confirming, setConfirming] = useState<IncidentDto | null>(null);
  const confirm = useConfirmIncident();
  const toast = useToast();
  const columns = useMemo(() => incidentColumns(t, locale, scope, setConfirming), [t, locale, scope]);
  const emptyText =
    status === "closed"
      ? t("adminIncidents.empty.closed")
      : scope === "services"
        ? t(status === "open" ? "adminIncidents.empty.servicesOpen" : "adminIncidents.empty.services")
        : t(status === "open" ? "adminIncidents.empty.accountsOpen" : "adminIncidents.empty.accounts");

  return (
    <section className="flex flex-col gap-3" aria-labelledby="incident-list-heading">
      <h2 id="incident-list-heading" className="text-lg font-semibold">
        {t("adminIncidents.list.title")}
      </h2>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <SegmentedControl<IncidentScope>
          label={t("adminIncidents.scope.label")}
          value={scope}
          options={[
            { value: "services", label: t("adminIncidents.scope.services") },
            { value: "accounts", label: t("adminIncidents.scope.accounts") },
          ]}
          onChange={(next) => update({ scope: next === "services" ? undefined : next, page: undefined })}
          testId="incident-scope"
        />
        <SegmentedControl<IncidentStatus | "all">
          label={t("adminIncidents.status.label")}
          value={status}
          options={[
            { value: "open", label: t("adminIncidents.status.open") },
            { value: "closed", label: t("adminIncidents.status.closed") },
            { value: "all", label: t("adminIncidents.status.all") },
          ]}
          onChange={(next) => update({ status: next === "all" ? undefined : next, page: undefined })}
          testId="incident-status"
        />
      </div>
      <QueryDataTable<IncidentDto>
        {...table}
        query={list}
        loadFailed={t("adminIncidents.loadFailed")}
        caption={t("adminIncidents.list.title")}
        emptyText={emptyText}
        columns={columns}
        getRowId={(row) => row.uuid}
      />
      <ConfirmDialog
        open={confirming !== null}
        tone="primary"
        title={confirming ? t("adminIncidents.confirm.title", { service: confirming.service.name }) : undefined}
        description={confirming ? t("adminIncidents.confirm.body", { service: confirming.service.name }) : undefined}
        onConfirm={async () => {
          if (!confirming) return;
          try {
            await confirm.mutateAsync(confirming.uuid);
          } catch (error) {
            toast.error(t("adminIncidents.confirm.failed"), apiErrorText(error, t));
            throw error;
          }
          toast.success(t("adminIncidents.confirm.done"), confirming.service.name);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
