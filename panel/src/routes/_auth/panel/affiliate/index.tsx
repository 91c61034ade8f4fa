import { createFileRoute } from "@tanstack/react-router";
import { InvitationPage } from "../../../../features/referrals/components/invitation-page.tsx";

// No loader: the apply box and the tier highlight load on their own.
export const Route = createFileRoute("/_auth/panel/affiliate/")({
  component: InvitationPage,
});
