import { createFileRoute } from "@tanstack/react-router";
import { CompleteProfilePage } from "../features/profile/components/complete-profile-page.tsx";
import { optionalString, searchParams } from "../lib/search-params.ts";
import { requireIncompleteProfile } from "../lib/session/auth-guard.ts";

/** `redirect`: where to continue once the profile is complete. */
const completeProfileSearchSchema = searchParams({
  redirect: optionalString(),
});

// No loader (decision 038): the page's country query shows its own error, and the country field
// takes the form's value once the list has loaded.
export const Route = createFileRoute("/complete-profile")({
  validateSearch: completeProfileSearchSchema,
  beforeLoad: requireIncompleteProfile,
  component: CompleteProfilePage,
});
