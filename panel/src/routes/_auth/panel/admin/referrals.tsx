import { REFERRAL_STATUSES } from "@app/shared/constants";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { AdminReferralsPage } from "../../../../features/admin-referrals/components/admin-referrals-page.tsx";

/** `?days=` picks the period (7, 30, 90 or 365; the page falls back to 30), `?status=` the activity filter. */
const referralsSearchSchema = z.object({
  days: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(365))), undefined),
  status: z.catch(z.optional(z.enum(REFERRAL_STATUSES)), undefined),
});

export const Route = createFileRoute("/_auth/panel/admin/referrals")({
  validateSearch: referralsSearchSchema,
  component: AdminReferralsPage,
});
