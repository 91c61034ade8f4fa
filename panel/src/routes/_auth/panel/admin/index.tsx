import { createFileRoute } from "@tanstack/react-router";
import { AdminHomePage } from "../../../../features/admin/components/admin-home-page.tsx";
import { AdminDashboard } from "../../../../features/admin-dashboard/components/admin-dashboard.tsx";

export const Route = createFileRoute("/_auth/panel/admin/")({
  component: AdminIndex,
});

// The admin home (features/admin) with the overview (features/admin-dashboard).
function AdminIndex() {
  return <AdminHomePage dashboard={<AdminDashboard />} />;
}
