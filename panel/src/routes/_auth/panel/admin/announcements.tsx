import { createFileRoute } from "@tanstack/react-router";
import { AnnouncementsPage } from "../../../../features/admin-announcements/components/announcements-page.tsx";

// No loader: the page's own query shows skeleton rows while the list loads.
export const Route = createFileRoute("/_auth/panel/admin/announcements")({
  component: AnnouncementsPage,
});
