import type { VoucherDto, VoucherListQuery } from "@app/shared/schemas/commerce";
import { type VoucherState, voucherState } from "@app/shared/vouchers";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { type DataTableColumn, selectFilter, textFilter } from "../../../components/data-table.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { QueryDataTable } from "../../../components/query-data-table.tsx";
import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import { useToast } from "../../../components/toast.tsx";
import { useConfirmedDelete } from "../../../hooks/use-confirmed-delete.ts";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { type ListSearch, useListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";
import {
  useDeleteVoucherMutation,
  useUpdateVoucherMutation,
  VOUCHER_STATUSES,
  type VoucherStatus,
  voucherListQueryOptions,
} from "../api.ts";
import { lastRedeemDay } from "../voucher-form.ts";
import { CreatedCodesDialog } from "./created-codes-dialog.tsx";
import { VoucherCreateDialog } from "./voucher-create-dialog.tsx";
import { VoucherEditDialog } from "./voucher-edit-dialog.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/vouchers");

const STATE_TONE: Record<VoucherState, BadgeTone> = {
  active: "success",
  disabled: "neutral",
  expired: "warning",
  used_up: "warning",
};

type VouchersSearch = ListSearch & Pick<VoucherListQuery, "search" | "status">;

/**
 * Admin vouchers (docs/product.md#vouchers): list with code search and status filter (in the URL),
 * create (one code or a generated batch, shown with copy buttons), edit, enable/disable, delete
 * after confirming.
 */
export function AdminVouchersPage() {
  const { t, locale } = useLocale();
  const toast = useToast();
  const { search, page, limit, table } = useListTable<VouchersSearch>(routeApi, {
    filters: [
      { key: "search", column: "code" },
      { key: "status", values: VOUCHER_STATUSES },
    ],
  });
  const params: VoucherListQuery = { ...search, page, limit };
  const list = useQuery({ ...voucherListQueryOptions(params), placeholderData: keepPreviousData });
  const { mutateAsync: updateVoucher } = useUpdateVoucherMutation();
  const remove = useDeleteVoucherMutation();
  const deleting = useConfirmedDelete<VoucherDto>(
    (v) => remove.mutateAsync(v.uuid),
    (v) => ({
      title: t("adminVouchers.deleteTitle", { code: v.code }),
      description: t("adminVouchers.deleteDescription"),
      failed: t("adminVouchers.deleteFailed"),
      done: t("adminVouchers.deleted", { code: v.code }),
    }),
  );
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<VoucherDto[] | null>(null);
  const [editing, setEditing] = useState<VoucherDto | null>(null);

  const columns = useMemo<DataTableColumn<VoucherDto>[]>(() => {
    const number = new Intl.NumberFormat(locale);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    const toggle = async (voucher: VoucherDto) => {
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
        cell: (v) => {
          const state = voucherState(v);
          return (
            <span className="flex items-center gap-2">
              <StatusBadge tone={STATE_TONE[state]} testId="voucher-state">
                {t(`adminVouchers.status.${state}`)}
              </StatusBadge>
              <Button
                variant="secondary"
                size="xs"
                onClick={() => void toggle(v)}
                aria-label={t(v.status === "active" ? "adminVouchers.disableCode" : "adminVouchers.enableCode", {
                  code: v.code,
                })}
              >
                {t(v.status === "active" ? "adminVouchers.disable" : "adminVouchers.enable")}
              </Button>
            </span>
          );
        },
      },
    ];
  }, [t, locale, updateVoucher, toast]);

  return (
    <PageSection
      headingId="admin-vouchers-heading"
      title={t("adminVouchers.title")}
      intro={t("adminVouchers.intro")}
      actions={<Button onClick={() => setCreating(true)}>{t("adminVouchers.create.open")}</Button>}
    >
      <QueryDataTable<VoucherDto>
        {...table}
        query={list}
        loadFailed={t("adminVouchers.loadFailed")}
        caption={t("adminVouchers.tableLabel")}
        columns={columns}
        getRowId={(v) => v.uuid}
        getRowLabel={(v) => v.code}
        onEdit={(v) => setEditing(v)}
        {...deleting}
      />
      <VoucherCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(vouchers) => {
          setCreating(false);
          setCreated(vouchers);
        }}
      />
      <CreatedCodesDialog vouchers={created} onClose={() => setCreated(null)} />
      <VoucherEditDialog voucher={editing} onClose={() => setEditing(null)} />
    </PageSection>
  );
}
