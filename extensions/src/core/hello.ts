/**
 * Content script on the panel's origins: announces that PremiumHub Access is installed, and its
 * version (docs/decisions/027-extension-states-bridge-and-setup-guide.md). Nothing secret: any page
 * script could post the same. The Access extension reports no conflicts itself; the Session Helper
 * does.
 */
import { APP_ORIGINS, VERSION } from "../shared/config.ts";
import { onHelloRequest, postHello } from "../shared/hello.ts";
import { isAppOrigin } from "../shared/origins.ts";

// Firefox's match patterns take no port (decision 059): only the app's exact origins are the panel.
if (isAppOrigin(window.location.origin, APP_ORIGINS)) {
  const announce = () => postHello("core", VERSION, []);
  onHelloRequest(announce);
  announce();
}
