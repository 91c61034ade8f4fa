import { TABLE_DEFAULT_PAGE_SIZE, TABLE_FILTER_DEBOUNCE_MS } from "@app/shared/constants";
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type SortingState,
  type Updater,
  useReactTable,
} from "@tanstack/react-table";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useDebouncedValue } from "../hooks/use-debounced-value.ts";
import { useT } from "../lib/locale.tsx";
import { Button } from "./button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { Pagination, type PaginationState } from "./pagination.tsx";
import { Skeleton } from "./skeleton.tsx";

export interface FilterOption {
  value: string;
  label: string;
}

/** Column definition of SPEC §3 (header, accessor, filterable, filterType, filterOptions) plus display options. */
export interface DataTableColumn<Row> {
  /** Key used in `sort` and `filters`; defaults to the accessor when it is a field name. */
  id?: string;
  header: string;
  accessor: Extract<keyof Row, string> | ((row: Row) => unknown);
  filterable?: boolean;
  filterType?: "text" | "select";
  filterOptions?: readonly FilterOption[];
  filterPlaceholder?: string;
  sortable?: boolean;
  /** Custom cell; receives the row and the accessor's value. */
  cell?: (row: Row, value: unknown) => ReactNode;
  /** "uuid": the first 8 characters and an ellipsis, the full value in the title attribute. */
  kind?: "uuid";
  className?: string;
}

/** A column's select filter: one option per value, labelled by `label`. */
export function selectFilter<V extends string>(values: readonly V[], label: (value: V) => string) {
  return {
    filterable: true,
    filterType: "select",
    filterOptions: values.map((value) => ({ value, label: label(value) })),
  } as const satisfies Partial<DataTableColumn<unknown>>;
}

/** A column's text filter (a search box) with its placeholder. */
export function textFilter(placeholder: string) {
  return { filterable: true, filterType: "text", filterPlaceholder: placeholder } as const satisfies Partial<
    DataTableColumn<unknown>
  >;
}

export interface SortState {
  id: string;
  desc: boolean;
}

/** Filter values by column id; empty values are left out. */
export type TableFilters = Record<string, string>;

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Accessible name of the table (rendered as a visually hidden caption). */
  caption?: string;
  /** Skeleton rows instead of the data, aria-busy on the table. */
  loading?: boolean;
  /** Server-side pagination: shown when `total` and `onPaginationChange` are given. */
  total?: number;
  page?: number;
  pageSize?: number;
  onPaginationChange?: (next: PaginationState) => void;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  filters?: TableFilters;
  /** Called TABLE_FILTER_DEBOUNCE_MS (500 ms) after the last filter edit, with all filter values. */
  onFiltersChange?: (filters: TableFilters) => void;
  onEdit?: (row: Row) => void;
  /** Runs after the confirm dialog; the dialog stays pending until a returned promise settles. */
  onDelete?: (row: Row) => unknown;
  /** Names a row in the edit/delete button labels, e.g. the user's name. */
  getRowLabel?: (row: Row) => string;
  /** Title and description of the delete confirmation; generic texts by default. */
  deleteConfirm?: (row: Row) => { title: string; description?: ReactNode };
}

function columnId<Row>(column: DataTableColumn<Row>): string {
  return column.id ?? (typeof column.accessor === "string" ? column.accessor : column.header);
}

/** The first 8 characters of a uuid followed by an ellipsis (SPEC §2). */
export function truncateUuid(value: string): string {
  return value.length > 8 ? `${value.slice(0, 8)}…` : value;
}

function readValue<Row>(column: DataTableColumn<Row>, row: Row): unknown {
  return typeof column.accessor === "function" ? column.accessor(row) : row[column.accessor];
}

function normalizeFilters(filters: TableFilters | undefined): TableFilters {
  const out: TableFilters = {};
  for (const [key, value] of Object.entries(filters ?? {})) if (value !== "") out[key] = value;
  return out;
}

