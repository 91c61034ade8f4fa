import { createFileRoute } from "@tanstack/react-router";
import { AdminLayout } from "../../../../features/admin/components/admin-layout.tsx";
import { loadAdminDictionary } from "../../../../lib/dictionary.ts";
import { currentLocale } from "../../../../lib/locale.tsx";
import { requireAdmin } from "../../../../lib/session/auth-guard.ts";

// Admin section: the component is split into its own lazy chunk by autoCodeSplitting; the role
// guard (admin only, others go to /panel) runs before that chunk is requested, and the admin
// area's text is loaded with it (ordinary users download neither).
export const Route = createFileRoute("/_auth/panel/admin")({
  beforeLoad: async (args) => {
    await requireAdmin(args);
    await loadAdminDictionary(currentLocale());
  },
  component: AdminLayout,
});
