import type { Locale } from "@app/shared/constants";
import { pluralForm } from "@app/shared/i18n/plural";
import type { IncidentsQuery } from "@app/shared/schemas/incidents";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo } from "react";
import type { DataTableColumn } from "../../../components/data-table.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { QueryDataTable } from "../../../components/query-data-table.tsx";
import { SegmentedControl } from "../../../components/segmented-control.tsx";
import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import { formatDateTime } from "../../../lib/date-format.ts";
import { type ListSearch, useListTable } from "../../../lib/list-table.ts";
import { type Translate, useLocale } from "../../../lib/locale.tsx";
import { type IncidentDto, type IncidentScope, incidentsQueryOptions } from "../api.ts";
import { formatDuration } from "../duration.ts";
import { CreditSettingsCard } from "./credit-settings-card.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/incidents");

type IncidentStatus = "open" | "closed";

interface IncidentsSearch extends ListSearch {
  scope?: IncidentScope | undefined;
  status?: IncidentStatus | undefined;
}

const STATE_TONE: Record<IncidentDto["state"], BadgeTone> = { down: "danger", degraded: "warning" };

/**
 * Admin: the downtime-credit settings, then the incident history (decision 049): service incidents
 * (what the status page and the credits go by) or account incidents, open, closed or all, with how
 * long each lasted and how it was credited.
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

  const columns = useMemo<DataTableColumn<IncidentDto>[]>(() => {
    const time = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, locale) ?? iso}</time>;
    const all: (DataTableColumn<IncidentDto> | null)[] = [
      {
        id: "service",
        header: t("adminIncidents.column.service"),
        accessor: (row) => row.service.name,
        className: "font-medium text-slate-900",
      },
      scope === "accounts"
        ? {
            id: "account",
            header: t("adminIncidents.column.account"),
            accessor: (row) => row.account?.label,
          }
        : null,
      {
        id: "state",
        header: t("adminIncidents.column.state"),
        accessor: "state",
        cell: (row) => (
          <StatusBadge tone={STATE_TONE[row.state]} testId="incident-state">
            {t(`adminIncidents.state.${row.state}`)}
          </StatusBadge>
        ),
      },
      {
        id: "cause",
        header: t("adminIncidents.column.cause"),
        accessor: "cause",
        className: "min-w-48 break-words",
        // The server's own words (decision 048), as in the accounts dialog's check verdict.
        cell: (row) => <span lang="en">{row.cause}</span>,
      },
      {
        id: "startedAt",
        header: t("adminIncidents.column.started"),
        accessor: "startedAt",
        className: "whitespace-nowrap",
        cell: (row) => time(row.startedAt),
      },
      {
        id: "endedAt",
        header: t("adminIncidents.column.ended"),
        accessor: "endedAt",
        className: "whitespace-nowrap",
        cell: (row) =>
          row.endedAt ? (
            time(row.endedAt)
          ) : (
            <StatusBadge tone="info" testId="incident-ongoing">
              {t("adminIncidents.ongoing")}
            </StatusBadge>
          ),
      },
      {
        id: "duration",
        header: t("adminIncidents.column.duration"),
        accessor: (row) => row.startedAt,
        className: "whitespace-nowrap",
        cell: (row) => (
          <span data-testid="incident-duration">
            {/* An open incident has lasted until now. */}
            {formatDuration(
              (row.endedAt ? Date.parse(row.endedAt) : Date.now()) - Date.parse(row.startedAt),
              t,
              locale,
            )}
          </span>
        ),
      },
      {
        id: "credit",
        header: t("adminIncidents.column.credit"),
        accessor: "credit",
        cell: (row) => {
          const text = creditText(row, t, locale);
          return text ? (
            <span data-testid="incident-credit" data-outcome={row.credit?.outcome ?? "pending"}>
              {text}
            </span>
          ) : (
            <span data-testid="incident-credit" className="text-slate-500">
              {t("table.noValue")}
            </span>
          );
        },
      },
    ];
    return all.filter((column) => column !== null);
  }, [t, locale, scope]);

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
    </section>
  );
}

/**
 * How a service-down incident was credited, or that it will be once it ends; null when there is
 * nothing to say (degraded and account incidents, or one the cron has not settled yet).
 */
function creditText(row: IncidentDto, t: Translate, locale: Locale): string | null {
  const { credit } = row;
  if (!credit) {
    const pending = row.account === null && row.state === "down" && row.endedAt === null;
    return pending ? t("adminIncidents.credit.afterEnd") : null;
  }
  if (credit.outcome === "below-threshold") return t("adminIncidents.credit.belowThreshold");
  if (credit.outcome === "credits-off") return t("adminIncidents.credit.creditsOff");
  if (credit.users === 0) return t("adminIncidents.credit.nobody");
  const number = new Intl.NumberFormat(locale);
  return t("adminIncidents.credit.credited", {
    days: t(`adminIncidents.credit.days.${pluralForm(locale, credit.days)}`, { count: number.format(credit.days) }),
    users: t(`adminIncidents.credit.users.${pluralForm(locale, credit.users)}`, {
      count: number.format(credit.users),
    }),
  });
}
