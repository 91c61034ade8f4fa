import { Link } from "@tanstack/react-router";
import { ServiceLogo } from "../../../components/service-logo.tsx";
import { ServiceTypeIcon } from "../../../components/service-type-icon.tsx";
import { useT } from "../../../lib/locale.tsx";
import { ServiceIncidentNotice } from "../../services/components/service-incident-notice.tsx";
import type { UserService } from "../api.ts";

/**
 * One card of the services grid: logo, name, category (or Uncategorized) and the type icon. It opens
 * the service's access page in a new tab; the router's Link keeps the /en or /id prefix. A service
 * that the public status shows degraded or down carries a notice.
 */
export function ServiceCard({ service }: { service: UserService }) {
  const t = useT();
  return (
    <Link
      to="/panel/service/$slug"
      params={{ slug: service.slug }}
      target="_blank"
      rel="noopener"
      data-testid="service-card"
      className="group flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <ServiceLogo name={service.name} src={service.logo} size={48} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium text-slate-900 group-hover:text-brand-700" data-testid="service-name">
          {service.name}
        </span>
        <span className="truncate text-sm text-slate-500" data-testid="service-category">
          {service.categoryName || t("services.uncategorized")}
        </span>
        <ServiceIncidentNotice service={service} />
      </span>
      <span className="text-slate-500">
        <ServiceTypeIcon type={service.type_service} />
      </span>
      <span className="sr-only">{t("services.opensInNewTab")}</span>
    </Link>
  );
}
