import { REFERRAL_ADMIN_FIELDS } from "@app/shared/query-fields";
import { createFileRoute } from "@tanstack/react-router";
import { AdminReferralsPage } from "../../../../features/admin-referrals/components/admin-referrals-page.tsx";
import { integer, searchParams } from "../../../../lib/search-params.ts";

/** `?days=` picks the period (7, 30, 90 or 365; the page falls back to 30), `?status=` the activity filter. */
const referralsSearchSchema = searchParams({
  days: integer({ min: 1, max: 365 }),
  status: REFERRAL_ADMIN_FIELDS.status,
});

export const Route = createFileRoute("/_auth/panel/admin/referrals")({
  validateSearch: referralsSearchSchema,
  component: AdminReferralsPage,
});
