import { createFileRoute } from "@tanstack/react-router";
import { AffiliateLayout } from "../../../features/referrals/components/affiliate-layout.tsx";

// Layout of the affiliate section: the invitation page (index) and the dashboard under one tab bar.
export const Route = createFileRoute("/_auth/panel/affiliate")({
  component: AffiliateLayout,
});
