import type { Locale } from "@app/shared/constants";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Dialog } from "../../../components/dialog.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import {
  type AccountHolding,
  accountHistoryQueryOptions,
  type HoldingEndReason,
  type ServiceAccountDto,
} from "../api.ts";
import { DialogCloseRow, StackedRowsLoading } from "./stacked-rows.tsx";

/** Why a holding ended, in the admin's language (issue 41: only these end an assignment). */
export const END_REASON_TEXT = {
  "subscription-ended": "adminCatalogue.accounts.holding.reason.subscriptionEnded",
  failover: "adminCatalogue.accounts.holding.reason.failover",
  admin: "adminCatalogue.accounts.holding.reason.admin",
  disabled: "adminCatalogue.accounts.holding.reason.disabled",
  deleted: "adminCatalogue.accounts.holding.reason.deleted",
  "hold-expired": "adminCatalogue.accounts.holding.reason.holdExpired",
} as const satisfies Record<HoldingEndReason, string>;

const dateTime = (value: string, locale: Locale) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
};

/**
 * Who held one account of a service (issue 41), over the accounts dialog: each holder's email, from
 * and to ("Now" while they hold it), why it ended, how often they opened the service and when last.
 * Stacked rows, as the accounts themselves, so every field reads on a phone.
 */
export function AccountHistoryDialog({
  serviceUuid,
  account,
  onClose,
}: {
  serviceUuid: string;
  account: Pick<ServiceAccountDto, "id" | "label">;
  onClose: () => void;
}) {
  const { t } = useLocale();
  const titleId = useId();
  const introId = useId();
  const history = useQuery(accountHistoryQueryOptions(serviceUuid, account.id));
  const title = t("adminCatalogue.accounts.historyOf", { label: account.label });
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      describedBy={introId}
      className="max-h-[calc(100vh-2rem)] max-w-2xl overflow-y-auto"
    >
      <div data-testid="account-history" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
            {title}
          </h2>
          <p id={introId} className="text-sm text-slate-600">
            {t("adminCatalogue.accounts.historyIntro")}
          </p>
        </div>
        {history.isError && !history.data ? (
          <QueryLoadError query={history} loadFailed={t("adminCatalogue.accounts.historyLoadFailed")} />
        ) : history.data ? (
          history.data.length === 0 ? (
            <p
              data-testid="account-history-empty"
              className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-600"
            >
              {t("adminCatalogue.accounts.historyEmpty")}
            </p>
          ) : (
            <ul aria-label={title} className="flex flex-col gap-3">
              {history.data.map((holding) => (
                <HoldingRow key={`${holding.userId}-${holding.from}`} holding={holding} />
              ))}
            </ul>
          )
        ) : (
          <StackedRowsLoading testId="account-history-loading" />
        )}
        <DialogCloseRow label={t("adminCatalogue.accounts.close")} onClose={onClose} />
      </div>
    </Dialog>
  );
}

function HoldingRow({ holding }: { holding: AccountHolding }) {
  const { t, locale } = useLocale();
  const current = holding.to === null;
  const field = "flex min-w-0 flex-col";
  const term = "text-xs text-slate-500";
  return (
    <li
      data-testid="holding-row"
      data-current={current}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm"
    >
      <p className="min-w-0 font-medium break-all text-slate-900" data-testid="holding-email">
        {holding.email}
      </p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
        <div className={field}>
          <dt className={term}>{t("adminCatalogue.accounts.holding.from")}</dt>
          <dd className="text-slate-900" data-testid="holding-from">
            <time dateTime={holding.from}>{dateTime(holding.from, locale)}</time>
          </dd>
        </div>
        <div className={field}>
          <dt className={term}>{t("adminCatalogue.accounts.holding.to")}</dt>
          <dd className="text-slate-900" data-testid="holding-to">
            {holding.to === null ? (
              <StatusBadge tone="success">{t("adminCatalogue.accounts.holding.now")}</StatusBadge>
            ) : (
              <time dateTime={holding.to}>{dateTime(holding.to, locale)}</time>
            )}
          </dd>
        </div>
        <div className={field}>
          <dt className={term}>{t("adminCatalogue.accounts.holding.endReason")}</dt>
          <dd data-testid="holding-reason" data-reason={holding.endReason ?? undefined}>
            {holding.endReason ? (
              <span className="text-slate-900">{t(END_REASON_TEXT[holding.endReason])}</span>
            ) : (
              <span className="text-slate-500">{t("table.noValue")}</span>
            )}
          </dd>
        </div>
        <div className={field}>
          <dt className={term}>{t("adminCatalogue.accounts.holding.opens")}</dt>
          <dd className="text-slate-900" data-testid="holding-opens">
            {new Intl.NumberFormat(locale).format(holding.opens)}
          </dd>
        </div>
        <div className={field}>
          <dt className={term}>{t("adminCatalogue.accounts.holding.lastOpen")}</dt>
          <dd data-testid="holding-last-open">
            {holding.lastOpenAt ? (
              <time className="text-slate-900" dateTime={holding.lastOpenAt}>
                {dateTime(holding.lastOpenAt, locale)}
              </time>
            ) : (
              <span className="text-slate-500">{t("adminCatalogue.accounts.holding.neverOpened")}</span>
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}
