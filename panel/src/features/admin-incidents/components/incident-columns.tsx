import type { Locale } from "@app/shared/constants";
import { pluralForm } from "@app/shared/i18n/plural";
import { Button } from "../../../components/button.tsx";
import type { DataTableColumn } from "../../../components/data-table.tsx";
import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import { timestampColumn } from "../../../components/table-columns.tsx";
import { healthCauseText, healthWord } from "../../../lib/health-words.ts";
import type { Translate } from "../../../lib/locale.tsx";
import type { IncidentDto, IncidentScope } from "../api.ts";
import { formatDuration } from "../duration.ts";

const STATE_TONE: Record<IncidentDto["state"], BadgeTone> = { down: "danger", degraded: "warning" };

/** A service incident in state down: the kind a probe or an admin confirms, and the credits go by. */
const isServiceDown = (row: IncidentDto) => row.account === null && row.state === "down";

/** Whether an admin can still confirm the outage: a service down, confirmed by nobody, not settled yet. */
export const canConfirm = (row: IncidentDto) => isServiceDown(row) && row.confirmedBy === null && row.credit === null;

const CONFIRMED_TEXT = {
  probe: "adminIncidents.confirmedBy.probe",
  admin: "adminIncidents.confirmedBy.admin",
} as const satisfies Record<NonNullable<IncidentDto["confirmedBy"]>, string>;

/**
 * The incident table's columns: the service (and for account incidents the account), the state and
 * its cause, when it started and ended, how long it lasted, who confirmed a service outage (with a
 * "Confirm outage" button, `onConfirm`, while nobody has) and how it was credited.
 */
export function incidentColumns(
  t: Translate,
  locale: Locale,
  scope: IncidentScope,
  onConfirm: (row: IncidentDto) => void,
): DataTableColumn<IncidentDto>[] {
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
          {healthWord(t, row.state)}
        </StatusBadge>
      ),
    },
    {
      id: "cause",
      header: t("adminIncidents.column.cause"),
      accessor: "cause",
      className: "min-w-48 break-words",
      // A code worded in the admin's language (issue 44).
      cell: (row) => <span data-testid="incident-cause">{healthCauseText(t, row.cause)}</span>,
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
    scope === "services"
      ? {
          id: "confirmed",
          header: t("adminIncidents.column.confirmed"),
          accessor: "confirmedBy",
          cell: (row) =>
            isServiceDown(row) ? (
              <span className="flex flex-col items-start gap-1.5">
                <span
                  data-testid="incident-confirmed"
                  data-confirmed-by={row.confirmedBy ?? "none"}
                  className={row.confirmedBy ? "text-slate-900" : "font-medium text-amber-800"}
                >
                  {row.confirmedBy ? t(CONFIRMED_TEXT[row.confirmedBy]) : t("adminIncidents.confirmedBy.none")}
                </span>
                {canConfirm(row) ? (
                  <Button
                    variant="secondary"
                    size="xs"
                    onClick={() => onConfirm(row)}
                    aria-label={t("adminIncidents.confirm.buttonOf", {
                      service: row.service.name,
                      date: dateTime.format(new Date(row.startedAt)),
                    })}
                    aria-haspopup="dialog"
                    data-testid="incident-confirm"
                    className="whitespace-nowrap"
                  >
                    {t("adminIncidents.confirm.button")}
                  </Button>
                ) : null}
              </span>
            ) : (
              <span data-testid="incident-confirmed" className="text-slate-500">
                {t("table.noValue")}
              </span>
            ),
        }
      : null,
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
  if (credit.outcome === "unconfirmed") return t("adminIncidents.credit.unconfirmed");
  if (credit.users === 0) return t("adminIncidents.credit.nobody");
  const number = new Intl.NumberFormat(locale);
  return t("adminIncidents.credit.credited", {
    days: t(`adminIncidents.credit.days.${pluralForm(locale, credit.days)}`, { count: number.format(credit.days) }),
    users: t(`adminIncidents.credit.users.${pluralForm(locale, credit.users)}`, {
      count: number.format(credit.users),
    }),
  });
}
