import type { ServiceAccessDto } from "@app/shared/schemas/catalogue";
import { Link } from "@tanstack/react-router";
import { Button, buttonClass } from "../../../components/button.tsx";
import { OpenServiceStatus } from "../../../components/open-service-failure.tsx";
import { useExtensionPresence } from "../../../hooks/use-extension-presence.ts";
import { useOpenService } from "../../../hooks/use-open-service.ts";
import { canInstallExtensions } from "../../../lib/can-install-extensions.ts";
import { useT } from "../../../lib/locale.tsx";

/**
 * A cookie service opens through the Access extension. Without the extensions in this browser the
 * button says to install them first and leads to the setup guide, instead of a signed-out site; on
 * a phone, where they cannot be installed, it says the service opens on a computer.
 */
export function OpenWithExtension({ service }: { service: ServiceAccessDto }) {
  const t = useT();
  const presence = useExtensionPresence();
  const { state, open } = useOpenService(service.uuid);

  if (!canInstallExtensions()) {
    return (
      <div className="flex flex-col items-start gap-2" data-testid="open-with-extension">
        <p className="text-sm text-slate-700" data-testid="service-on-computer">
          {t("services.access.onComputer")}
        </p>
        <Link to="/panel/addons" className={buttonClass("secondary", "md")}>
          {t("services.access.onComputerLink")}
        </Link>
      </div>
    );
  }
  if (presence === "absent" && state.kind === "idle") {
    return (
      <div className="flex flex-col items-start gap-2" data-testid="open-with-extension">
        <p className="text-sm text-slate-700" data-testid="service-needs-extensions">
          {t("services.access.needsExtensions")}
        </p>
        <Link
          to="/panel/addons"
          search={{ guide: 1 }}
          className={buttonClass()}
          data-testid="service-install-extensions"
        >
          {t("services.access.installFirst")}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3" data-testid="open-with-extension">
      <p className="text-sm text-slate-700" data-testid="cookie-note">
        {t("services.access.cookieNote")}
      </p>
      <div>
        <Button
          onClick={() => void open()}
          disabled={state.kind === "opening"}
          data-testid="service-open"
          className="inline-flex items-center gap-2"
        >
          {state.kind === "opening" ? t("services.access.opening") : t("services.access.open", { name: service.name })}
          <span className="sr-only">{t("services.opensInNewTab")}</span>
        </Button>
      </div>
      <OpenServiceStatus state={state} serviceUuid={service.uuid} name={service.name} openedTestId="service-opened" />
    </div>
  );
}
