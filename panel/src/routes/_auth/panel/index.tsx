import { createFileRoute } from "@tanstack/react-router";
// announcements: the dashboard's announcement list
import { AnnouncementsSection } from "../../../features/announcements/components/announcements-section.tsx";
import { VerifyEmailBanner, VerifyEmailResend } from "../../../features/auth/components/verify-email-banner.tsx";
import { PaymentReturnNotice } from "../../../features/commerce/components/payment-return-notice.tsx";
import { SubscriptionInfoCard } from "../../../features/commerce/components/subscription-info-card.tsx";
import { TrialOffer } from "../../../features/commerce/components/trial-offer.tsx";
import { DashboardPage } from "../../../features/dashboard/components/dashboard-page.tsx";
// extensions: alerts + setup guide
import { DashboardExtensions } from "../../../features/extensions/components/dashboard-extensions.tsx";
// notices: what the panel tells the user once (days added after a service was down)
import { NoticesBanner } from "../../../features/notices/components/notices-banner.tsx";

// No loader: each dashboard section loads its own data and shows its own skeleton.
export const Route = createFileRoute("/_auth/panel/")({
  component: Dashboard,
});

// Features do not import each other: the route composes the other features' sections into the dashboard.
function Dashboard() {
  return (
    <DashboardPage
      notices={<NoticesBanner />}
      paymentResult={<PaymentReturnNotice />}
      alerts={
        <>
          {/* extensions: outdated/blocked alerts and the setup guide */}
          <DashboardExtensions />
          <VerifyEmailBanner />
        </>
      }
      subscription={<SubscriptionInfoCard />}
      trialSlot={<TrialOffer verifyStep={<VerifyEmailResend />} />}
      announcements={<AnnouncementsSection />}
    />
  );
}
