import type { VoucherDto, VoucherListQuery } from "@app/shared/schemas/commerce";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { QueryDataTable } from "../../../components/query-data-table.tsx";
import { deleteTexts, useConfirmedDelete } from "../../../hooks/use-confirmed-delete.ts";
import { type ListSearch, useListTable } from "../../../lib/list-table.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { useDeleteVoucherMutation, VOUCHER_STATUSES, voucherListQueryOptions } from "../api.ts";
import { CreatedCodesDialog } from "./created-codes-dialog.tsx";
import { voucherColumns } from "./voucher-columns.tsx";
import { VoucherCreateDialog } from "./voucher-create-dialog.tsx";
import { VoucherEditDialog } from "./voucher-edit-dialog.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/vouchers");

type VouchersSearch = ListSearch & Pick<VoucherListQuery, "search" | "status">;

/**
 * Admin vouchers (docs/product.md#vouchers): list with code search and status filter (in the URL),
 * create (one code or a generated batch, shown with copy buttons), edit, enable/disable, delete
 * after confirming.
 */
export function AdminVouchersPage() {
  const { t, locale } = useLocale();
  const { search, page, limit, table } = useListTable<VouchersSearch>(routeApi, {
    filters: [
      { key: "search", column: "code" },
      { key: "status", values: VOUCHER_STATUSES },
    ],
  });
  const params: VoucherListQuery = { ...search, page, limit };
  const list = useQuery({ ...voucherListQueryOptions(params), placeholderData: keepPreviousData });
  const remove = useDeleteVoucherMutation();
  const deleting = useConfirmedDelete<VoucherDto>(
    (v) => remove.mutateAsync(v.uuid),
    (v) => deleteTexts(t, "adminVouchers", { code: v.code }),
  );
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<VoucherDto[] | null>(null);
  const [editing, setEditing] = useState<VoucherDto | null>(null);

  const columns = useMemo(() => voucherColumns(t, locale), [t, locale]);

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
