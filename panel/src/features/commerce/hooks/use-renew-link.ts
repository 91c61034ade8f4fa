import { packageToCartItem } from "@app/shared/cart";
import { useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { packageQueryOptions } from "../api.ts";
import { addItemToStoredCart } from "./use-cart.ts";

const routeApi = getRouteApi("/checkout");

/**
 * `/checkout?renew=<package>`, the link of the reminder mails (issue 43): puts that package in the
 * cart by the shared rules, then drops `renew` from the address (a reload does not add it again).
 * A package that cannot be bought any more says so and leaves the cart as it was.
 */
export function useRenewLink(renew: string | undefined) {
  const { t } = useLocale();
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = routeApi.useNavigate();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!renew || handled.current === renew) return;
    handled.current = renew;
    const done = (replaced?: string) =>
      void navigate({
        search: (previous) => ({ ...previous, renew: undefined, replaced: replaced ?? previous.replaced }),
        replace: true,
      });
    queryClient.fetchQuery(packageQueryOptions(renew)).then(
      (pkg) => {
        if (pkg.status !== "active") {
          toast.error(t("checkout.renewFailed"), t("checkout.renewUnavailable"));
          return done();
        }
        done(addItemToStoredCart(packageToCartItem(pkg)).replacedCurrency ?? undefined);
      },
      (error: unknown) => {
        toast.error(t("checkout.renewFailed"), apiErrorText(error, t));
        done();
      },
    );
  }, [renew, queryClient, navigate, toast, t]);
}
