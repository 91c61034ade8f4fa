import { useQuery } from "@tanstack/react-query";
import { healthWord } from "../lib/health-words.ts";
import { useLocale } from "../lib/locale.tsx";
import { type ServiceIncident, serviceIncident, serviceStatusQueryOptions } from "../lib/service-status.ts";

const TONE: Record<ServiceIncident["state"], string> = {
  degraded: "text-amber-900",
  down: "text-red-800",
};
const BOX: Record<ServiceIncident["state"], string> = {
  degraded: "border-amber-200 bg-amber-50",
  down: "border-red-200 bg-red-50",
};

/**
 * "Down since …. We are fixing it." (the status page's words, issue 44) on a service card ("inline") or the service's page ("box")
 * while the public status says the service is degraded or down. Nothing while the status loads,
 * when it fails, or when the service is operational.
 */
export function ServiceIncidentNotice({
  service,
  variant = "inline",
}: {
  service: { uuid?: string; slug: string };
  variant?: "inline" | "box";
}) {
  const { t, locale } = useLocale();
  const status = useQuery(serviceStatusQueryOptions());
  const incident = serviceIncident(status.data, service);
  if (!incident) return null;
  const since = incident.since ? new Date(incident.since) : null;
  const text =
    since && !Number.isNaN(since.getTime())
      ? t("services.incident.notice", {
          state: healthWord(t, incident.state),
          time: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(since),
        })
      : t("services.incident.noticeNoTime", { state: healthWord(t, incident.state) });
  const Tag = variant === "box" ? "p" : "span";
  return (
    <Tag
      data-testid="service-incident-notice"
      data-state={incident.state}
      role={variant === "box" ? "status" : undefined}
      className={`flex items-start gap-1.5 text-sm ${TONE[incident.state]} ${
        variant === "box" ? `rounded-lg border p-3 ${BOX[incident.state]}` : "mt-1 text-xs"
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
        <path d="M10 2a1 1 0 0 1 .87.5l7 12.5A1 1 0 0 1 17 16.5H3a1 1 0 0 1-.87-1.5l7-12.5A1 1 0 0 1 10 2Zm0 5a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" />
      </svg>
      <span>{text}</span>
    </Tag>
  );
}
