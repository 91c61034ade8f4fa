import type { ListRoute } from "../lib/list-table.ts";

/**
 * A report's period kept in the URL as `?days=`: one of `options`, `fallback` when the URL has none
 * of them. Choosing the fallback takes it out of the URL; a choice replaces the history entry.
 */
export function useDaysSearch<D extends number>(
  route: ListRoute<{ days?: number | undefined }>,
  options: readonly D[],
  fallback: D,
): [days: D, setDays: (days: D) => void] {
  const { days } = route.useSearch();
  const navigate = route.useNavigate();
  const setDays = (next: D) =>
    void navigate({
      search: (previous) => ({ ...previous, days: next === fallback ? undefined : next }),
      replace: true,
    });
  return [options.find((option) => option === days) ?? fallback, setDays];
}
