import { createFileRoute } from "@tanstack/react-router";
import { CheckoutPage } from "../features/commerce/components/checkout-page.tsx";
import { matching, oneOf, searchParams } from "../lib/search-params.ts";
import { requireSession } from "../lib/session/auth-guard.ts";

/**
 * `renew`: the package of a reminder mail's link, put in the cart on arrival (issue 43).
 * `payment`/`transaction`: set by the provider's cancel redirect. `replaced`: the currency of the
 * items a repeat order pushed out of the cart (one currency per cart). Malformed values are dropped.
 */
const checkoutSearchSchema = searchParams({
  payment: oneOf(["canceled"]),
  transaction: matching(/^[0-9a-f-]{36}$/i),
  replaced: matching(/^[A-Z]{3}$/),
  renew: matching(/^[0-9a-f-]{36}$/i),
});

// Signed-in users only (the same guard as the panel), outside the panel's layout.
export const Route = createFileRoute("/checkout")({
  validateSearch: checkoutSearchSchema,
  beforeLoad: requireSession,
  component: CheckoutPage,
});
