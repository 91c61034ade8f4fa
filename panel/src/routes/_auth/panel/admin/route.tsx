import { createFileRoute } from "@tanstack/react-router";
import { AdminLayout } from "../../../../features/admin/components/admin-layout.tsx";
import { requireAdmin } from "../../../../lib/session/auth-guard.ts";

// Admin section: the component is split into its own lazy chunk by autoCodeSplitting; the role
// guard (admin only, others go to /panel) runs before that chunk is requested.
export const Route = createFileRoute("/_auth/panel/admin")({
  beforeLoad: requireAdmin,
  component: AdminLayout,
});
