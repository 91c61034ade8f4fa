import { type PointerEvent, useId, useState } from "react";
import { niceMax, xTickIndexes, yTicks } from "../lib/chart-scale.ts";
import { useLocale } from "../lib/locale.tsx";

export interface ChartSeries {
  id: string;
  label: string;
  /** Shown after the label in the legend, e.g. the period's total. */
  total?: string;
  /** Tailwind colour classes: the line's stroke, and the fill of its legend swatch and hover dot. */
  strokeClass: string;
  fillClass: string;
  values: readonly number[];
}

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 12, right: 16, bottom: 28, left: 44 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/**
 * A small dependency-free SVG line chart for daily series: y grid with labels, a few x labels, one
 * line per series, a legend, a hover read-out and the same numbers as a table for screen readers.
 */
export function LineChart({
  title,
  labels,
  series,
  testId = "statistics-chart",
  compactAxis = false,
}: {
  title: string;
  /** data-testid of the figure. */
  testId?: string;
  /** Y-axis labels in compact notation (900K, 1.2M) for large values such as amounts of money. */
  compactAxis?: boolean;
  /** One label per point (e.g. formatted dates). */
  labels: readonly string[];
  series: readonly ChartSeries[];
}) {
  const { t, locale } = useLocale();
  const titleId = useId();
  const [hover, setHover] = useState<number | null>(null);
  const number = new Intl.NumberFormat(locale);
  const axisNumber = compactAxis ? new Intl.NumberFormat(locale, { notation: "compact" }) : number;
  const count = labels.length;
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const x = (index: number) => PAD.left + (count <= 1 ? PLOT_W / 2 : (index / (count - 1)) * PLOT_W);
  const y = (value: number) => PAD.top + PLOT_H - (value / max) * PLOT_H;

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || count === 0) return;
    const svgX = ((event.clientX - box.left) / box.width) * WIDTH;
    const ratio = (svgX - PAD.left) / PLOT_W;
    setHover(Math.min(count - 1, Math.max(0, Math.round(ratio * (count - 1)))));
  };

  return (
    <figure className="flex flex-col gap-3" data-testid={testId}>
      <figcaption id={titleId} className="text-sm font-semibold text-slate-800">
        {title}
      </figcaption>
      <ul className="flex flex-wrap gap-4 text-xs text-slate-600">
        {series.map((s) => (
          <li key={s.id} className="inline-flex items-center gap-2">
            <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
              <rect width="12" height="12" rx="2" className={s.fillClass} />
            </svg>
            {s.total === undefined ? s.label : t("adminStats.legendTotal", { label: s.label, total: s.total })}
          </li>
        ))}
      </ul>
      <div className="relative">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full touch-none select-none"
          aria-hidden="true"
          onPointerMove={onPointerMove}
          onPointerLeave={() => setHover(null)}
        >
          {yTicks(max).map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
              <text
                x={PAD.left - 6}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-slate-500 text-[11px]"
              >
                {axisNumber.format(tick)}
              </text>
            </g>
          ))}
          {xTickIndexes(count).map((index) => (
            <text key={index} x={x(index)} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-500 text-[11px]">
              {labels[index]}
            </text>
          ))}
          {series.map((s) => (
            <polyline
              key={s.id}
              data-series={s.id}
              fill="none"
              strokeWidth={2}
              strokeLinejoin="round"
              strokeLinecap="round"
              className={s.strokeClass}
              points={s.values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(" ")}
            />
          ))}
          {hover !== null ? (
            <g>
              <line
                x1={x(hover)}
                x2={x(hover)}
                y1={PAD.top}
                y2={PAD.top + PLOT_H}
                className="stroke-slate-400"
                strokeDasharray="3 3"
              />
              {series.map((s) => (
                <circle key={s.id} cx={x(hover)} cy={y(s.values[hover] ?? 0)} r={3.5} className={s.fillClass} />
              ))}
            </g>
          ) : null}
        </svg>
        {hover !== null ? (
          <div
            className="pointer-events-none absolute top-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-md"
            style={{ left: `${Math.min(75, (x(hover) / WIDTH) * 100)}%` }}
          >
            <p className="font-semibold text-slate-800">{labels[hover]}</p>
            {series.map((s) => (
              <p key={s.id} className="text-slate-600">
                {t("adminStats.chartValue", { label: s.label, value: number.format(s.values[hover] ?? 0) })}
              </p>
            ))}
          </div>
        ) : null}
      </div>
      <table className="sr-only" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{t("adminStats.date")}</th>
            {series.map((s) => (
              <th key={s.id} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((s) => (
                <td key={s.id}>{number.format(s.values[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
