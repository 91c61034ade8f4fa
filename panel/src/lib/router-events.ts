import { track } from "@app/shared/analytics";
import type { AnyRouter } from "@tanstack/react-router";
import { captureReferralCode } from "./referral-capture.ts";

/**
 * Per navigation: a page_view event (docs/product.md#analytics) and the capture of a `ref` referral
 * code (docs/product.md#referrals) from whatever page the visitor lands on.
 */
export function instrumentRouter(router: AnyRouter): () => void {
  return router.subscribe("onResolved", ({ toLocation, pathChanged, fromLocation }) => {
    captureReferralCode(toLocation.searchStr);
    if (pathChanged || !fromLocation) {
      track("page_view", "Navigation", { page_path: toLocation.pathname, page_location: toLocation.publicHref });
    }
  });
}
