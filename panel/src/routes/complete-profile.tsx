import { createFileRoute } from "@tanstack/react-router";
import { countriesQueryOptions } from "../features/profile/api.ts";
import { CompleteProfilePage } from "../features/profile/components/complete-profile-page.tsx";
import { currentLocale } from "../lib/locale.tsx";
import { optionalString, searchParams } from "../lib/search-params.ts";
import { requireIncompleteProfile } from "../lib/session/auth-guard.ts";

/** `redirect`: where to continue once the profile is complete. */
const completeProfileSearchSchema = searchParams({
  redirect: optionalString(),
});

export const Route = createFileRoute("/complete-profile")({
  validateSearch: completeProfileSearchSchema,
  beforeLoad: requireIncompleteProfile,
  loader: ({ context }) => context.queryClient.ensureQueryData(countriesQueryOptions(currentLocale())),
  component: CompleteProfilePage,
});
