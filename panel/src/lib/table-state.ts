/** The state of a list table that lives in the URL (lib/list-table.ts) and drives the table (components/data-table.tsx). */

/** The column the table is sorted by, and the direction. */
export interface SortState {
  id: string;
  desc: boolean;
}

/** Filter values by column id; empty values are left out. */
export type TableFilters = Record<string, string>;

/** The page shown and the page size. */
export interface PaginationState {
  page: number;
  pageSize: number;
}
