import { useEffect, useState } from "react";
import { useExtensionBridge } from "../../../lib/extension-bridge.ts";
import { useHasServices } from "../api.ts";

/** How long the page waits for an extension's hello before deciding none is installed. */
export const HELLO_GRACE_MS = 1500;

/** Once per page load: module state lives as long as the loaded page. */
let autoOpenedThisPageLoad = false;

/** Tests only: forget that the guide already opened by itself. */
export function resetSetupAutoOpen(): void {
  autoOpenedThisPageLoad = false;
}

/**
 * Calls `open` once per page load when the user has services (GET /users/services is not empty)
 * and no extension announced itself within HELLO_GRACE_MS of this hook mounting.
 */
export function useSetupAutoOpen(open: () => void, enabled = true): void {
  const { detected } = useExtensionBridge();
  const hasServices = useHasServices(enabled && !autoOpenedThisPageLoad);
  const [graceOver, setGraceOver] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => setGraceOver(true), HELLO_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [enabled]);

  useEffect(() => {
    if (!enabled || autoOpenedThisPageLoad || !graceOver || detected || hasServices.data !== true) return;
    autoOpenedThisPageLoad = true;
    open();
  }, [enabled, graceOver, detected, hasServices.data, open]);
}
