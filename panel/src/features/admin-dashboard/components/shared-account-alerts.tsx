import { pluralForm } from "@app/shared/i18n/plural";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { TitledCard } from "../../../components/titled-card.tsx";
import { healthCauseText } from "../../../lib/health-words.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { type SharedAccountAlerts, sharedAccountAlertsQueryOptions } from "../api.ts";

/**
 * The dashboard's shared-account alerts (decisions 047, 048, issue 41): accounts that are down, since
 * when and why; accounts that are suspect; services with 90% or more of their seats in use
 * (decision 070); services whose every seat is taken, with how many subscribers wait; account sessions that expire within 3 days or have expired; and subscribers who
 * held more than two accounts of one service within 24 hours, each linked to an account's history.
 * Shown only when there is something to act on; it stays out of the way while loading or when its
 * request fails (the overview below reports a failing API).
 */
export function SharedAccountAlertsCard() {
  const alerts = useQuery(sharedAccountAlertsQueryOptions());
  const data = alerts.data;
  if (!data || !hasAlerts(data)) return null;
  return <AlertsCard alerts={data} />;
}

function hasAlerts(alerts: SharedAccountAlerts): boolean {
  return (
    alerts.seatWaits.length > 0 ||
    alerts.fillingPools.length > 0 ||
    alerts.expiringAccounts.length > 0 ||
    alerts.downAccounts.length > 0 ||
    alerts.suspectAccounts.length > 0 ||
    alerts.poolHoppers.length > 0
  );
}

function AlertsCard({ alerts }: { alerts: SharedAccountAlerts }) {
  const { t, locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const now = Date.now();
  const linkClass = "font-medium text-amber-950 underline decoration-amber-400 underline-offset-2 hover:decoration-2";
  return (
    <TitledCard
      headingId="shared-accounts-heading"
      testId="shared-account-alerts"
      title={t("adminDashboard.sharedAccounts.title")}
      intro={t("adminDashboard.sharedAccounts.summary")}
      tone="warning"
      level={3}
      className="flex flex-col gap-3 text-sm"
    >
      {alerts.downAccounts.length > 0 ? (
        <ul data-testid="down-accounts" className="flex flex-col gap-1">
          {alerts.downAccounts.map((row) => (
            <li key={row.accountId} data-testid="down-account-row" className="min-w-0 break-words">
              <Link to="/panel/admin/services" search={{ search: row.serviceName }} className={linkClass}>
                {t("adminDashboard.sharedAccounts.down", {
                  service: row.serviceName,
                  label: row.label,
                  date: dateTime.format(new Date(row.since)),
                })}
              </Link>{" "}
              <span className="text-amber-900">({healthCauseText(t, row.cause)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {alerts.suspectAccounts.length > 0 ? (
        <AlertList
          headingId="suspect-accounts-heading"
          title={t("adminDashboard.sharedAccounts.suspectTitle")}
          testId="suspect-accounts"
        >
          {alerts.suspectAccounts.map((row) => (
            <li key={row.accountId} data-testid="suspect-account-row" className="min-w-0 break-words">
              <Link to="/panel/admin/services" search={{ accounts: row.serviceUuid }} className={linkClass}>
                {t("adminDashboard.sharedAccounts.suspect", {
                  service: row.serviceName,
                  label: row.label,
                  date: dateTime.format(new Date(row.since)),
                })}
              </Link>
            </li>
          ))}
        </AlertList>
      ) : null}
      {alerts.poolHoppers.length > 0 ? (
        <AlertList
          headingId="pool-hoppers-heading"
          title={t("adminDashboard.sharedAccounts.hoppersTitle")}
          testId="pool-hoppers"
        >
          {alerts.poolHoppers.map((row) => (
            <li key={`${row.userId}-${row.serviceUuid}`} data-testid="pool-hopper-row" className="min-w-0 break-words">
              <Link
                to="/panel/admin/services"
                search={{ accounts: row.serviceUuid, history: row.accountId }}
                className={linkClass}
              >
                {t(`adminDashboard.sharedAccounts.hopper.${pluralForm(locale, row.accounts)}`, {
                  email: row.email,
                  service: row.serviceName,
                  count: number.format(row.accounts),
                })}
              </Link>
            </li>
          ))}
        </AlertList>
      ) : null}
      {alerts.fillingPools.length > 0 ? (
        <AlertList
          headingId="filling-pools-heading"
          title={t("adminDashboard.sharedAccounts.fillingTitle")}
          testId="filling-pools"
        >
          {alerts.fillingPools.map((row) => (
            <li key={row.serviceUuid} data-testid="filling-pool-row" className="min-w-0 break-words">
              <Link to="/panel/admin/services" search={{ accounts: row.serviceUuid }} className={linkClass}>
                {t(`adminDashboard.sharedAccounts.filling.${pluralForm(locale, row.seats)}`, {
                  service: row.serviceName,
                  used: number.format(row.used),
                  seats: number.format(row.seats),
                  percent: number.format(Math.floor((row.used * 100) / row.seats)),
                })}
              </Link>
            </li>
          ))}
        </AlertList>
      ) : null}
      {alerts.seatWaits.length > 0 ? (
        <ul data-testid="seat-waits" className="flex flex-col gap-1">
          {alerts.seatWaits.map((row) => (
            <li key={row.serviceUuid} data-testid="seat-wait-row" className="min-w-0 break-words">
              <Link to="/panel/admin/services" search={{ search: row.serviceName }} className={linkClass}>
                {row.serviceName}
              </Link>
              {": "}
              {t(`adminDashboard.sharedAccounts.waiting.${pluralForm(locale, row.waiting)}`, {
                count: number.format(row.waiting),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {alerts.expiringAccounts.length > 0 ? (
        <ul data-testid="expiring-accounts" className="flex flex-col gap-1">
          {alerts.expiringAccounts.map((row) => {
            const at = new Date(row.expiresAt);
            const expired = at.getTime() <= now;
            const date = Number.isNaN(at.getTime()) ? row.expiresAt : dateTime.format(at);
            const vars = { service: row.serviceName, label: row.label, date };
            return (
              <li
                key={row.accountId}
                data-testid="expiring-account-row"
                data-expired={expired}
                className="min-w-0 break-words"
              >
                <Link to="/panel/admin/services" search={{ search: row.serviceName }} className={linkClass}>
                  {expired
                    ? t("adminDashboard.sharedAccounts.expired", vars)
                    : t("adminDashboard.sharedAccounts.expires", vars)}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </TitledCard>
  );
}

/** One titled list of the card (the newer alerts, which need a word of what they are). */
function AlertList({
  headingId,
  title,
  testId,
  children,
}: {
  headingId: string;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <h4 id={headingId} className="font-semibold">
        {title}
      </h4>
      <ul data-testid={testId} className="flex flex-col gap-1">
        {children}
      </ul>
    </section>
  );
}
