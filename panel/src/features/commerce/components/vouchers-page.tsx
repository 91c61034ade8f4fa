import "../../../lib/zod-config.ts";
import { pluralForm } from "@app/shared/i18n/plural";
import { type RedemptionDto, redeemBody } from "@app/shared/schemas/commerce";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { Button, buttonClass, SubmitButton } from "../../../components/button.tsx";
import type { DataTableColumn } from "../../../components/data-table.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { QueryTableSection } from "../../../components/query-data-table.tsx";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { timestampColumn } from "../../../components/table-columns.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { formatDate } from "../../../lib/date-format.ts";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { useLocale } from "../../../lib/locale.tsx";
import {
  type RedeemResult,
  redemptionHistoryQueryOptions,
  usePreviewVoucherMutation,
  useRedeemVoucherMutation,
  type VoucherPreview,
} from "../api.ts";

/** The outcome of a redemption, or a failure that is not about the code (those show on the field). */
type Outcome = { kind: "success"; result: RedeemResult } | { kind: "error"; failed: string; reason: string } | null;

/**
 * Redeem's refusal of a code (unknown, expired, used up…), which it answers as an error: it is about
 * the code, so it shows next to the field, and retrying cannot help. (The preview answers a refusal
 * as its result instead.)
 */
function isVoucherRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code.startsWith("VOUCHER_");
}

const routeApi = getRouteApi("/_auth/panel/vouchers");

/**
 * "Redeem voucher" (docs/product.md#vouchers): one code field, what the voucher will do, the
 * outcome, and the redemption history. Opened from the checkout (`from=checkout`), it offers the
 * way back there.
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

/**
 * Two steps (issue 28): "Check code" asks the server what the voucher would do and says it in plain
 * words; only "Redeem" then redeems it. "Change code" goes back to the field. The code stays as
 * checked (read-only) while the confirmation shows.
 */
function RedeemForm() {
  const { t, locale } = useLocale();
  const check = usePreviewVoucherMutation();
  const redeem = useRedeemVoucherMutation();
  const [checked, setChecked] = useState<{ code: string; preview: VoucherPreview } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useZodForm(redeemBody, { defaultValues: { code: "" } });
  const shown = shownErrors(form);

  /** Why the code cannot be redeemed, in the page's language, next to the field. */
  const refuse = (message: string) => form.setError("code", { type: "server", message }, { shouldFocus: true });
  const fail = (error: unknown, failed: string) => {
    const reason = apiErrorText(error, t);
    if (isVoucherRefusal(error)) refuse(reason);
    else setOutcome({ kind: "error", failed, reason });
  };

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setOutcome(null);
    if (!checked) {
      try {
        // A refused code is the preview's answer, not a failure: its code names the text (the
        // server's English message is never shown).
        const result = await check.mutateAsync(code);
        if (result.redeemable) setChecked({ code, preview: result.preview });
        else refuse(t(`error.${result.refusal.code}`));
      } catch (error) {
        fail(error, t("vouchers.previewFailed"));
      }
      return;
    }
    try {
      const result = await redeem.mutateAsync(checked.code);
      setChecked(null);
      setOutcome({ kind: "success", result });
      form.reset({ code: "" });
    } catch (error) {
      // Refused now (used up meanwhile…): back to the field, which says why.
      if (isVoucherRefusal(error)) setChecked(null);
      fail(error, t("vouchers.redeemFailed"));
    }
  });

  const changeCode = () => {
    setChecked(null);
    setOutcome(null);
    form.setFocus("code");
  };

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
          readOnly={!!checked}
          error={shown("code")}
          {...form.register("code")}
        />
        {checked ? <PreviewText preview={checked.preview} /> : null}
        <div className="flex flex-wrap gap-2">
          {checked ? (
            <>
              <SubmitButton
                pending={redeem.isPending}
                label={t("vouchers.redeem")}
                pendingLabel={t("vouchers.redeeming")}
              />
              <Button variant="secondary" onClick={changeCode} disabled={redeem.isPending}>
                {t("vouchers.changeCode.button")}
              </Button>
            </>
          ) : (
            <SubmitButton
              pending={check.isPending}
              label={t("vouchers.check.button")}
              pendingLabel={t("vouchers.checking")}
            />
          )}
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
          <p className="font-semibold">{outcome.failed}</p>
          <p className="mt-0.5" data-testid="voucher-failure-reason">
            {outcome.reason}
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** What redeeming will do, in plain words: the voucher, then extend / switch / start / bonus days. */
function PreviewText({ preview }: { preview: VoucherPreview }) {
  const { t, locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  const days = number.format(preview.days);
  const carried = number.format(preview.carriedDays);
  const date = formatDate(preview.endDate, locale) ?? "";
  const pkg = preview.packageName ?? "";
  const current = preview.currentPackageName ?? "";
  const summary = preview.packageName
    ? t(`vouchers.preview.summary.${pluralForm(locale, preview.days)}`, { code: preview.code, package: pkg, days })
    : t(`vouchers.preview.summaryBonus.${pluralForm(locale, preview.days)}`, { code: preview.code, days });
  let effect: string;
  switch (preview.effect) {
    case "switch":
      effect = t(`vouchers.preview.switch.${pluralForm(locale, preview.carriedDays)}`, {
        current,
        package: pkg,
        days: carried,
        date,
      });
      break;
    case "extend":
      effect = t(`vouchers.preview.extend.${pluralForm(locale, preview.days)}`, { package: pkg, days, date });
      break;
    case "start":
      effect =
        preview.carriedDays > 0
          ? t(`vouchers.preview.startBanked.${pluralForm(locale, preview.carriedDays)}`, {
              package: pkg,
              days: carried,
              date,
            })
          : t("vouchers.preview.starts", { package: pkg, date });
      break;
    case "bonus":
      effect = preview.endDate
        ? t(`vouchers.preview.bonus.${pluralForm(locale, preview.days)}`, { package: current, days, date })
        : t(`vouchers.preview.bonusBanked.${pluralForm(locale, preview.days)}`, { days });
      break;
  }
  return (
    <div
      role="status"
      data-testid="voucher-preview"
      data-effect={preview.effect}
      className="rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-slate-900"
    >
      <p className="font-semibold">{summary}</p>
      <p className="mt-0.5" data-testid="voucher-preview-effect">
        {effect}
      </p>
    </div>
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
      timestampColumn(
        "redeemedAt",
        t("vouchers.column.redeemedAt"),
        new Intl.DateTimeFormat(locale, { dateStyle: "medium" }),
      ),
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
