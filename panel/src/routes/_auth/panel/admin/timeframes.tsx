import { createFileRoute } from "@tanstack/react-router";
import { TimeframesPage } from "../../../../features/admin-catalogue/components/timeframes-page.tsx";

export const Route = createFileRoute("/_auth/panel/admin/timeframes")({
  component: TimeframesPage,
});
