import { createFileRoute } from "@tanstack/react-router";
import { ServiceAccessPage } from "../../../../features/services/components/service-access-page.tsx";

// The access page of one service, opened in a new tab from a dashboard card. No loader: the page
// shows its own skeleton and a page per refusal (403 code) or unknown slug (404).
export const Route = createFileRoute("/_auth/panel/service/$slug")({
  component: ServiceAccessPage,
});
