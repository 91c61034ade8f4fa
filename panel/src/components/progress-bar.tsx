/** Clamps a percentage to 0…100 (NaN → 0). */
function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * A determinate progress bar (role="progressbar", aria-valuenow 0…100). `valueText` is what
 * assistive technology reads instead of the bare number, e.g. "12 of 40 processed".
 */
export function ProgressBar({
  label,
  value,
  valueText,
  tone = "brand",
  testId,
}: {
  label: string;
  /** Percent, 0…100. */
  value: number;
  valueText?: string | undefined;
  tone?: "brand" | "success" | "danger";
  testId?: string | undefined;
}) {
  const percent = clampPercent(value);
  const fill = tone === "success" ? "bg-green-600" : tone === "danger" ? "bg-red-600" : "bg-brand-600";
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent * 10) / 10}
      aria-valuetext={valueText}
      data-testid={testId}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className={`h-full rounded-full transition-[width] duration-500 ${fill}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
