import { PaymentReturnNotice } from "./payment-return-notice.tsx";
import { SubscriptionInfoCard } from "./subscription-info-card.tsx";

/** The dashboard's subscription block: the payment-return notice (if any) above the card. */
export function SubscriptionSection() {
  return (
    <div className="flex flex-col gap-3">
      <PaymentReturnNotice />
      <SubscriptionInfoCard />
    </div>
  );
}
