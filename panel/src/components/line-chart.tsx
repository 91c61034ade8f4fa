import { type PointerEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { xTickIndexes, yScale } from "../lib/chart-scale.ts";
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

/** The drawing's width until the chart's real width is known (no ResizeObserver: tests). */
const DEFAULT_WIDTH = 720;
const HEIGHT = 260;
/** Axis label size in CSS pixels: the viewBox is kept at the rendered width, so no scaling shrinks it. */
export const CHART_LABEL_PX = 12;
const PAD = { top: 12, right: 16, bottom: 28 };
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
/** Room for one x label, so that a phone shows fewer dates rather than overlapping ones. */
const X_LABEL_SPACE = 90;

/** The chart's width in CSS pixels, followed as it changes. */
function useWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const apply = (next: number) => {
      if (next > 0) setWidth(Math.round(next));
    };
    apply(element.clientWidth);
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) apply(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A small dependency-free SVG line chart for daily series: y grid with labels, a few x labels, one
 * line per series, a legend, a hover read-out and the same numbers as a table for screen readers.
 * The drawing is laid out at its rendered width (1 unit = 1 px), so labels stay 12 px on a phone;
 * series of whole numbers (counts) get whole-number ticks.
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
  const { ref: frame, width } = useWidth<HTMLDivElement>();
  const count = labels.length;
  const values = series.flatMap((s) => s.values);
  const { max, ticks } = yScale(Math.max(0, ...values), { integer: values.every(Number.isInteger) });
  const tickLabels = ticks.map((tick) => axisNumber.format(tick));
  // Room for the longest y label (about 0.6 em a character) and a gap.
  const left = Math.max(
    32,
    Math.ceil(Math.max(...tickLabels.map((label) => label.length)) * CHART_LABEL_PX * 0.6) + 10,
  );
  const plotW = Math.max(1, width - left - PAD.right);
  const x = (index: number) => left + (count <= 1 ? plotW / 2 : (index / (count - 1)) * plotW);
  const y = (value: number) => PAD.top + PLOT_H - (value / max) * PLOT_H;
  const xTicks = xTickIndexes(count, Math.max(2, Math.min(6, Math.floor(plotW / X_LABEL_SPACE))));
  const xAnchor = (index: number) =>
    count <= 1 ? "middle" : index === 0 ? "start" : index === count - 1 ? "end" : "middle";

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || count === 0) return;
    const svgX = ((event.clientX - box.left) / box.width) * width;
    const ratio = (svgX - left) / plotW;
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
            {s.total === undefined ? s.label : t("chart.legendTotal", { label: s.label, total: s.total })}
          </li>
        ))}
      </ul>
      <div className="relative" ref={frame}>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="h-auto w-full touch-none select-none"
          aria-hidden="true"
          onPointerMove={onPointerMove}
          onPointerLeave={() => setHover(null)}
        >
          {ticks.map((tick, index) => (
            <g key={tick}>
              <line x1={left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
              <text
                x={left - 6}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize={CHART_LABEL_PX}
                className="fill-slate-600"
                data-testid="chart-y-label"
              >
                {tickLabels[index]}
              </text>
            </g>
          ))}
          {xTicks.map((index) => (
            <text
              key={index}
              x={x(index)}
              y={HEIGHT - 8}
              textAnchor={xAnchor(index)}
              fontSize={CHART_LABEL_PX}
              className="fill-slate-600"
              data-testid="chart-x-label"
            >
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
            // Beside the hover line, on the side with more room, so it never sticks out of the chart.
            style={
              x(hover) > width / 2
                ? { right: `${((width - x(hover)) / width) * 100}%` }
                : { left: `${(x(hover) / width) * 100}%` }
            }
          >
            <p className="font-semibold text-slate-800">{labels[hover]}</p>
            {series.map((s) => (
              <p key={s.id} className="text-slate-600">
                {t("chart.value", { label: s.label, value: number.format(s.values[hover] ?? 0) })}
              </p>
            ))}
          </div>
        ) : null}
      </div>
      {/* A table is never narrower than its content, whatever its width: the visually hidden box
          around it clips it, so it cannot widen the page. */}
      <div className="sr-only">
        <table aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t("chart.date")}</th>
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
      </div>
    </figure>
  );
}
