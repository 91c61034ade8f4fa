import { createFileRoute } from "@tanstack/react-router";
import { ComposePage } from "../../../../features/admin-email/components/compose-page.tsx";

export const Route = createFileRoute("/_auth/panel/admin/email/new")({
  component: ComposePage,
});
