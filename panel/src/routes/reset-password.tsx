import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordPage } from "../features/auth/components/reset-password-page.tsx";
import { optionalString, searchParams } from "../lib/search-params.ts";

/** `token`: from the emailed link; checked by the server. */
const resetSearchSchema = searchParams({
  token: optionalString({ max: 200 }),
});

export const Route = createFileRoute("/reset-password")({
  validateSearch: resetSearchSchema,
  component: ResetPasswordPage,
});
