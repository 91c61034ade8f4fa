import { useMemo } from "react";
import { extensionState, useExtensionBridge } from "../../../lib/extension-bridge.ts";
import { useExtensionReleases } from "../api.ts";

/**
 * The releases from the API combined with what the bridge heard: each extension's state, the
 * outdated ones and the installed conflicting extensions. `status` is undefined while loading.
 */
export function useExtensionStatus() {
  const releases = useExtensionReleases();
  const bridge = useExtensionBridge();
  const status = useMemo(
    () => (releases.data ? extensionState(releases.data, bridge) : undefined),
    [releases.data, bridge],
  );
  return { releases, bridge, status };
}
