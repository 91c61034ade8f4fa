import { useEffect, useRef } from "react";
import { ensureAccessLinked } from "../../../lib/access-extension.ts";
import { useExtensionBridge } from "../../../lib/extension-bridge.ts";
import { useSession } from "../../../lib/session/session.ts";

/**
 * Once the Access extension has said hello on a page of a signed-in user, make sure it is linked to
 * this account (docs/decisions/011-browser-extensions.md); once per page load. Failures are not
 * shown here: opening a service links again and says what went wrong.
 */
export function useAccessExtensionLink() {
  const { versions } = useExtensionBridge();
  const { valid, user } = useSession();
  const tried = useRef<string | null>(null);
  const email = valid ? (user?.email ?? null) : null;
  const installed = "core" in versions;

  useEffect(() => {
    if (!installed || !email || tried.current === email) return;
    tried.current = email;
    void ensureAccessLinked(email).catch(() => undefined);
  }, [installed, email]);
}
