import { createFileRoute } from "@tanstack/react-router";
import { ProfilePage } from "../../../features/profile/components/profile-page.tsx";

export const Route = createFileRoute("/_auth/panel/profile")({
  component: ProfilePage,
});
