import { createFileRoute } from "@tanstack/react-router";
import { VouchersPage } from "../../../features/commerce/components/vouchers-page.tsx";
import { oneOf, searchParams } from "../../../lib/search-params.ts";

// `from=checkout`: opened from the checkout's voucher link, which the page offers to go back to.
export const Route = createFileRoute("/_auth/panel/vouchers")({
  validateSearch: searchParams({ from: oneOf(["checkout"]) }),
  component: VouchersPage,
});
