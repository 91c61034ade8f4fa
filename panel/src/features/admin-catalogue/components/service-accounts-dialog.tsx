import type { Locale } from "@app/shared/constants";
import type { ServiceDto } from "@app/shared/schemas/catalogue";
import { EXPIRY_WARNING_MS } from "@app/shared/schemas/service-accounts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { Dialog } from "../../../components/dialog.tsx";
import { HealthBadge } from "../../../components/health-badge.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { healthCauseText, healthWord } from "../../../lib/health-words.ts";
import { useLocale, useT } from "../../../lib/locale.tsx";
import {
  type ProbeCheckResult,
  type ServiceAccountDto,
  serviceAccountsQueryOptions,
  useCheckServiceAccount,
  useDeleteServiceAccount,
  useSaveServiceAccount,
} from "../api.ts";
import { useCrudFeedback } from "../hooks/use-crud-feedback.ts";
import { AccountFormDialog } from "./account-form-dialog.tsx";
import { AccountHistoryDialog } from "./account-history-dialog.tsx";
import { DialogCloseRow, StackedRowsLoading } from "./stacked-rows.tsx";

export type ExpiryState = "none" | "ok" | "soon" | "expired";

/** How close an account's session is to its expiry: past, within the warning window (3 days), or later. */
export function expiryState(expiresAt: string | null, now: number): ExpiryState {
  if (!expiresAt) return "none";
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return "none";
  if (at <= now) return "expired";
  return at - now <= EXPIRY_WARNING_MS ? "soon" : "ok";
}

/** A date near or past its end stands out; unlike a badge it wraps in a narrow column. */
const EXPIRY_TONE = {
  soon: "bg-amber-50 text-amber-900 ring-amber-600/20",
  expired: "bg-red-50 text-red-800 ring-red-600/20",
} as const;

const dateTime = (value: string, locale: Locale) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
};

/** Whether the service has a health probe the API can run: its page and a text of either version (decision 048). */
export function hasHealthProbe(
  service: Pick<ServiceDto, "probeUrl" | "probeSignedInText" | "probeSignedOutText">,
): boolean {
  return !!service.probeUrl && !!(service.probeSignedInText || service.probeSignedOutText);
}

type Health = ServiceAccountDto["health"];
type Verdict = ProbeCheckResult["result"];

const HEALTH_TONE: Record<Health, BadgeTone> = { healthy: "success", suspect: "warning", down: "danger" };

/** A probe's verdict: signed in, signed out, or no answer to judge by (the site failed or timed out). */
const VERDICT_TEXT = {
  good: "adminCatalogue.accounts.check.good",
  bad: "adminCatalogue.accounts.check.bad",
  error: "adminCatalogue.accounts.check.error",
} as const satisfies Record<Verdict, string>;
const VERDICT_TONE: Record<Verdict, string> = {
  good: "bg-green-50 text-green-900 ring-green-600/20",
  bad: "bg-red-50 text-red-900 ring-red-600/20",
  error: "bg-amber-50 text-amber-900 ring-amber-600/20",
};

/**
 * The pool of upstream accounts of one service (decision 047): each account's health, seats, active
 * switch, session and its expiry, with add, edit, a confirmed delete and, when the service has a
 * health probe, a check of the account now (decision 048), and who held each account (issue 41):
 * `historyOf` is the account whose history is shown over the list, `onHistory` shows another or
 * (undefined) closes it. Stacked rows, so it reads the same on a phone.
 */
