import { createFileRoute } from "@tanstack/react-router";
import { MediaDownloaderPage } from "../../../features/tools/components/media-downloader-page.tsx";

export const Route = createFileRoute("/_auth/panel/media-downloader")({
  component: MediaDownloaderPage,
});
