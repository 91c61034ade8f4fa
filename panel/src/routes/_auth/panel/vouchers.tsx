import { createFileRoute } from "@tanstack/react-router";
import { VouchersPage } from "../../../features/commerce/components/vouchers-page.tsx";

export const Route = createFileRoute("/_auth/panel/vouchers")({
  component: VouchersPage,
});
