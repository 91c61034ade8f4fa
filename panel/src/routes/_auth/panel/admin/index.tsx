import { createFileRoute } from "@tanstack/react-router";
import { AdminHomePage } from "../../../../features/admin/components/admin-home-page.tsx";
import { AdminDashboard } from "../../../../features/admin-dashboard/components/admin-dashboard.tsx";
import { SupportNavBadge } from "../../../../features/admin-support/components/support-nav-badge.tsx";

export const Route = createFileRoute("/_auth/panel/admin/")({
  component: AdminIndex,
});

// The admin home: the section links (features/admin) with the support inbox's unread count
// (features/admin-support) above the overview (features/admin-dashboard).
function AdminIndex() {
  return <AdminHomePage dashboard={<AdminDashboard />} supportBadge={<SupportNavBadge />} />;
}
