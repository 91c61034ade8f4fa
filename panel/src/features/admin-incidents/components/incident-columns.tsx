import type { Locale } from "@app/shared/constants";
import { pluralForm } from "@app/shared/i18n/plural";
import type { DataTableColumn } from "../../../components/data-table.tsx";
import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import { timestampColumn } from "../../../components/table-columns.tsx";
import type { Translate } from "../../../lib/locale.tsx";
import type { IncidentDto, IncidentScope } from "../api.ts";
import { formatDuration } from "../duration.ts";

const STATE_TONE: Record<IncidentDto["state"], BadgeTone> = { down: "danger", degraded: "warning" };

/**
 * The incident table's columns: the service (and for account incidents the account), the state and
 * its cause, when it started and ended, how long it lasted and how it was credited.
 */
export function incidentColumns(t: Translate, locale: Locale, scope: IncidentScope): DataTableColumn<IncidentDto>[] {
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
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
    timestampColumn("startedAt", t("adminIncidents.column.started"), dateTime),
    timestampColumn("endedAt", t("adminIncidents.column.ended"), dateTime, {
      empty: (
        <StatusBadge tone="info" testId="incident-ongoing">
          {t("adminIncidents.ongoing")}
        </StatusBadge>
      ),
    }),
    {
      id: "duration",
      header: t("adminIncidents.column.duration"),
      accessor: (row) => row.startedAt,
      className: "whitespace-nowrap",
      cell: (row) => (
        <span data-testid="incident-duration">
          {/* An open incident has lasted until now. */}
          {formatDuration((row.endedAt ? Date.parse(row.endedAt) : Date.now()) - Date.parse(row.startedAt), t, locale)}
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
