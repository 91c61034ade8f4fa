import { useAccessExtensionLink } from "../hooks/use-access-extension-link.ts";
import { useExtensionStatus } from "../hooks/use-extension-status.ts";
import { ExtensionAlerts } from "./extension-alerts.tsx";
import { SetupGuideLauncher } from "./setup-guide-launcher.tsx";

/**
 * The dashboard's extension strip: the outdated and blocked alerts when they apply, and the setup
 * guide button (the guide also opens by itself for a user with services and no extension).
 */
export function DashboardExtensions() {
  const { status } = useExtensionStatus();
  useAccessExtensionLink();
  return (
    <div className="mb-6 flex flex-col gap-3" data-testid="dashboard-extensions">
      <ExtensionAlerts status={status} />
      <div className="flex justify-end">
        <SetupGuideLauncher autoOpen />
      </div>
    </div>
  );
}
