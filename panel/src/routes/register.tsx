import { createFileRoute } from "@tanstack/react-router";
import { RegisterPage } from "../features/auth/components/register-page.tsx";
import { guardGuestPage } from "../features/auth/guards.ts";
import { oneOf, optionalString, searchParams } from "../lib/search-params.ts";

/**
 * `ref`: a referral code (docs/product.md#referrals); it is also kept in session storage until
 * used. `trial=1`: the visitor came for the free trial. `redirect`: where to go once the account
 * exists (a package's checkout), kept between sign-in, registration and complete-profile.
 */
const registerSearchSchema = searchParams({
  ref: optionalString({ max: 32 }),
  trial: oneOf([1]),
  redirect: optionalString(),
});

export const Route = createFileRoute("/register")({
  validateSearch: registerSearchSchema,
  beforeLoad: guardGuestPage,
  component: RegisterPage,
});
