import "../../../lib/zod-config.ts";
import { pluralForm } from "@app/shared/i18n/plural";
import { type RedemptionDto, redeemBody } from "@app/shared/schemas/commerce";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { buttonClass, SubmitButton } from "../../../components/button.tsx";
import type { DataTableColumn } from "../../../components/data-table.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { QueryTableSection } from "../../../components/query-data-table.tsx";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { formatDate } from "../../../lib/date-format.ts";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { type RedeemResult, redemptionHistoryQueryOptions, useRedeemVoucherMutation } from "../api.ts";

/** `refused`: the server turned the code down for a reason of its own, so trying again cannot help. */
type Outcome = { kind: "success"; result: RedeemResult } | { kind: "error"; reason: string; refused: boolean } | null;

/** A voucher refusal (unknown, expired, used up…) has its own message; only other failures invite a retry. */
function isVoucherRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code.startsWith("VOUCHER_");
}

const routeApi = getRouteApi("/_auth/panel/vouchers");

/**
 * "Redeem voucher" (SPEC §2): one code field, the outcome, and the redemption history. Opened from
 * the checkout (`from=checkout`), it offers the way back there.
 */
export function VouchersPage() {
  const { t } = useLocale();
  const { from } = routeApi.useSearch();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        id="vouchers-heading"
        level={1}
        title={t("vouchers.title")}
        intro={t("vouchers.intro")}
        actions={
          from === "checkout" ? (
            <Link to="/checkout" className={buttonClass("secondary", "md")} data-testid="vouchers-back-to-checkout">
              {t("vouchers.backToCheckout")}
            </Link>
          ) : null
        }
      />
      <RedeemForm />
      <RedemptionHistory />
    </div>
  );
}

function RedeemForm() {
  const { t, locale } = useLocale();
  const redeem = useRedeemVoucherMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useZodForm(redeemBody, { defaultValues: { code: "" } });
  const shown = shownErrors(form);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setOutcome(null);
    try {
      const result = await redeem.mutateAsync(code);
      setOutcome({ kind: "success", result });
      form.reset({ code: "" });
    } catch (error) {
      setOutcome({ kind: "error", reason: apiErrorText(error, t), refused: isVoucherRefusal(error) });
    }
  });

  const number = new Intl.NumberFormat(locale);
  return (
    <section aria-labelledby="redeem-heading" className="max-w-lg rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="redeem-heading" className="text-lg font-semibold">
        {t("vouchers.redeemTitle")}
      </h2>
      <form className="mt-3 flex flex-col gap-3" onSubmit={onSubmit} noValidate>
        <TextField
          label={t("vouchers.code")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono uppercase"
          error={shown("code")}
          {...form.register("code")}
        />
        <div>
          <SubmitButton
            pending={redeem.isPending}
            label={t("vouchers.redeem")}
            pendingLabel={t("vouchers.redeeming")}
          />
        </div>
      </form>
      {outcome?.kind === "success" ? (
        <div
          role="status"
          data-testid="voucher-outcome"
          className="mt-4 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
        >
          <p className="font-semibold">{t("vouchers.redeemed")}</p>
          <p className="mt-0.5">
            {outcome.result.banked || !outcome.result.endDate
              ? t("vouchers.redeemedBanked", { days: number.format(outcome.result.days) })
              : t("vouchers.redeemedApplied", {
                  days: number.format(outcome.result.days),
                  date: formatDate(outcome.result.endDate, locale) ?? "",
                })}
          </p>
        </div>
      ) : null}
      {outcome?.kind === "error" ? (
        <div
          role="alert"
          data-testid="voucher-outcome"
          className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          {outcome.refused ? null : <p className="font-semibold">{t("vouchers.redeemFailed")}</p>}
          <p className={outcome.refused ? "font-semibold" : "mt-0.5"} data-testid="voucher-failure-reason">
            {outcome.reason}
          </p>
        </div>
      ) : null}
    </section>
  );
}

function RedemptionHistory() {
  const { t, locale } = useLocale();
  const history = useQuery(redemptionHistoryQueryOptions());
  const columns = useMemo<DataTableColumn<RedemptionDto>[]>(
    () => [
      {
        id: "code",
        header: t("vouchers.column.code"),
        accessor: "code",
        className: "font-mono text-slate-900",
      },
      { id: "package", header: t("vouchers.column.package"), accessor: "package" },
      {
        id: "period",
        header: t("vouchers.column.period"),
        accessor: (row) => row.period.start,
        className: "whitespace-nowrap",
        cell: (row) => {
          const start = formatDate(row.period.start, locale);
          const end = formatDate(row.period.end, locale);
          return (
            <span className="flex flex-col">
              <span>{start && end ? t("vouchers.period", { start, end }) : t("vouchers.periodBanked")}</span>
              <span className="text-xs text-slate-500">
                {t(`vouchers.days.${pluralForm(locale, row.days)}`, {
                  days: new Intl.NumberFormat(locale).format(row.days),
                })}
              </span>
            </span>
          );
        },
      },
      {
        id: "status",
        header: t("vouchers.column.status"),
        accessor: "status",
        cell: (row) => (
          <StatusBadge tone={row.status === "applied" ? "success" : "info"}>
            {t(row.status === "applied" ? "vouchers.status.applied" : "vouchers.status.banked")}
          </StatusBadge>
        ),
      },
      {
        id: "redeemedAt",
        header: t("vouchers.column.redeemedAt"),
        accessor: "redeemedAt",
        className: "whitespace-nowrap",
        cell: (row) => <time dateTime={row.redeemedAt}>{formatDate(row.redeemedAt, locale) ?? row.redeemedAt}</time>,
      },
    ],
    [t, locale],
  );

  return (
    <QueryTableSection<RedemptionDto>
      headingId="redemptions-heading"
      title={t("vouchers.historyTitle")}
      level={2}
      query={history}
      loadFailed={t("vouchers.historyFailed")}
      testId="redemption-history"
      phoneLayout="cards"
      columns={columns}
      getRowId={(row) => row.uuid}
    />
  );
}
