/** A "nice" upper bound for a chart's y axis (1, 2, 2.5 or 5 × 10^n), at least 1. */
export function niceMax(value: number): number {
  if (!Number.isFinite(value) || value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= value) return step * power;
  }
  return 10 * power;
}

/**
 * The y axis of a chart whose largest value is `value`: a nice top and the ticks from 0 to it, at
 * most `count` steps. With `integer` (counts) every tick is a whole number: the step is 1, 2, 5 or
 * 10 × 10^n, never a fraction, so 3 sign-ups show as 0, 1, 2, 3 rather than 0, 0.75, 1.5…
 */
export function yScale(value: number, { integer = false, count = 4 } = {}): { max: number; ticks: number[] } {
  if (!integer) {
    const max = niceMax(value);
    return { max, ticks: yTicks(max, count) };
  }
  const top = Number.isFinite(value) && value > 0 ? Math.ceil(value) : 0;
  const raw = Math.max(1, top / count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw && Number.isInteger(s)) ?? 10 * power;
  const max = Math.max(step, Math.ceil(top / step) * step);
  return { max, ticks: Array.from({ length: max / step + 1 }, (_, index) => index * step) };
}

/** `count` + 1 evenly spaced tick values from 0 to max. */
export function yTicks(max: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, index) => (max / count) * index);
}

/** Indexes of at most `count` x labels spread over `length` points, first and last included. */
export function xTickIndexes(length: number, count = 6): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, index) => index);
  const step = (length - 1) / (count - 1);
  return Array.from({ length: count }, (_, index) => Math.round(index * step));
}
