import { Skeleton } from "./skeleton.tsx";

/**
 * One figure of a summary: a label, the value and an optional detail line. Render inside a <dl>
 * (the card is a group of <dt>/<dd>).
 */
export function StatCard({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: string;
  detail?: string | undefined;
  testId?: string | undefined;
}) {
  return (
    <div
      className="flex min-w-0 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={testId}
    >
      <dt className="text-sm text-slate-600">{label}</dt>
      {/* Large sums (IDR 35,029,034,000) get a smaller size and may wrap rather than leave the card. */}
      <dd
        className={`${value.length > 14 ? "text-xl" : "text-2xl"} font-semibold text-slate-900 tabular-nums [overflow-wrap:anywhere]`}
      >
        {value}
      </dd>
      {detail ? <dd className="text-xs text-slate-500">{detail}</dd> : null}
    </div>
  );
}

/** One figure of a StatGrid. */
export interface Stat {
  testId: string;
  label: string;
  value: string;
  detail?: string | undefined;
}

/** A summary's figures as StatCards in a <dl>, laid out by `className` (the grid its skeleton shares). */
export function StatGrid({ stats, className }: { stats: readonly Stat[]; className: string }) {
  return (
    <dl className={className}>
      {stats.map((stat) => (
        <StatCard key={stat.testId} {...stat} />
      ))}
    </dl>
  );
}

/** Placeholders while a summary loads: `cards` stat cards over a chart (grid classes as the loaded one). */
export function StatCardsSkeleton({
  cards,
  gridClassName,
  testId,
}: {
  cards: number;
  gridClassName: string;
  testId: string;
}) {
  return (
    <div aria-busy="true" className="flex flex-col gap-4" data-testid={testId}>
      <div className={gridClassName}>
        {Array.from({ length: cards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-24 w-full" />
        ))}
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