export function ServiceAccountsDialog({
  service,
  onClose,
  historyOf,
  onHistory,
}: {
  service: ServiceDto;
  onClose: () => void;
  historyOf?: string | undefined;
  onHistory: (accountId: string | undefined) => void;
}) {
  const t = useT();
  const titleId = useId();
  const introId = useId();
  const accounts = useQuery(serviceAccountsQueryOptions(service.uuid));
  const [editing, setEditing] = useState<{ account: ServiceAccountDto | null } | null>(null);
  const [deleting, setDeleting] = useState<ServiceAccountDto | null>(null);
  const feedback = useCrudFeedback();
  const remove = useDeleteServiceAccount(service.uuid);
  const canCheck = hasHealthProbe(service);
  // The history opens over this dialog only after this one is open: a dialog opened in the same
  // commit as the one below it (both from the URL) would otherwise count as the lower one.
  const [opened, setOpened] = useState(false);
  useEffect(() => setOpened(true), []);
  const historyAccount = historyOf ? accounts.data?.find((account) => account.id === historyOf) : undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      describedBy={introId}
      className="max-h-[calc(100vh-2rem)] max-w-2xl overflow-y-auto"
    >
      <div data-testid="accounts-dialog" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
            {t("adminCatalogue.accounts.title", { name: service.name })}
          </h2>
          <p id={introId} className="text-sm text-slate-600">
            {t("adminCatalogue.accounts.intro")}
          </p>
        </div>
        <div>
          <Button onClick={() => setEditing({ account: null })} data-testid="account-add">
            {t("adminCatalogue.accounts.add")}
          </Button>
        </div>
        {accounts.isError && !accounts.data ? (
          <QueryLoadError query={accounts} loadFailed={t("adminCatalogue.accounts.loadFailed")} />
        ) : accounts.data ? (
          accounts.data.length === 0 ? (
            <p
              data-testid="accounts-empty"
              className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-600"
            >
              {t("adminCatalogue.accounts.empty")}
            </p>
          ) : (
            <ul aria-label={t("adminCatalogue.accounts.title", { name: service.name })} className="flex flex-col gap-3">
              {accounts.data.map((account) => (
                <AccountRow
                  key={account.id}
                  serviceUuid={service.uuid}
                  account={account}
                  canCheck={canCheck}
                  onEdit={() => setEditing({ account })}
                  onDelete={() => setDeleting(account)}
                  onHistory={() => onHistory(account.id)}
                />
              ))}
            </ul>
          )
        ) : (
          <StackedRowsLoading testId="accounts-loading" />
        )}
        <DialogCloseRow label={t("adminCatalogue.accounts.close")} onClose={onClose} />
      </div>
      {opened && historyAccount ? (
        <AccountHistoryDialog
          key={historyAccount.id}
          serviceUuid={service.uuid}
          account={historyAccount}
          onClose={() => onHistory(undefined)}
        />
      ) : null}
      {editing ? (
        <AccountFormDialog
          key={editing.account?.id ?? "new"}
          serviceUuid={service.uuid}
          serviceType={service.type_service}
          account={editing.account}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t("adminCatalogue.accounts.deleteTitle", { label: deleting.label }) : undefined}
        description={t("adminCatalogue.accounts.deleteBody")}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
          } catch (error) {
            feedback.failed(t("adminCatalogue.deleteFailed"), error);
            throw error;
          }
          feedback.deleted(deleting.label);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Dialog>
  );
}

