import { createFileRoute } from "@tanstack/react-router";
import { OutdatedExtensionsPage } from "../../../../features/extensions/components/outdated-page.tsx";

export const Route = createFileRoute("/_auth/panel/addons/outdated")({
  component: OutdatedExtensionsPage,
});
