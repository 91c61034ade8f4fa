import { PAGINATION_FIELDS, REFERRAL_HISTORY_FIELDS } from "@app/shared/query-fields";
import { createFileRoute } from "@tanstack/react-router";
import { AffiliateDashboardPage } from "../../../../features/referrals/components/affiliate-dashboard-page.tsx";
import { searchParams } from "../../../../lib/search-params.ts";

/** History view in the URL; a malformed value is dropped and the page falls back to the default. */
const dashboardSearchSchema = searchParams({ ...PAGINATION_FIELDS, ...REFERRAL_HISTORY_FIELDS });

// No loader on purpose: each card shows its own skeleton while it loads.
export const Route = createFileRoute("/_auth/panel/affiliate/dashboard")({
  validateSearch: dashboardSearchSchema,
  component: AffiliateDashboardPage,
});
