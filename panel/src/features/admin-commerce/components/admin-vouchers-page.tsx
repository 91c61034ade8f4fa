import { TABLE_DEFAULT_PAGE, TABLE_DEFAULT_PAGE_SIZE } from "@app/shared/constants";
import type { VoucherDto } from "@app/shared/schemas/commerce";
import { type VoucherState, voucherState } from "@app/shared/vouchers";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { DataTable, type DataTableColumn, type TableFilters } from "../../../components/data-table.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import type { PaginationState } from "../../../components/pagination.tsx";
import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { isOneOf, withoutListDefaults } from "../../../lib/list-search.ts";
import { useLocale } from "../../../lib/locale.tsx";
import {
  useDeleteVoucherMutation,
  useUpdateVoucherMutation,
  VOUCHER_STATUSES,
  type VoucherListParams,
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

interface VouchersSearch {
  page?: number | undefined;
  limit?: number | undefined;
  search?: string | undefined;
  status?: VoucherStatus | undefined;
}

/**
 * Admin vouchers (SPEC §6): list with code search and status filter (in the URL), create (one code
 * or a generated batch, shown with copy buttons), edit, enable/disable, delete after confirming.
 */
export function AdminVouchersPage() {
  const { t, locale } = useLocale();
  const toast = useToast();
  const search: VouchersSearch = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const params: VoucherListParams = {
    page: search.page ?? TABLE_DEFAULT_PAGE,
    limit: search.limit ?? TABLE_DEFAULT_PAGE_SIZE,
    search: search.search,
    status: search.status,
  };
  const list = useQuery({ ...voucherListQueryOptions(params), placeholderData: keepPreviousData });
  const { mutateAsync: updateVoucher } = useUpdateVoucherMutation();
  const remove = useDeleteVoucherMutation();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<VoucherDto[] | null>(null);
  const [editing, setEditing] = useState<VoucherDto | null>(null);

  const navigateSearch = (patch: VouchersSearch, replace = false) =>
    void navigate({ search: (previous: VouchersSearch) => withoutListDefaults({ ...previous, ...patch }), replace });

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
        filterable: true,
        filterType: "text",
        filterPlaceholder: t("adminVouchers.searchPlaceholder"),
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
          if (!day) return <span className="text-slate-400">{t("adminVouchers.noDeadline")}</span>;
          const [y, m, d] = day.split("-").map(Number);
          return date.format(new Date(y ?? 0, (m ?? 1) - 1, d ?? 1));
        },
      },
      {
        id: "status",
        header: t("adminVouchers.column.status"),
        accessor: "status",
        filterable: true,
        filterType: "select",
        filterOptions: VOUCHER_STATUSES.map((status) => ({
          value: status,
          label: t(`adminVouchers.status.${status}`),
        })),
        cell: (v) => {
          const state = voucherState(v);
          return (
            <span className="flex items-center gap-2">
              <StatusBadge tone={STATE_TONE[state]} testId="voucher-state">
                {t(`adminVouchers.status.${state}`)}
              </StatusBadge>
              <button
                type="button"
                onClick={() => void toggle(v)}
                aria-label={t(v.status === "active" ? "adminVouchers.disableCode" : "adminVouchers.enableCode", {
                  code: v.code,
                })}
                className="rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-50"
              >
                {t(v.status === "active" ? "adminVouchers.disable" : "adminVouchers.enable")}
              </button>
            </span>
          );
        },
      },
    ];
  }, [t, locale, updateVoucher, toast]);

  const filters: TableFilters = { code: search.search ?? "", status: search.status ?? "" };
  const onFiltersChange = (next: TableFilters) =>
    navigateSearch(
      {
        search: next.code || undefined,
        status: isOneOf(VOUCHER_STATUSES, next.status) ? next.status : undefined,
        page: undefined,
      },
      true,
    );
  const onPaginationChange = (next: PaginationState) => navigateSearch({ page: next.page, limit: next.pageSize });
  const loading = list.isPending || list.isPlaceholderData;
  const failed = list.isError && !list.data;

  return (
    <section className="flex flex-col gap-4" aria-labelledby="admin-vouchers-heading">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="admin-vouchers-heading" className="text-xl font-semibold" data-testid="admin-vouchers-heading">
            {t("adminVouchers.title")}
          </h2>
          <p className="text-sm text-slate-600">{t("adminVouchers.intro")}</p>
        </div>
        <button
          type="button"
          onClick={() => setCreating(true)}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t("adminVouchers.create.open")}
        </button>
      </header>
      {failed ? (
        <LoadError
          message={`${t("adminVouchers.loadFailed")} ${apiErrorText(list.error, t)}`}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <DataTable<VoucherDto>
        caption={t("adminVouchers.tableLabel")}
        columns={columns}
        rows={loading || failed ? [] : (list.data?.data ?? [])}
        getRowId={(v) => v.uuid}
        loading={loading}
        total={list.data?.meta?.total ?? (list.data ? list.data.data.length : undefined)}
        page={params.page}
        pageSize={params.limit}
        onPaginationChange={onPaginationChange}
        filters={filters}
        onFiltersChange={onFiltersChange}
        getRowLabel={(v) => v.code}
        onEdit={(v) => setEditing(v)}
        onDelete={async (v) => {
          try {
            await remove.mutateAsync(v.uuid);
          } catch (error) {
            toast.error(t("adminVouchers.deleteFailed"), apiErrorText(error, t));
            throw error;
          }
          toast.success(t("adminVouchers.deleted", { code: v.code }));
        }}
        deleteConfirm={(v) => ({
          title: t("adminVouchers.deleteTitle", { code: v.code }),
          description: t("adminVouchers.deleteDescription"),
        })}
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
    </section>
  );
}
