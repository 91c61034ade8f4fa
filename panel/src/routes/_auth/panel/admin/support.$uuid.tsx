import { createFileRoute } from "@tanstack/react-router";
import { SupportConversationPage } from "../../../../features/admin-support/components/support-conversation-page.tsx";

export const Route = createFileRoute("/_auth/panel/admin/support/$uuid")({
  component: SupportConversationPage,
});
