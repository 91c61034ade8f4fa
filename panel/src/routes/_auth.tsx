import { createFileRoute } from "@tanstack/react-router";
import { PanelShell } from "../components/panel-shell.tsx";
import { requireSession } from "../lib/auth-guard.ts";

// Pathless layout of the signed-in area. The guard is a placeholder until the auth issue.
export const Route = createFileRoute("/_auth")({
  beforeLoad: requireSession,
  component: PanelShell,
});
