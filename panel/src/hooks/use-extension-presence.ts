import { useEffect, useState } from "react";
import { useExtensionBridge } from "../lib/extension-bridge.ts";

/** Both extensions must be installed for a cookie service to open (the hello ids they announce). */
const REQUIRED_EXTENSIONS = ["core", "helper"] as const;
/**
 * How long after the page started the extensions' hellos are waited for before they count as
 * missing: they answer the bridge's request at start within milliseconds, so this is generous.
 */
export const HELLO_GRACE_MS = 1500;

export type ExtensionPresence = "checking" | "present" | "absent";

/**
 * Whether this browser has both extensions, from the hellos the bridge heard since the page
 * loaded: "checking" during the first moments of the page, then "present" or "absent".
 */
export function useExtensionPresence(graceMs = HELLO_GRACE_MS): ExtensionPresence {
  const bridge = useExtensionBridge();
  const present = REQUIRED_EXTENSIONS.every((id) => Object.hasOwn(bridge.versions, id));
  const [waited, setWaited] = useState(() => performance.now() >= graceMs);
  useEffect(() => {
    if (waited || present) return;
    const timer = setTimeout(() => setWaited(true), Math.max(0, graceMs - performance.now()));
    return () => clearTimeout(timer);
  }, [waited, present, graceMs]);
  return present ? "present" : waited ? "absent" : "checking";
}
