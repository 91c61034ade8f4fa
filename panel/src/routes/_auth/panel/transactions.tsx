import { PAGINATION_FIELDS, TRANSACTION_LIST_FIELDS } from "@app/shared/query-fields";
import { createFileRoute } from "@tanstack/react-router";
import { TransactionsPage } from "../../../features/commerce/components/transactions-page.tsx";
import { searchParams } from "../../../lib/search-params.ts";

/** List state in the URL; a malformed value is dropped and the page falls back to the default. */
const transactionsSearchSchema = searchParams({
  ...PAGINATION_FIELDS,
  search: TRANSACTION_LIST_FIELDS.search,
  status: TRANSACTION_LIST_FIELDS.status,
});

// No loader on purpose: the page's own query shows skeleton rows while the list loads.
export const Route = createFileRoute("/_auth/panel/transactions")({
  validateSearch: transactionsSearchSchema,
  component: TransactionsPage,
});
