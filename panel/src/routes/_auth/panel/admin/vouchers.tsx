import { PAGINATION_FIELDS, VOUCHER_LIST_FIELDS } from "@app/shared/query-fields";
import { createFileRoute } from "@tanstack/react-router";
import { AdminVouchersPage } from "../../../../features/admin-commerce/components/admin-vouchers-page.tsx";
import { searchParams } from "../../../../lib/search-params.ts";

/** List state in the URL; a malformed value is dropped and the page falls back to the default. */
const vouchersSearchSchema = searchParams({ ...PAGINATION_FIELDS, ...VOUCHER_LIST_FIELDS });

export const Route = createFileRoute("/_auth/panel/admin/vouchers")({
  validateSearch: vouchersSearchSchema,
  component: AdminVouchersPage,
});
