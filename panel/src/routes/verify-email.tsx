import { createFileRoute } from "@tanstack/react-router";
import { VerifyEmailPage } from "../features/auth/components/verify-email-page.tsx";
import { optionalString, searchParams } from "../lib/search-params.ts";

/** `token`: from the mailed confirmation link; checked by the server. Open to everyone. */
export const Route = createFileRoute("/verify-email")({
  validateSearch: searchParams({ token: optionalString({ max: 200 }) }),
  component: VerifyEmailPage,
});
