import { createFileRoute } from "@tanstack/react-router";
import { AddonsPage } from "../../../../features/extensions/components/addons-page.tsx";

// No loader: the page shows skeleton cards while the releases load.
export const Route = createFileRoute("/_auth/panel/addons/")({
  component: AddonsPage,
});
