import { createFileRoute } from "@tanstack/react-router";
import { AdminExtensionsPage } from "../../../../features/admin-extensions/components/admin-extensions-page.tsx";

export const Route = createFileRoute("/_auth/panel/admin/extensions")({
  component: AdminExtensionsPage,
});
