import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../../components/placeholder-page.tsx";

// Placeholder until the profile issue replaces it with a page from features/.
export const Route = createFileRoute("/_auth/panel/profile")({
  component: ProfilePage,
});

function ProfilePage() {
  return <PlaceholderPage titleKey="panel.nav.profile" />;
}
