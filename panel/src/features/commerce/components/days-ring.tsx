import { pluralForm } from "@app/shared/i18n/plural";
import type { SubscriptionInfo } from "@app/shared/schemas/commerce";
import { useLocale } from "../../../lib/locale.tsx";

const DAY_MS = 86_400_000;
/** From this many days left the ring turns amber: time to renew. */
const SOON_DAYS = 7;
const SIZE = 96;
const STROKE = 8;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function time(value: string | null): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Whole days left until the end date (a partial day counts as one, so an active subscription never
 * reads 0) out of the subscription's length from its start date; null without an end date.
 */
export function daysRemaining(
  info: Pick<SubscriptionInfo, "startDate" | "endDate" | "status">,
  now: number = Date.now(),
): { left: number; total: number } | null {
  const end = time(info.endDate);
  if (end === null) return null;
  const left = info.status === "Active" ? Math.max(0, Math.ceil((end - now) / DAY_MS)) : 0;
  const start = time(info.startDate);
  const length = start === null ? 0 : Math.ceil((end - start) / DAY_MS);
  return { left, total: Math.max(left, length, 1) };
}

/** A donut of the days left out of the subscription's length, the number inside. */
export function DaysRing({ left, total }: { left: number; total: number }) {
  const { t, locale } = useLocale();
  const plural = pluralForm(locale, left);
  const count = new Intl.NumberFormat(locale).format(left);
  const fraction = Math.min(1, Math.max(0, left / total));
  const tone = left <= SOON_DAYS ? "text-amber-500" : "text-brand-600";
  return (
    <div
      role="img"
      aria-label={t(`subscription.daysLeft.${plural}`, { count })}
      data-testid="subscription-days-ring"
      className="relative grid size-24 shrink-0 place-items-center"
    >
      <svg aria-hidden="true" viewBox={`0 0 ${SIZE} ${SIZE}`} className="absolute inset-0 size-full -rotate-90">
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-slate-100" />
        {fraction > 0 ? (
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            strokeWidth={STROKE}
            strokeLinecap="round"
            stroke="currentColor"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
            className={`${tone} transition-[stroke-dashoffset] duration-700`}
          />
        ) : null}
      </svg>
      <span aria-hidden="true" className="relative flex flex-col items-center leading-none">
        <span className="text-2xl font-semibold text-slate-900 tabular-nums">{count}</span>
        <span className="mt-1 text-[11px] font-medium text-slate-600">{t(`subscription.ringUnit.${plural}`)}</span>
      </span>
    </div>
  );
}
