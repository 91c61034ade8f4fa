import { TRANSACTION_STATUSES } from "@app/shared/constants";
import { createFileRoute } from "@tanstack/react-router";
import { AdminTransactionsPage } from "../../../../features/admin-commerce/components/admin-transactions-page.tsx";
import { day, oneOf, optionalString, pagination, searchParams } from "../../../../lib/search-params.ts";

/** List state in the URL (dates as calendar days); a malformed value is dropped. */
const transactionsSearchSchema = searchParams({
  ...pagination,
  search: optionalString({ max: 100 }),
  status: oneOf(TRANSACTION_STATUSES),
  from: day(),
  to: day(),
});

export const Route = createFileRoute("/_auth/panel/admin/transactions")({
  validateSearch: transactionsSearchSchema,
  component: AdminTransactionsPage,
});
