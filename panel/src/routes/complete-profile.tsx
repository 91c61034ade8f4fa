import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { countriesQueryOptions } from "../features/profile/api.ts";
import { CompleteProfilePage } from "../features/profile/components/complete-profile-page.tsx";
import { currentLocale } from "../lib/locale.tsx";
import { requireIncompleteProfile } from "../lib/session/auth-guard.ts";

/** `redirect`: where to continue once the profile is complete. */
const completeProfileSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute("/complete-profile")({
  validateSearch: completeProfileSearchSchema,
  beforeLoad: requireIncompleteProfile,
  loader: ({ context }) => context.queryClient.ensureQueryData(countriesQueryOptions(currentLocale())),
  component: CompleteProfilePage,
});
