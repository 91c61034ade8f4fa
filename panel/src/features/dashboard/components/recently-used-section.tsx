import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { ServiceLogo } from "../../../components/service-logo.tsx";
import { ServiceKind } from "../../../components/service-type-icon.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import { recentlyUsedQueryOptions } from "../api.ts";

/**
 * Recently used services (docs/product.md#services-and-shared-accounts), most recent first; each
 * opens its access page in a new tab.
 */
export function RecentlyUsedSection() {
  const { t, locale } = useLocale();
  const recent = useQuery(recentlyUsedQueryOptions());
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const number = new Intl.NumberFormat(locale);

  return (
    <section aria-labelledby="recently-used-heading" className="flex flex-col gap-3" data-testid="recently-used">
      <h2 id="recently-used-heading" className="text-lg font-semibold">
        {t("services.recentlyUsed")}
      </h2>
      {recent.isPending ? (
        <ul
          aria-busy="true"
          className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
        >
          {[0, 1, 2].map((index) => (
            <li key={index} className="flex items-center gap-3 p-3">
              <Skeleton className="size-8 shrink-0" />
              <Skeleton className="h-4 w-1/3" />
            </li>
          ))}
        </ul>
      ) : recent.isError ? (
        <QueryLoadError query={recent} loadFailed={t("services.recentlyUsedFailed")} />
      ) : recent.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
          {t("services.recentlyUsedEmpty")}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {recent.data.map((service) => {
            const last = service.lastAccessedAt ? new Date(service.lastAccessedAt) : null;
            return (
              <li key={service.uuid} data-testid="recent-service">
                <Link
                  to="/panel/service/$slug"
                  params={{ slug: service.slug }}
                  target="_blank"
                  rel="noopener"
                  className="flex items-center gap-3 p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <ServiceLogo name={service.name} src={service.logo} size={32} />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-medium text-slate-900">{service.name}</span>
                    <span className="flex flex-wrap gap-x-3 text-xs text-slate-500">
                      {last && !Number.isNaN(last.getTime()) ? (
                        <time dateTime={service.lastAccessedAt ?? undefined}>
                          {t("services.lastUsed", { date: dateTime.format(last) })}
                        </time>
                      ) : null}
                      <span>{t("services.uses", { count: number.format(service.uses) })}</span>
                    </span>
                  </span>
                  <ServiceKind type={service.type_service} />
                  <span className="sr-only">{t("services.opensInNewTab")}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
