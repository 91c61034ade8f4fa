import type { Locale } from "@app/shared/constants";
import type { VoucherDto } from "@app/shared/schemas/commerce";
import { type VoucherState, voucherState } from "@app/shared/vouchers";
import { Button } from "../../../components/button.tsx";
import { type DataTableColumn, selectFilter, textFilter } from "../../../components/data-table.tsx";
import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { type Translate, useT } from "../../../lib/locale.tsx";
import { useUpdateVoucherMutation, VOUCHER_STATUSES, type VoucherStatus } from "../api.ts";
import { lastRedeemDay } from "../voucher-form.ts";

const STATE_TONE: Record<VoucherState, BadgeTone> = {
  active: "success",
  disabled: "neutral",
  expired: "warning",
  used_up: "warning",
};

/**
 * The voucher list's columns: code, package, days, redemptions, the per-user limit, the last day to
 * redeem, and the state with its enable or disable button.
 */
export function voucherColumns(t: Translate, locale: Locale): DataTableColumn<VoucherDto>[] {
  const number = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  return [
    {
      id: "code",
      header: t("adminVouchers.column.code"),
      accessor: "code",
      ...textFilter(t("adminVouchers.searchPlaceholder")),
      className: "font-mono font-medium text-slate-900",
    },
    { id: "package", header: t("adminVouchers.column.package"), accessor: "packageName" },
    {
      id: "days",
      header: t("adminVouchers.column.days"),
      accessor: "days",
      cell: (v) => number.format(v.days),
    },
    {
      id: "redemptions",
      header: t("adminVouchers.column.redemptions"),
      accessor: "redeemedCount",
      className: "whitespace-nowrap",
      cell: (v) =>
        t("adminVouchers.redemptions", {
          used: number.format(v.redeemedCount),
          max: number.format(v.maxRedemptions),
        }),
    },
    {
      id: "perUserLimit",
      header: t("adminVouchers.column.perUserLimit"),
      accessor: "perUserLimit",
      cell: (v) => number.format(v.perUserLimit),
    },
    {
      id: "redeemBy",
      header: t("adminVouchers.column.redeemBy"),
      accessor: "redeemBy",
      className: "whitespace-nowrap",
      cell: (v) => {
        const day = lastRedeemDay(v.redeemBy);
        if (!day) return <span className="text-slate-500">{t("adminVouchers.noDeadline")}</span>;
        const [y, m, d] = day.split("-").map(Number);
        return date.format(new Date(y ?? 0, (m ?? 1) - 1, d ?? 1));
      },
    },
    {
      id: "status",
      header: t("adminVouchers.column.status"),
      accessor: "status",
      ...selectFilter(VOUCHER_STATUSES, (status) => t(`adminVouchers.status.${status}`)),
      cell: (v) => <VoucherStateCell voucher={v} />,
    },
  ];
}

/** The voucher's state (active, disabled, expired, used up) and the button that enables or disables it. */
function VoucherStateCell({ voucher }: { voucher: VoucherDto }) {
  const t = useT();
  const toast = useToast();
  const { mutateAsync: updateVoucher } = useUpdateVoucherMutation();
  const state = voucherState(voucher);
  const toggle = async () => {
    const status: VoucherStatus = voucher.status === "active" ? "disabled" : "active";
    try {
      await updateVoucher({ uuid: voucher.uuid, input: { status } });
      toast.success(
        t(status === "active" ? "adminVouchers.enabled" : "adminVouchers.disabled", { code: voucher.code }),
      );
    } catch (error) {
      toast.error(t("adminVouchers.saveFailed"), apiErrorText(error, t));
    }
  };
  return (
    <span className="flex items-center gap-2">
      <StatusBadge tone={STATE_TONE[state]} testId="voucher-state">
        {t(`adminVouchers.status.${state}`)}
      </StatusBadge>
      <Button
        variant="secondary"
        size="xs"
        onClick={() => void toggle()}
        aria-label={t(voucher.status === "active" ? "adminVouchers.disableCode" : "adminVouchers.enableCode", {
          code: voucher.code,
        })}
      >
        {t(voucher.status === "active" ? "adminVouchers.disable" : "adminVouchers.enable")}
      </Button>
    </span>
  );
}
