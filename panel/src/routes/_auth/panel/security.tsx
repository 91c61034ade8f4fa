import { createFileRoute } from "@tanstack/react-router";
import { SecurityPage } from "../../../features/security/components/security-page.tsx";
import { optionalString, searchParams } from "../../../lib/search-params.ts";
import { requireAdminAccount } from "../../../lib/session/auth-guard.ts";

/**
 * Two-step verification of admins (decision 053). `redirect`: the admin page the admin was on the
 * way to when the admin area asked for the second factor.
 */
export const Route = createFileRoute("/_auth/panel/security")({
  validateSearch: searchParams({ redirect: optionalString() }),
  beforeLoad: requireAdminAccount,
  component: SecurityPage,
});
