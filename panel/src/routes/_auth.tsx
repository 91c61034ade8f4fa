import { createFileRoute } from "@tanstack/react-router";
import { PanelShell } from "../components/panel-shell.tsx";
import { requireSession } from "../lib/auth-guard.ts";

// Pathless layout of the signed-in area: visitors go to /login (with `redirect`), incomplete
// profiles to /complete-profile (SPEC §4).
export const Route = createFileRoute("/_auth")({
  beforeLoad: requireSession,
  component: PanelShell,
});
