import { createFileRoute } from "@tanstack/react-router";
import { PanelNotFound } from "../../../components/not-found.tsx";

// Catch-all: unknown /panel/… paths get a not-found page inside the panel shell.
export const Route = createFileRoute("/_auth/panel/$")({
  component: PanelNotFound,
});
