import { createFileRoute } from "@tanstack/react-router";
import { LoginPage } from "../features/auth/components/login-page.tsx";
import { guardLoginPage } from "../features/auth/guards.ts";
import { oneOf, optionalString, searchParams } from "../lib/search-params.ts";
import { FORCED_LOGOUT_REASONS } from "../lib/session/logout-reason.ts";

/**
 * `redirect`: where to go after sign-in (docs/product.md#sessions-in-the-browser). `google` and
 * `returnUrl` are set by the server when it sends the browser back from Google. `reason` is set by
 * a forced logout (a fixed code the page explains). `trial=1`: the visitor came from the site's
 * free-trial button. Malformed values are dropped.
 */
const loginSearchSchema = searchParams({
  redirect: optionalString(),
  returnUrl: optionalString(),
  google: oneOf(["success", "error"]),
  reason: oneOf(FORCED_LOGOUT_REASONS),
  trial: oneOf([1]),
});

export const Route = createFileRoute("/login")({
  validateSearch: loginSearchSchema,
  beforeLoad: guardLoginPage,
  component: LoginPage,
});
