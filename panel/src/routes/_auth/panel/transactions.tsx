import { TRANSACTION_STATUSES } from "@app/shared/constants";
import { createFileRoute } from "@tanstack/react-router";
import { TransactionsPage } from "../../../features/commerce/components/transactions-page.tsx";
import { oneOf, optionalString, pagination, searchParams } from "../../../lib/search-params.ts";

/** List state in the URL; a malformed value is dropped and the page falls back to the default. */
const transactionsSearchSchema = searchParams({
  ...pagination,
  search: optionalString({ max: 100 }),
  status: oneOf(TRANSACTION_STATUSES),
});

// No loader on purpose: the page's own query shows skeleton rows while the list loads.
export const Route = createFileRoute("/_auth/panel/transactions")({
  validateSearch: transactionsSearchSchema,
  component: TransactionsPage,
});
