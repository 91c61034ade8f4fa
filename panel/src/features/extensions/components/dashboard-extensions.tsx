import { useExtensionStatus } from "../hooks/use-extension-status.ts";
import { ExtensionAlerts } from "./extension-alerts.tsx";
import { SetupChecklist } from "./setup-checklist.tsx";

/**
 * The dashboard's extension strip: the outdated and blocked alerts when they apply, and the setup
 * checklist until this browser is set up or the user hides it.
 */
export function DashboardExtensions() {
  const { status } = useExtensionStatus();
  return (
    <div className="flex flex-col gap-3 empty:hidden" data-testid="dashboard-extensions">
      <ExtensionAlerts status={status} />
      <SetupChecklist status={status} />
    </div>
  );
}
