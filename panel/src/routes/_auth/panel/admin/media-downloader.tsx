import { createFileRoute } from "@tanstack/react-router";
import { MediaUsagePage } from "../../../../features/admin-tools/components/media-usage-page.tsx";

export const Route = createFileRoute("/_auth/panel/admin/media-downloader")({
  component: MediaUsagePage,
});
