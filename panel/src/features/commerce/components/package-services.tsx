import { pluralForm } from "@app/shared/i18n/plural";
import type { PackageService } from "@app/shared/schemas/packages";
import { ServiceLogo } from "../../../components/service-logo.tsx";
import { useLocale } from "../../../lib/locale.tsx";

/** The row of logos stops here; "See all N services" lists every one. */
export const MAX_SERVICE_LOGOS = 5;

/**
 * What a package includes, as the pricing cards show it: the number of services, up to five logos
 * and the full list one click away (a native disclosure). Nothing when it includes none.
 */
export function PackageServices({ name, services }: { name: string; services: PackageService[] }) {
  const { t, locale } = useLocale();
  if (services.length === 0) return null;
  const number = new Intl.NumberFormat(locale);
  const count = number.format(services.length);
  const plural = pluralForm(locale, services.length);
  const rest = services.length - MAX_SERVICE_LOGOS;
  return (
    <div data-testid="package-services" className="mt-3 flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-900">{t(`pricing.services.count.${plural}`, { count })}</p>
      <ul className="flex flex-wrap items-center gap-2">
        {services.slice(0, MAX_SERVICE_LOGOS).map((service) => (
          <li key={service.id} data-testid="package-service-logo">
            <ServiceLogo name={service.name} src={service.logoUrl} size={32} />
          </li>
        ))}
        {rest > 0 ? (
          <li className="rounded-full bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700">
            {t("pricing.services.more", { count: number.format(rest) })}
          </li>
        ) : null}
      </ul>
      <details className="text-sm">
        <summary
          data-testid="package-services-toggle"
          className="cursor-pointer rounded font-medium text-brand-700 hover:underline"
        >
          {t(`pricing.services.seeAll.${plural}`, { count })}
        </summary>
        <ul
          aria-label={t("pricing.services.listLabel", { name })}
          className="mt-2 grid gap-x-3 gap-y-2 text-slate-700 sm:grid-cols-2"
        >
          {services.map((service) => (
            <li key={service.id} className="flex min-w-0 items-center gap-2">
              <ServiceLogo name={service.name} src={service.logoUrl} size={20} decorative />
              <span className="truncate">{service.name}</span>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
