import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../../components/placeholder-page.tsx";

// Placeholder until the affiliate issue replaces it with a page from features/.
export const Route = createFileRoute("/_auth/panel/affiliate")({
  component: AffiliatePage,
});

function AffiliatePage() {
  return <PlaceholderPage titleKey="panel.nav.referral" />;
}
