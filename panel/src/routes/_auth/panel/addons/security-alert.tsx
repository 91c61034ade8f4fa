import { createFileRoute } from "@tanstack/react-router";
import { SecurityAlertPage } from "../../../../features/extensions/components/security-alert-page.tsx";

export const Route = createFileRoute("/_auth/panel/addons/security-alert")({
  component: SecurityAlertPage,
});
