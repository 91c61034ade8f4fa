import { createFileRoute } from "@tanstack/react-router";
import { AdminVouchersPage } from "../../../../features/admin-commerce/components/admin-vouchers-page.tsx";
import { oneOf, optionalString, pagination, searchParams } from "../../../../lib/search-params.ts";

/** List state in the URL; a malformed value is dropped and the page falls back to the default. */
const vouchersSearchSchema = searchParams({
  ...pagination,
  search: optionalString({ max: 50 }),
  status: oneOf(["active", "disabled"]),
});

export const Route = createFileRoute("/_auth/panel/admin/vouchers")({
  validateSearch: vouchersSearchSchema,
  component: AdminVouchersPage,
});
