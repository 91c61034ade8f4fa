import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../../components/placeholder-page.tsx";

// Placeholder until the transactions issue replaces it with a page from features/.
export const Route = createFileRoute("/_auth/panel/transactions")({
  component: TransactionsPage,
});

function TransactionsPage() {
  return <PlaceholderPage titleKey="panel.nav.transactions" />;
}
