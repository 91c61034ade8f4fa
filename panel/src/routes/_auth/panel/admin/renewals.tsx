import { createFileRoute } from "@tanstack/react-router";
import { RenewalsPage } from "../../../../features/admin-renewals/components/renewals-page.tsx";

export const Route = createFileRoute("/_auth/panel/admin/renewals")({
  component: RenewalsPage,
});