function filtersKey(filters: TableFilters | undefined): string {
  return JSON.stringify(Object.entries(normalizeFilters(filters)).sort(([a], [b]) => a.localeCompare(b)));
}

const ACTIONS_ID = "__actions";
const MAX_SKELETON_ROWS = 10;
const inputClass =
  "w-full min-w-24 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-normal outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

/**
 * Generic server-side data table (SPEC §2): controlled rows, sort, filters and pagination; per-column
 * filters debounced by 500 ms; sortable headers; optional edit/delete actions (delete is confirmed);
 * skeleton rows while loading; "No data available." when empty; uuid cells truncated.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  loading = false,
  total,
  page,
  pageSize = TABLE_DEFAULT_PAGE_SIZE,
  onPaginationChange,
  sort = null,
  onSortChange,
  filters,
  onFiltersChange,
  onEdit,
  onDelete,
  getRowLabel,
  deleteConfirm,
}: DataTableProps<Row>) {
  const t = useT();
  const hasActions = Boolean(onEdit || onDelete);
  const hasFilters = columns.some((column) => column.filterable);
  const [pendingDelete, setPendingDelete] = useState<{ row: Row } | null>(null);

  // Filters: edited locally, sent to the owner once the input has been quiet for 500 ms.
  const [draft, setDraft] = useState<TableFilters>(() => normalizeFilters(filters));
  const lastSent = useRef(filtersKey(filters));
  const incomingKey = filtersKey(filters);
  useEffect(() => {
    // A change from outside (navigation, reset) that is not the echo of what we sent.
    if (incomingKey !== lastSent.current) {
      lastSent.current = incomingKey;
      setDraft(Object.fromEntries(JSON.parse(incomingKey) as [string, string][]));
    }
  }, [incomingKey]);
  const debouncedDraft = useDebouncedValue(draft, TABLE_FILTER_DEBOUNCE_MS);
  const onFiltersChangeRef = useRef(onFiltersChange);
  useEffect(() => {
    onFiltersChangeRef.current = onFiltersChange;
  });
  useEffect(() => {
    const key = filtersKey(debouncedDraft);
    if (key === lastSent.current) return;
    lastSent.current = key;
    onFiltersChangeRef.current?.(normalizeFilters(debouncedDraft));
  }, [debouncedDraft]);

  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: columnId(column),
        header: column.header,
        accessorFn: (row: Row) => readValue(column, row),
        enableSorting: Boolean(column.sortable),
        cell: ({ row, getValue }) => renderCell(column, row.original, getValue(), t("table.noValue")),
      })),
    [columns, t],
  );

  const sorting: SortingState = sort ? [sort] : [];
  const table = useReactTable<Row>({
    data: rows as Row[],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => getRowId(row),
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    enableMultiSort: false,
    // A server list always has an order: a click toggles asc/desc, a new column starts with asc.
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      const first = next[0];
      if (first) onSortChange?.({ id: first.id, desc: first.desc });
    },
  });

  const columnCount = columns.length + (hasActions ? 1 : 0);
  const skeletonCount = Math.max(1, Math.min(pageSize, MAX_SKELETON_ROWS));
  const headerGroup = table.getHeaderGroups()[0];
  const byId = new Map(columns.map((column) => [columnId(column), column]));

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full border-collapse text-left text-sm" aria-busy={loading}>
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              {headerGroup?.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      canSort ? (sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none") : undefined
                    }
                    className="px-3 py-2 font-semibold whitespace-nowrap"
                  >
                    {canSort ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <SortIcon direction={sorted} />
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
              {hasActions ? (
                <th scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                  {t("table.actions")}
                </th>
              ) : null}
            </tr>
            {hasFilters ? (
              <tr data-testid="filter-row">
                {columns.map((column) => {
                  const id = columnId(column);
                  const label = t("table.filterLabel", { header: column.header });
                  const value = draft[id] ?? "";
                  const set = (next: string) => setDraft((current) => ({ ...current, [id]: next }));
                  return (
                    <td key={id} className="px-3 pb-2 normal-case">
                      {!column.filterable ? null : column.filterType === "select" ? (
                        <select
                          aria-label={label}
                          value={value}
                          onChange={(event) => set(event.target.value)}
                          className={inputClass}
                        >
                          <option value="">{t("table.filterAll")}</option>
                          {column.filterOptions?.map((option) => (
                            <option key={option.value} value={option.value}>
                              {option.label}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <input
                          type="search"
                          aria-label={label}
                          placeholder={column.filterPlaceholder}
                          value={value}
                          onChange={(event) => set(event.target.value)}
                          className={inputClass}
                        />
                      )}
                    </td>
                  );
                })}
                {hasActions ? <td key={ACTIONS_ID} /> : null}
              </tr>
            ) : null}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {loading ? (
              Array.from({ length: skeletonCount }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <tr key={index} data-testid="skeleton-row">
                  {Array.from({ length: columnCount }, (_, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                    <td key={cell} className="px-3 py-3">
                      <Skeleton />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} data-testid="table-empty" className="px-3 py-8 text-center text-slate-500">
                  {t("table.empty")}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} data-testid="table-row" className="hover:bg-slate-50">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={`px-3 py-2 align-middle ${byId.get(cell.column.id)?.className ?? ""}`}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                  {hasActions ? (
                    <td className="px-3 py-2 text-right whitespace-nowrap">
                      <RowActions
                        label={getRowLabel?.(row.original)}
                        onEdit={onEdit ? () => onEdit(row.original) : undefined}
                        onDelete={onDelete ? () => setPendingDelete({ row: row.original }) : undefined}
                      />
                    </td>
                  ) : null}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {total !== undefined && onPaginationChange ? (
        <Pagination page={page} pageSize={pageSize} total={total} onChange={onPaginationChange} />
      ) : null}
      {onDelete ? (
        <ConfirmDialog
          open={pendingDelete !== null}
          title={pendingDelete && deleteConfirm ? deleteConfirm(pendingDelete.row).title : t("table.deleteTitle")}
          description={
            pendingDelete && deleteConfirm ? deleteConfirm(pendingDelete.row).description : t("table.deleteDescription")
          }
          onConfirm={async () => {
            if (!pendingDelete) return;
            await onDelete(pendingDelete.row);
            setPendingDelete(null);
          }}
          onCancel={() => setPendingDelete(null)}
        />
      ) : null}
    </div>
  );
}

function renderCell<Row>(column: DataTableColumn<Row>, row: Row, value: unknown, emptyText: string): ReactNode {
  if (column.cell) return column.cell(row, value);
  if (value === null || value === undefined || value === "") return <span className="text-slate-400">{emptyText}</span>;
  if (column.kind === "uuid") {
    const full = String(value);
    return (
      <span title={full} className="font-mono text-xs text-slate-600">
        {truncateUuid(full)}
      </span>
    );
  }
  return String(value);
}

function RowActions({
  label,
  onEdit,
  onDelete,
}: {
  label: string | undefined;
  onEdit: (() => void) | undefined;
  onDelete: (() => void) | undefined;
}) {
  const t = useT();
  return (
    <div className="inline-flex gap-2">
      {onEdit ? (
        <Button
          onClick={onEdit}
          aria-label={label ? t("table.editRow", { label }) : undefined}
          variant="secondary"
          size="xs"
        >
          {t("table.edit")}
        </Button>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          onClick={onDelete}
          aria-label={label ? t("table.deleteRow", { label }) : undefined}
          className="rounded-md border border-red-200 px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50"
        >
          {t("table.delete")}
        </button>
      ) : null}
    </div>
  );
}

function SortIcon({ direction }: { direction: false | "asc" | "desc" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3" fill="currentColor">
      <path d="M6 1 9.5 5h-7z" opacity={direction === "asc" ? 1 : 0.3} />
      <path d="M6 11 2.5 7h7z" opacity={direction === "desc" ? 1 : 0.3} />
    </svg>
  );
}
