import { TABLE_DEFAULT_PAGE, TABLE_DEFAULT_PAGE_SIZE } from "@app/shared/constants";
import { isOneOf, withoutListDefaults } from "./list-search.ts";
import type { PaginationState, SortState, TableFilters } from "./table-state.ts";

type SortOrder = "asc" | "desc";

/** The URL state every list screen has: the page and its size (docs/product.md#shared-interface-pieces). */
export interface ListSearch {
  page?: number | undefined;
  limit?: number | undefined;
}

/** One filter of the table, kept in the URL under `key`. */
export interface ListFilter<S> {
  key: Extract<keyof S, string>;
  /** The table column it sits in, when its id is not the URL key (a "name" column searching `search`). */
  column?: string;
  /** A select's values: anything else clears the filter. */
  values?: readonly string[];
  /** A text filter's value is trimmed before it goes to the URL. */
  trim?: boolean;
}

/** Server-side order kept in the URL as `sortBy`/`sortOrder`; the default order is left out of it. */
export interface ListSort<F extends string> {
  fields: readonly F[];
  by: F;
  order: SortOrder;
}

type SortSearch<F extends string> = { sortBy?: F | undefined; sortOrder?: SortOrder | undefined };

/** The route of a list screen: what `getRouteApi(path)` gives, reduced to what the hook uses. */
export interface ListRoute<S> {
  useSearch: () => S;
  useNavigate: () => (options: { search: (previous: S) => S; replace?: boolean }) => Promise<void>;
}

export interface ListTable<S, F extends string> {
  search: S;
  page: number;
  limit: number;
  /** The order in effect (the default when the URL has none); only with `sort`. */
  sortBy: F;
  sortOrder: SortOrder;
  /** Merges `patch` into the URL state; `replace` for edits that should not add history entries. */
  update: (patch: Partial<S>, replace?: boolean) => void;
  /** The DataTable props for pages, filters and order. */
  table: {
    page: number;
    pageSize: number;
    onPaginationChange: (next: PaginationState) => void;
    filters?: TableFilters;
    onFiltersChange?: (next: TableFilters) => void;
    sort?: SortState;
    onSortChange?: (next: SortState) => void;
  };
}

/**
 * The wiring a list screen repeats: the URL search params (page, size, filters, order) read with
 * their defaults, written back without them, and turned into DataTable props. A filter edit goes
 * back to page 1 and replaces the history entry; a page or order change adds one.
 */
export function useListTable<S extends ListSearch, F extends string = never>(
  route: ListRoute<S>,
  options: { filters?: readonly ListFilter<S>[]; sort?: ListSort<F> } = {},
): ListTable<S, F> {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { filters, sort } = options;
  const sortSearch = search as SortSearch<F>;
  const sortBy = sortSearch.sortBy ?? (sort?.by as F);
  const sortOrder = sortSearch.sortOrder ?? sort?.order ?? "desc";

  const withoutDefaults = (next: S): S => {
    const out = withoutListDefaults(next);
    if (!sort) return out;
    const sorted = out as SortSearch<F>;
    const defaultField = (sorted.sortBy ?? sort.by) === sort.by;
    if (defaultField) sorted.sortBy = undefined;
    if (defaultField && (sorted.sortOrder ?? sort.order) === sort.order) sorted.sortOrder = undefined;
    return out;
  };
  const update = (patch: Partial<S>, replace = false) =>
    void navigate({ search: (previous: S) => withoutDefaults({ ...previous, ...patch }), replace });

  const page = search.page ?? TABLE_DEFAULT_PAGE;
  const limit = search.limit ?? TABLE_DEFAULT_PAGE_SIZE;
  const table: ListTable<S, F>["table"] = {
    page,
    pageSize: limit,
    onPaginationChange: (next) => update({ page: next.page, limit: next.pageSize } as Partial<S>),
  };
  if (filters) {
    const values = search as Record<string, unknown>;
    table.filters = Object.fromEntries(
      filters.map((filter) => [filter.column ?? filter.key, String(values[filter.key] ?? "")]),
    );
    table.onFiltersChange = (next) => {
      const patch: Record<string, string | number | undefined> = { page: undefined };
      for (const filter of filters) {
        const raw = next[filter.column ?? filter.key];
        const value = filter.trim ? raw?.trim() : raw;
        patch[filter.key] = filter.values ? (isOneOf(filter.values, value) ? value : undefined) : value || undefined;
      }
      update(patch as Partial<S>, true);
    };
  }
  if (sort) {
    table.sort = { id: sortBy, desc: sortOrder === "desc" };
    table.onSortChange = (next) => {
      if (!isOneOf(sort.fields, next.id)) return;
      const patch: SortSearch<F> & ListSearch = {
        sortBy: next.id,
        sortOrder: next.desc ? "desc" : "asc",
        page: undefined,
      };
      update(patch as Partial<S>);
    };
  }
  return { search, page, limit, sortBy, sortOrder, update, table };
}

/** A list's day range in the URL (`from`, `to`: calendar days, see WithDayRange). */
export interface DayRangeSearch {
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The value and onChange of a list's DateRangeFilter: the range kept in the URL, and an edit that
 * goes back to page 1 and replaces the history entry, as a filter edit does.
 */
export function dayRangeFilter<S extends ListSearch & DayRangeSearch>({
  search,
  update,
}: Pick<ListTable<S, string>, "search" | "update">): {
  value: DayRangeSearch;
  onChange: (range: DayRangeSearch) => void;
} {
  return {
    value: { from: search.from, to: search.to },
    onChange: (range) => update({ ...range, page: undefined } as Partial<S>, true),
  };
}
