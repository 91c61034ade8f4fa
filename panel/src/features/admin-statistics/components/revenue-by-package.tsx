import { formatPrice } from "@app/shared/cart";
import { pluralForm } from "@app/shared/i18n/plural";
import type { PackageRevenue } from "@app/shared/schemas/insights";
import { TitledCard } from "../../../components/titled-card.tsx";
import { useLocale } from "../../../lib/locale.tsx";

/** Rows by currency, in the answer's order (the largest amount first within a currency). */
function byCurrency(rows: readonly PackageRevenue[]): [string, PackageRevenue[]][] {
  const groups = new Map<string, PackageRevenue[]>();
  for (const row of rows) groups.set(row.currency, [...(groups.get(row.currency) ?? []), row]);
  return [...groups].map(([currency, list]) => [currency, [...list].sort((a, b) => b.amount - a.amount)]);
}

/**
 * The period's completed purchases by package: a list of bars, each with the package's revenue and
 * number of purchases written beside it (the bar only repeats the amount, so it is hidden from
 * assistive technology). One list per currency when there are several.
 */
export function RevenueByPackage({ rows }: { rows: readonly PackageRevenue[] }) {
  const { t, locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  const groups = byCurrency(rows);

  return (
    <TitledCard
      headingId="revenue-by-package-heading"
      testId="revenue-by-package"
      title={t("adminStats.byPackage.title")}
      intro={t("adminStats.byPackage.intro")}
      className="flex flex-col gap-4 shadow-sm"
    >
      {groups.length === 0 ? (
        <p data-testid="revenue-by-package-empty" className="text-sm text-slate-600">
          {t("adminStats.byPackage.empty")}
        </p>
      ) : (
        groups.map(([currency, list]) => {
          const largest = Math.max(1, ...list.map((row) => row.amount));
          const headingId = `revenue-by-package-${currency}`;
          return (
            <div key={currency} className="flex flex-col gap-2">
              {groups.length > 1 ? (
                <h3 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                  {t("adminStats.byPackage.currency", { currency })}
                </h3>
              ) : null}
              <ul className="flex flex-col gap-3" aria-labelledby={groups.length > 1 ? headingId : undefined}>
                {list.map((row) => (
                  <li
                    key={`${row.packageUuid ?? row.name}-${currency}`}
                    data-testid="revenue-package"
                    className="flex flex-col gap-1"
                  >
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                      <span
                        className="min-w-0 font-medium break-words text-slate-900"
                        data-testid="revenue-package-name"
                      >
                        {row.name}
                      </span>
                      <span className="text-slate-700">
                        <span className="font-semibold text-slate-900" data-testid="revenue-package-amount">
                          {formatPrice(row.amount, row.currency, locale)}
                        </span>
                        {" · "}
                        <span data-testid="revenue-package-count">
                          {t(`adminStats.byPackage.purchases.${pluralForm(locale, row.count)}`, {
                            count: number.format(row.count),
                          })}
                        </span>
                      </span>
                    </div>
                    <div aria-hidden="true" className="h-2.5 w-full overflow-hidden rounded-full bg-slate-100">
                      <div
                        data-testid="revenue-package-bar"
                        className="h-full rounded-full bg-brand-600"
                        style={{ width: `${Math.max(1, Math.round((row.amount / largest) * 100))}%` }}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
    </TitledCard>
  );
}
