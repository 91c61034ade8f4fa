import { createFileRoute } from "@tanstack/react-router";
import { AdminHomePage } from "../../../../features/admin/components/admin-home-page.tsx";

export const Route = createFileRoute("/_auth/panel/admin/")({
  component: AdminHomePage,
});
