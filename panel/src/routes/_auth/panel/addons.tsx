import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../../components/placeholder-page.tsx";

// Placeholder until the addons issue replaces it with a page from features/.
export const Route = createFileRoute("/_auth/panel/addons")({
  component: AddonsPage,
});

function AddonsPage() {
  return <PlaceholderPage titleKey="panel.nav.addons" />;
}
