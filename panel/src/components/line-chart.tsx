import { type PointerEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { xTickIndexes, yScale } from "../lib/chart-scale.ts";
import { useLocale, useT } from "../lib/locale.tsx";

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
 * Where everything goes in a drawing `width` px wide of `count` points: the y ticks and their
 * labels, the plot's left edge (room for the longest y label) and width, the x labels, and `x`/`y`
 * from a point's index and value to drawing units.
 */
function chartLayout(width: number, count: number, series: readonly ChartSeries[], axisNumber: Intl.NumberFormat) {
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
  return { width, count, ticks, tickLabels, left, plotW, x, y, xTicks, xAnchor };
}
type ChartLayout = ReturnType<typeof chartLayout>;

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
  const { locale } = useLocale();
  const titleId = useId();
  const [hover, setHover] = useState<number | null>(null);
  const number = new Intl.NumberFormat(locale);
  const axisNumber = compactAxis ? new Intl.NumberFormat(locale, { notation: "compact" }) : number;
  const { ref: frame, width } = useWidth<HTMLDivElement>();
  const layout = chartLayout(width, labels.length, series, axisNumber);

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const { count, left, plotW } = layout;
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
      <ChartLegend series={series} />
      <div className="relative" ref={frame}>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="h-auto w-full touch-none select-none"
          aria-hidden="true"
          onPointerMove={onPointerMove}
          onPointerLeave={() => setHover(null)}
        >
          <ChartAxes layout={layout} labels={labels} />
          {series.map((s) => (
            <polyline
              key={s.id}
              data-series={s.id}
              fill="none"
              strokeWidth={2}
              strokeLinejoin="round"
              strokeLinecap="round"
              className={s.strokeClass}
              points={s.values
                .map((value, index) => `${layout.x(index).toFixed(1)},${layout.y(value).toFixed(1)}`)
                .join(" ")}
            />
          ))}
          {hover !== null ? <HoverMarker layout={layout} series={series} index={hover} /> : null}
        </svg>
        {hover !== null ? (
          <HoverReadout layout={layout} label={labels[hover]} series={series} index={hover} number={number} />
        ) : null}
      </div>
      <ChartTable titleId={titleId} labels={labels} series={series} number={number} />
    </figure>
  );
}

function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  const t = useT();
  return (
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
  );
}

/** The y grid lines with their labels, and the x labels under the plot. */
function ChartAxes({ layout, labels }: { layout: ChartLayout; labels: readonly string[] }) {
  const { width, ticks, tickLabels, left, x, y, xTicks, xAnchor } = layout;
  return (
    <>
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
    </>
  );
}

/** The hovered point: a dashed vertical line and a dot on each series. */
function HoverMarker({
  layout,
  series,
  index,
}: {
  layout: ChartLayout;
  series: readonly ChartSeries[];
  index: number;
}) {
  const { x, y } = layout;
  return (
    <g>
      <line
        x1={x(index)}
        x2={x(index)}
        y1={PAD.top}
        y2={PAD.top + PLOT_H}
        className="stroke-slate-400"
        strokeDasharray="3 3"
      />
      {series.map((s) => (
        <circle key={s.id} cx={x(index)} cy={y(s.values[index] ?? 0)} r={3.5} className={s.fillClass} />
      ))}
    </g>
  );
}

/** The hovered point's label and each series' value, in a box beside the hover line. */
function HoverReadout({
  layout,
  label,
  series,
  index,
  number,
}: {
  layout: ChartLayout;
  label: string | undefined;
  series: readonly ChartSeries[];
  index: number;
  number: Intl.NumberFormat;
}) {
  const t = useT();
  const { width, x } = layout;
  return (
    <div
      className="pointer-events-none absolute top-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-md"
      // Beside the hover line, on the side with more room, so it never sticks out of the chart.
      style={
        x(index) > width / 2
          ? { right: `${((width - x(index)) / width) * 100}%` }
          : { left: `${(x(index) / width) * 100}%` }
      }
    >
      <p className="font-semibold text-slate-800">{label}</p>
      {series.map((s) => (
        <p key={s.id} className="text-slate-600">
          {t("chart.value", { label: s.label, value: number.format(s.values[index] ?? 0) })}
        </p>
      ))}
    </div>
  );
}

/** The chart's numbers as a table, for screen readers. */
function ChartTable({
  titleId,
  labels,
  series,
  number,
}: {
  titleId: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  number: Intl.NumberFormat;
}) {
  const t = useT();
  return (
    // A table is never narrower than its content, whatever its width: the visually hidden box
    // around it clips it, so it cannot widen the page.
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
  );
}
