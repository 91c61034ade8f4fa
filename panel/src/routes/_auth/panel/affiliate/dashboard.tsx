import { REFERRAL_STATUSES } from "@app/shared/constants";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { AffiliateDashboardPage } from "../../../../features/referrals/components/affiliate-dashboard-page.tsx";

/** History view in the URL; a malformed value is dropped and the page falls back to the default. */
const dashboardSearchSchema = z.object({
  status: z.catch(z.optional(z.enum(REFERRAL_STATUSES)), undefined),
  page: z.catch(z.optional(z.int().check(z.minimum(1))), undefined),
  limit: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(100))), undefined),
});

// No loader on purpose: each card shows its own skeleton while it loads.
export const Route = createFileRoute("/_auth/panel/affiliate/dashboard")({
  validateSearch: dashboardSearchSchema,
  component: AffiliateDashboardPage,
});
