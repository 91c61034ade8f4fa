import { pluralForm } from "@app/shared/i18n/plural";
import type { PackageService } from "@app/shared/schemas/packages";
import { ServiceLogo } from "../../../components/service-logo.tsx";
import { useLocale } from "../../../lib/locale.tsx";

const SHOWN = 5;

/**
 * How many services a package includes, with the first logos (issue 46: every offer of a package,
 * the pricing cards' and the trial's, says what it includes). Names are in the logos' titles and in
 * the list read to screen readers.
 */
export function IncludedServices({ services }: { services: readonly PackageService[] }) {
  const { t, locale } = useLocale();
  if (services.length === 0) return null;
  const number = new Intl.NumberFormat(locale);
  const rest = services.length - SHOWN;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="included-services">
      <p className="text-sm font-semibold text-slate-900">
        {t(`pricing.services.count.${pluralForm(locale, services.length)}`, { count: number.format(services.length) })}
      </p>
      <ul className="flex flex-wrap items-center gap-1.5" aria-label={services.map((s) => s.name).join(", ")}>
        {services.slice(0, SHOWN).map((service) => (
          <li key={service.id} title={service.name} data-testid="included-service-logo">
            <ServiceLogo name={service.name} src={service.logoUrl} size={24} decorative />
          </li>
        ))}
        {rest > 0 ? (
          <li className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-700" aria-hidden="true">
            {t("pricing.services.more", { count: number.format(rest) })}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