function AccountRow({
  serviceUuid,
  account,
  canCheck,
  onEdit,
  onDelete,
  onHistory,
}: {
  serviceUuid: string;
  account: ServiceAccountDto;
  canCheck: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onHistory: () => void;
}) {
  const { t, locale } = useLocale();
  const toast = useToast();
  const check = useCheckServiceAccount(serviceUuid);
  const [checked, setChecked] = useState<ProbeCheckResult | null>(null);
  const runCheck = async () => {
    setChecked(null);
    try {
      setChecked(await check.mutateAsync(account.id));
    } catch (error) {
      toast.error(t("adminCatalogue.accounts.checkFailed"), apiErrorText(error, t));
    }
  };
  const number = new Intl.NumberFormat(locale);
  const full = account.seats !== null && account.seatsUsed >= account.seats;
  const seats =
    account.seats === null
      ? t("adminCatalogue.accounts.seatsUnlimited", { used: number.format(account.seatsUsed) })
      : t("adminCatalogue.accounts.seatsUsed", {
          used: number.format(account.seatsUsed),
          total: number.format(account.seats),
        });
  return (
    <li
      data-testid="account-row"
      data-account-id={account.id}
      data-active={account.active}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium break-words text-slate-900" data-testid="account-label">
          {account.label}
        </p>
        <ActiveSwitch serviceUuid={serviceUuid} account={account} />
      </div>
      <div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
          <div className="flex min-w-0 flex-col">
            <dt className="text-xs text-slate-500">{t("adminCatalogue.accounts.health")}</dt>
            <dd data-testid="account-health" data-health={account.health}>
              <HealthBadge
                tone={HEALTH_TONE[account.health]}
                label={healthWord(t, account.health)}
                since={account.healthSince}
              />
            </dd>
          </div>
          <div className="flex min-w-0 flex-col">
            <dt className="text-xs text-slate-500">{t("adminCatalogue.accounts.seats")}</dt>
            <dd data-testid="account-seats" className={full ? "font-medium text-amber-800" : "text-slate-900"}>
              {seats}
            </dd>
          </div>
          <div className="flex min-w-0 flex-col">
            <dt className="text-xs text-slate-500">{t("adminCatalogue.accounts.session")}</dt>
            <dd data-testid="account-session">
              {account.hasSession ? (
                <StatusBadge tone="success">{t("adminCatalogue.accounts.sessionSet")}</StatusBadge>
              ) : (
                <StatusBadge tone="neutral">{t("adminCatalogue.accounts.sessionNone")}</StatusBadge>
              )}
            </dd>
          </div>
          <div className="flex min-w-0 flex-col">
            <dt className="text-xs text-slate-500">{t("adminCatalogue.accounts.expires")}</dt>
            <dd data-testid="account-expiry">
              <Expiry account={account} />
            </dd>
          </div>
          <div className="flex min-w-0 flex-col">
            <dt className="text-xs text-slate-500">{t("adminCatalogue.accounts.updated")}</dt>
            <dd className="text-slate-900">
              <time dateTime={account.updatedAt}>{dateTime(account.updatedAt, locale)}</time>
            </dd>
          </div>
        </dl>
        {/* Present from the start, so that a verdict put into it is announced. */}
        <div aria-live="polite">{checked ? <CheckVerdict result={checked} /> : null}</div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {canCheck ? (
          <Button
            variant="secondary"
            size="xs"
            onClick={() => void runCheck()}
            disabled={check.isPending}
            aria-busy={check.isPending || undefined}
            aria-label={t("adminCatalogue.accounts.checkOf", { label: account.label })}
            data-testid="account-check"
            className="disabled:cursor-wait"
          >
            {check.isPending ? t("adminCatalogue.accounts.checking") : t("adminCatalogue.accounts.check")}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="xs"
          onClick={onHistory}
          aria-label={t("adminCatalogue.accounts.historyOf", { label: account.label })}
          aria-haspopup="dialog"
          data-testid="account-history-button"
        >
          {t("adminCatalogue.accounts.history")}
        </Button>
        <Button
          variant="secondary"
          size="xs"
          onClick={onEdit}
          aria-label={t("table.editRow", { label: account.label })}
          data-testid="account-edit"
        >
          {t("table.edit")}
        </Button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={t("table.deleteRow", { label: account.label })}
          data-testid="account-delete"
          className="rounded-md border border-red-200 px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50"
        >
          {t("table.delete")}
        </button>
      </div>
    </li>
  );
}

/** What "Check now" found: the verdict and its cause, in the admin's language. */
function CheckVerdict({ result }: { result: ProbeCheckResult }) {
  const t = useT();
  return (
    <p
      data-testid="account-check-result"
      data-result={result.result}
      className={`mt-3 rounded-md px-2 py-1.5 text-xs break-words ring-1 ring-inset ${VERDICT_TONE[result.result]}`}
    >
      <span className="font-semibold">{t(VERDICT_TEXT[result.result])}</span>
      {" · "}
      <span data-testid="account-check-cause">{healthCauseText(t, result.cause)}</span>
    </p>
  );
}

function Expiry({ account }: { account: ServiceAccountDto }) {
  const { t, locale } = useLocale();
  const state = expiryState(account.expiresAt, Date.now());
  if (state === "none" || !account.expiresAt) {
    return account.hasSession ? (
      <span className="text-slate-900">{t("adminCatalogue.accounts.noExpiry")}</span>
    ) : (
      <span className="text-slate-500">{t("table.noValue")}</span>
    );
  }
  const date = dateTime(account.expiresAt, locale);
  const text =
    state === "expired"
      ? t("adminCatalogue.accounts.expired", { date })
      : state === "soon"
        ? t("adminCatalogue.accounts.expiresSoon", { date })
        : date;
  return (
    <time dateTime={account.expiresAt} data-expiry={state}>
      <span
        className={
          state === "ok"
            ? "text-slate-900"
            : `rounded box-decoration-clone px-1 font-medium ring-1 ring-inset ${EXPIRY_TONE[state]}`
        }
      >
        {text}
      </span>
    </time>
  );
}

/** The account's active switch: a PUT of `active` alone, reported in a toast. */
function ActiveSwitch({ serviceUuid, account }: { serviceUuid: string; account: ServiceAccountDto }) {
  const t = useT();
  const toast = useToast();
  const save = useSaveServiceAccount(serviceUuid);
  const toggle = async () => {
    const active = !account.active;
    try {
      await save.mutateAsync({ id: account.id, body: { active } });
      toast.success(
        active
          ? t("adminCatalogue.accounts.activated", { label: account.label })
          : t("adminCatalogue.accounts.deactivated", { label: account.label }),
      );
    } catch (error) {
      toast.error(t("adminCatalogue.accounts.toggleFailed"), apiErrorText(error, t));
    }
  };
  return (
    <span className="inline-flex shrink-0 items-center gap-2">
      <span aria-hidden="true" className="text-xs text-slate-600">
        {t("adminCatalogue.accounts.active")}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={account.active}
        aria-label={t("adminCatalogue.accounts.activeOf", { label: account.label })}
        disabled={save.isPending}
        onClick={() => void toggle()}
        data-testid="account-active"
        className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait disabled:opacity-60 aria-checked:bg-brand-600"
      >
        <span
          aria-hidden="true"
          className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5.5"
        />
      </button>
    </span>
  );
}
