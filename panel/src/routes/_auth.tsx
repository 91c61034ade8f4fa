import { createFileRoute } from "@tanstack/react-router";
import { PanelShell } from "../components/panel-shell.tsx";
import { RenewalBanner } from "../features/commerce/components/renewal-banner.tsx";
import { useAccessExtensionLink } from "../features/extensions/hooks/use-access-extension-link.ts";
import { SupportLauncher } from "../features/support/components/support-launcher.tsx";
import { requireSession } from "../lib/session/auth-guard.ts";

// Pathless layout of the signed-in area: visitors go to /login (with `redirect`), incomplete
// profiles to /complete-profile (docs/product.md#sessions-in-the-browser).
export const Route = createFileRoute("/_auth")({
  beforeLoad: requireSession,
  component: AuthLayout,
});

// The support chat launcher floats above every page of the signed-in area; a failed renewal's
// banner heads each of them. The Access extension is linked on whichever page comes first: admins
// land in the admin area, not on the dashboard (issue 44).
function AuthLayout() {
  useAccessExtensionLink();
  return <PanelShell overlay={<SupportLauncher />} banner={<RenewalBanner />} />;
}
