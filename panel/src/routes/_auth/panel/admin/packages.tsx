import { createFileRoute } from "@tanstack/react-router";
import { PackagesPage } from "../../../../features/admin-catalogue/components/packages-page.tsx";

export const Route = createFileRoute("/_auth/panel/admin/packages")({
  component: PackagesPage,
});
