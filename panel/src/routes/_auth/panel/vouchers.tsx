import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../../components/placeholder-page.tsx";

// Placeholder until the vouchers issue replaces it with a page from features/.
export const Route = createFileRoute("/_auth/panel/vouchers")({
  component: VouchersPage,
});

function VouchersPage() {
  return <PlaceholderPage titleKey="panel.nav.vouchers" />;
}
