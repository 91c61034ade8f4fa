import { createFileRoute } from "@tanstack/react-router";
import { SendersPage } from "../../../../features/admin-email/components/senders-page.tsx";

export const Route = createFileRoute("/_auth/panel/admin/email/senders")({
  component: SendersPage,
});
