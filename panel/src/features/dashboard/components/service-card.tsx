import { categoryNameFor } from "@app/shared/category-name";
import { Link } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { OpenServiceStatus } from "../../../components/open-service-failure.tsx";
import { ServiceIncidentNotice } from "../../../components/service-incident-notice.tsx";
import { ServiceLogo } from "../../../components/service-logo.tsx";
import { ServiceSeatBadge } from "../../../components/service-seat.tsx";
import { ServiceKind } from "../../../components/service-type-icon.tsx";
import { useExtensionPresence } from "../../../hooks/use-extension-presence.ts";
import { useOpenService } from "../../../hooks/use-open-service.ts";
import { useLocale } from "../../../lib/locale.tsx";
import type { UserService } from "../api.ts";

/**
 * One card of the services grid: logo, name, category when it has one, how it opens, in words, and
 * whether a seat is free for the user (decision 070).
 * With both extensions in this browser a cookie service opens straight from the card, signed in,
 * in a new tab (issue 27); otherwise the card leads to the service's page (the key to copy, or the
 * way to install the extensions). The router's Link keeps the /en or /id prefix either way.
 */
export function ServiceCard({ service }: { service: UserService }) {
  const { t, locale } = useLocale();
  const presence = useExtensionPresence();
  const { state, open } = useOpenService(service.uuid);
  const direct = service.type_service === "cookie" && presence === "present";

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) still opens the service's page.
    if (!direct || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (state.kind !== "opening") void open();
  };

  return (
    <div className="flex h-full flex-col gap-1.5">
      <Link
        to="/panel/service/$slug"
        params={{ slug: service.slug }}
        onClick={onClick}
        aria-busy={state.kind === "opening" || undefined}
        data-testid="service-card"
        data-opens={direct ? "extension" : "page"}
        className="group flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <ServiceLogo name={service.name} src={service.logo} size={48} />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="truncate font-medium text-slate-900 group-hover:text-brand-700" data-testid="service-name">
            {service.name}
          </span>
          <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <ServiceKind type={service.type_service} />
            {service.categoryName ? (
              <span className="truncate text-sm text-slate-500" data-testid="service-category">
                {categoryNameFor(service, locale)}
              </span>
            ) : null}
          </span>
          <ServiceSeatBadge serviceUuid={service.uuid} />
          <ServiceIncidentNotice service={service} />
        </span>
        {direct ? (
          <span className="shrink-0 text-sm font-medium text-brand-700" aria-hidden="true">
            {state.kind === "opening" ? t("services.access.opening") : t("services.card.open")}
          </span>
        ) : null}
        {direct ? <span className="sr-only">{t("services.opensInNewTab")}</span> : null}
      </Link>
      <OpenServiceStatus
        state={state}
        serviceUuid={service.uuid}
        name={service.name}
        openedTestId="service-card-opened"
        className="px-1 empty:hidden"
      />
    </div>
  );
}
