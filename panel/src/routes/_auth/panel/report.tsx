import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../../components/placeholder-page.tsx";

// Placeholder until the report issue replaces it with a page from features/.
export const Route = createFileRoute("/_auth/panel/report")({
  component: ReportPage,
});

function ReportPage() {
  return <PlaceholderPage titleKey="panel.nav.report" />;
}
