import { PAGINATION_FIELDS, TRANSACTION_LIST_FIELDS } from "@app/shared/query-fields";
import { createFileRoute } from "@tanstack/react-router";
import { AdminTransactionsPage } from "../../../../features/admin-commerce/components/admin-transactions-page.tsx";
import { searchParams } from "../../../../lib/search-params.ts";

/** List state in the URL (dates as calendar days); a malformed value is dropped. */
const transactionsSearchSchema = searchParams({ ...PAGINATION_FIELDS, ...TRANSACTION_LIST_FIELDS });

export const Route = createFileRoute("/_auth/panel/admin/transactions")({
  validateSearch: transactionsSearchSchema,
  component: AdminTransactionsPage,
});
