import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { CheckoutPage } from "../features/commerce/components/checkout-page.tsx";
import { requireSession } from "../lib/session/auth-guard.ts";

/**
 * `payment`/`transaction`: set by the provider's cancel redirect. `replaced`: the currency of the
 * items a repeat order pushed out of the cart (one currency per cart). Malformed values are dropped.
 */
const checkoutSearchSchema = z.object({
  payment: z.catch(z.optional(z.enum(["canceled"])), undefined),
  transaction: z.catch(z.optional(z.string().check(z.regex(/^[0-9a-f-]{36}$/i))), undefined),
  replaced: z.catch(z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))), undefined),
});

// Signed-in users only (the same guard as the panel), outside the panel's layout.
export const Route = createFileRoute("/checkout")({
  validateSearch: checkoutSearchSchema,
  beforeLoad: requireSession,
  component: CheckoutPage,
});
