import { PAGINATION_WINDOW, TABLE_DEFAULT_PAGE, TABLE_DEFAULT_PAGE_SIZE } from "@app/shared/constants";
import { useId } from "react";
import { useLocale } from "../lib/locale.tsx";
import type { PaginationState } from "../lib/table-state.ts";

const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/** Number of pages for `total` rows; at least 1, so an empty list still has a page 1. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/**
 * The page numbers to show: at most `size` consecutive pages, `current` as close to the middle as
 * the ends allow. `current` is clamped to 1…totalPages; with no pages the window is [1].
 */
export function pageWindow(current: number, totalPages: number, size: number = PAGINATION_WINDOW): number[] {
  const last = Math.max(1, Math.floor(totalPages));
  const width = Math.max(1, Math.min(Math.floor(size), last));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const start = Math.min(Math.max(1, page - Math.floor((width - 1) / 2)), last - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}

interface PaginationProps {
  page?: number;
  pageSize?: number;
  total: number;
  /** There are more than `total` rows (the server counts up to a cap): "of more than …". */
  totalCapped?: boolean;
  /** One callback for both: a page-size change always comes with page 1. */
  onChange: (next: PaginationState) => void;
  pageSizeOptions?: readonly number[];
  disabled?: boolean;
}

/**
 * Pager of docs/product.md#shared-interface-pieces: a window of 5 pages, Previous/Next, and a
 * page-size select (the defaults of docs/product.md#rules-and-limits).
 */
export function Pagination({
  page = TABLE_DEFAULT_PAGE,
  pageSize = TABLE_DEFAULT_PAGE_SIZE,
  total,
  totalCapped = false,
  onChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  disabled = false,
}: PaginationProps) {
  const { t, locale } = useLocale();
  const sizeId = useId();
  const totalPages = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, page), totalPages);
  const from = total > 0 ? (current - 1) * pageSize + 1 : 0;
  const to = Math.min(total, current * pageSize);
  const number = new Intl.NumberFormat(locale);
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= totalPages) onChange({ page: target, pageSize });
  };
  const buttonClass =
    "min-w-9 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white";

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p data-testid="pagination-range">
        {t(totalCapped ? "table.rangeMore" : "table.range", {
          from: number.format(from),
          to: number.format(to),
          total: number.format(total),
        })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId}>{t("table.pageSize")}</label>
          <select
            id={sizeId}
            value={pageSize}
            disabled={disabled}
            onChange={(event) => onChange({ page: TABLE_DEFAULT_PAGE, pageSize: Number(event.target.value) })}
            className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {number.format(size)}
              </option>
            ))}
          </select>
        </div>
        <nav aria-label={t("table.pagination")}>
          {/* Wraps on a phone: Previous, five pages and Next are wider than 390 px in Indonesian. */}
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <button
                type="button"
                className={buttonClass}
                disabled={disabled || current <= 1}
                onClick={() => go(current - 1)}
              >
                {t("table.previous")}
              </button>
            </li>
            {pageWindow(current, totalPages).map((n) => (
              <li key={n}>
                <button
                  type="button"
                  className={buttonClass}
                  aria-current={n === current ? "page" : undefined}
                  aria-label={t("table.page", { page: number.format(n) })}
                  disabled={disabled}
                  onClick={() => go(n)}
                >
                  {number.format(n)}
                </button>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={buttonClass}
                disabled={disabled || current >= totalPages}
                onClick={() => go(current + 1)}
              >
                {t("table.next")}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
