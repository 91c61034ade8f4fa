import { TABLE_DEFAULT_PAGE_SIZE, TABLE_FILTER_DEBOUNCE_MS } from "@app/shared/constants";
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type SortingState,
  type Updater,
  useReactTable,
} from "@tanstack/react-table";
import { Fragment, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useDebouncedValue } from "../hooks/use-debounced-value.ts";
import { useIsPhone } from "../hooks/use-media-query.ts";
import { useT } from "../lib/locale.tsx";
import type { PaginationState, SortState, TableFilters } from "../lib/table-state.ts";
import { Button } from "./button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { Pagination } from "./pagination.tsx";
import { SideScrollRegion } from "./scroll-region.tsx";
import { Skeleton } from "./skeleton.tsx";

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * Column definition of docs/product.md#shared-interface-pieces (header, accessor, filterable,
 * filterType, filterOptions) plus display options.
 */
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
  /** A column of row actions (links, buttons): on a card it sits at the foot, without its label. */
  actions?: boolean;
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

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Accessible name of the table (rendered as a visually hidden caption). */
  caption?: string;
  /** Skeleton rows instead of the data, aria-busy on the table. */
  loading?: boolean;
  /** What an empty list says instead of the generic "No data available.". */
  emptyText?: string | undefined;
  /** Server-side pagination: shown when `total` and `onPaginationChange` are given. */
  total?: number;
  /** The server counted up to a cap: there are more than `total` rows (LIST_COUNT_CAP). */
  totalCapped?: boolean;
  page?: number;
  pageSize?: number;
  onPaginationChange?: (next: PaginationState) => void;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  filters?: TableFilters;
  /** Called TABLE_FILTER_DEBOUNCE_MS (500 ms) after the last filter edit, with all filter values. */
  onFiltersChange?: (filters: TableFilters) => void;
  onEdit?: (row: Row) => void;
  /**
   * More buttons of a row, before Edit and Delete in the actions cell (kept in view from `sm`, at a
   * card's foot on a phone): every action of a row in one place that no column can cover (issue 44).
   */
  rowActions?: (row: Row) => ReactNode;
  /** Runs after the confirm dialog; the dialog stays pending until a returned promise settles. */
  onDelete?: (row: Row) => unknown;
  /** Names a row in the edit/delete button labels, e.g. the user's name. */
  getRowLabel?: (row: Row) => string;
  /** Title and description of the delete confirmation; generic texts by default. */
  deleteConfirm?: (row: Row) => { title: string; description?: ReactNode };
  /**
   * Below the `sm` breakpoint: "cards" shows each row as a card of label/value pairs (lists people
   * read), "scroll" keeps the table in a sideways-scrolling region with edge shadows (dense admin
   * lists). Either way no column is dropped.
   */
  phoneLayout?: "cards" | "scroll";
}

function columnId<Row>(column: DataTableColumn<Row>): string {
  return column.id ?? (typeof column.accessor === "string" ? column.accessor : column.header);
}

/** The first 8 characters of a uuid followed by an ellipsis (docs/product.md#shared-interface-pieces). */
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
/**
 * The actions column from `sm`: stuck to the region's end edge (its cells opaque, the others scroll
 * under them), with a shadow on its start side while columns lie under it (SideScrollRegion's group).
 */
const STICKY_END = "sm:sticky sm:right-0 sm:group-data-[more-end]/scroll:shadow-[-10px_0_10px_-8px_rgb(15_23_42/0.3)]";
const MAX_SKELETON_ROWS = 10;
const inputClass =
  "w-full min-w-24 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-normal outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

/**
 * Generic server-side data table (docs/product.md#shared-interface-pieces): controlled rows, sort,
 * filters and pagination; per-column filters debounced by 500 ms; sortable headers; optional
 * edit/delete actions (delete is confirmed); skeleton rows while loading; "No data available." (or
 * `emptyText`) when empty; uuid cells truncated. On a phone the rows become cards or the table
 * scrolls in its own region (`phoneLayout`).
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  loading = false,
  emptyText,
  total,
  totalCapped = false,
  page,
  pageSize = TABLE_DEFAULT_PAGE_SIZE,
  onPaginationChange,
  sort = null,
  onSortChange,
  filters,
  onFiltersChange,
  onEdit,
  rowActions,
  onDelete,
  getRowLabel,
  deleteConfirm,
  phoneLayout = "scroll",
}: DataTableProps<Row>) {
  const t = useT();
  const isPhone = useIsPhone();
  const [pendingDelete, setPendingDelete] = useState<{ row: Row } | null>(null);
  const { draft, setFilter } = useFilterDraft(filters, onFiltersChange);

  const view: RowsViewProps<Row> = {
    columns,
    rows,
    getRowId,
    caption,
    loading,
    emptyText: emptyText ?? t("table.empty"),
    skeletonCount: Math.max(1, Math.min(pageSize, MAX_SKELETON_ROWS)),
    sort,
    onSortChange,
    filterProps: (column) => {
      const id = columnId(column);
      return {
        column,
        label: t("table.filterLabel", { header: column.header }),
        value: draft[id] ?? "",
        onChange: (next) => setFilter(id, next),
      };
    },
    actions:
      onEdit || onDelete || rowActions
        ? (row) => (
            <RowActions
              label={getRowLabel?.(row)}
              more={rowActions?.(row)}
              onEdit={onEdit ? () => onEdit(row) : undefined}
              onDelete={onDelete ? () => setPendingDelete({ row }) : undefined}
            />
          )
        : undefined,
  };

  return (
    <div className="flex flex-col gap-3">
      {phoneLayout === "cards" && isPhone ? <CardList {...view} /> : <TableView {...view} />}
      {total !== undefined && onPaginationChange ? (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          totalCapped={totalCapped}
          onChange={onPaginationChange}
        />
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

/**
 * The filters as edited here (`draft`), sent to `onFiltersChange` once the inputs have been quiet
 * for TABLE_FILTER_DEBOUNCE_MS. New `filters` from outside (navigation, reset) replace the draft.
 */
function useFilterDraft(
  filters: TableFilters | undefined,
  onFiltersChange: ((filters: TableFilters) => void) | undefined,
) {
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
  const setFilter = (id: string, value: string) => setDraft((current) => ({ ...current, [id]: value }));
  return { draft, setFilter };
}

/** What the table and the cards show: the rows, their state, the filter controls and the row actions. */
interface RowsViewProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  caption: string | undefined;
  loading: boolean;
  emptyText: string;
  skeletonCount: number;
  sort: SortState | null;
  onSortChange: ((sort: SortState) => void) | undefined;
  /** The filter control of a filterable column. */
  filterProps: (column: DataTableColumn<Row>) => FilterControlProps<Row>;
  actions: ((row: Row) => ReactNode) | undefined;
}

/** The rows as a table in a sideways-scrolling region, with sortable headers and a row of filters. */
function TableView<Row>(view: RowsViewProps<Row>) {
  const { columns, caption, loading, actions } = view;
  const t = useT();
  const table = useServerTable(view);
  const hasActions = actions !== undefined;
  const columnCount = columns.length + (hasActions ? 1 : 0);
  const byId = new Map(columns.map((column) => [columnId(column), column]));
  return (
    // The row actions stay in view at the end from `sm` (issue 28: at 1280 px the packages'
    // Delete was past the edge); whatever else is past an edge gets a shadow on that side.
    <SideScrollRegion
      label={t("table.scrollRegion", { name: caption ?? t("table.unnamed") })}
      testId="table-scroll"
      endCueFrom={hasActions ? "sm" : undefined}
    >
      <table className="w-full border-collapse text-left text-sm" aria-busy={loading}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {table.getHeaderGroups()[0]?.headers.map((header) => (
              <HeaderCell key={header.id} header={header} />
            ))}
            {hasActions ? (
              <th
                scope="col"
                className={`${STICKY_END} bg-slate-50 px-3 py-2 text-right font-semibold whitespace-nowrap`}
              >
                {t("table.actions")}
              </th>
            ) : null}
          </tr>
          {columns.some((column) => column.filterable) ? (
            <tr data-testid="filter-row">
              {columns.map((column) => (
                <td key={columnId(column)} className="px-3 pb-2 normal-case">
                  {column.filterable ? <FilterControl {...view.filterProps(column)} /> : null}
                </td>
              ))}
              {hasActions ? <td key={ACTIONS_ID} className={`${STICKY_END} bg-slate-50`} /> : null}
            </tr>
          ) : null}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {loading ? (
            Array.from({ length: view.skeletonCount }, (_, index) => (
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
          ) : view.rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} data-testid="table-empty" className="px-3 py-8 text-center text-slate-500">
                {view.emptyText}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-testid="table-row" className="group/row hover:bg-slate-50">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={`px-3 py-2 align-middle ${byId.get(cell.column.id)?.className ?? ""}`}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
                {hasActions ? (
                  <td
                    className={`${STICKY_END} bg-white px-3 py-2 text-right whitespace-nowrap group-hover/row:bg-slate-50`}
                  >
                    {actions(row.original)}
                  </td>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </SideScrollRegion>
  );
}

/** TanStack Table over rows the server has sorted: a header click asks `onSortChange` for the new order. */
function useServerTable<Row>({
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
}: Pick<RowsViewProps<Row>, "columns" | "rows" | "getRowId" | "sort" | "onSortChange">) {
  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: columnId(column),
        header: column.header,
        accessorFn: (row: Row) => readValue(column, row),
        enableSorting: Boolean(column.sortable),
        cell: ({ row, getValue }) => renderCell(column, row.original, getValue()),
      })),
    [columns],
  );
  const sorting: SortingState = sort ? [sort] : [];
  return useReactTable<Row>({
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
}

/** A column header: a button that toggles the order when the column is sortable, with aria-sort. */
function HeaderCell<Row>({ header }: { header: Header<Row, unknown> }) {
  const sorted = header.column.getIsSorted();
  const canSort = header.column.getCanSort();
  const label = flexRender(header.column.columnDef.header, header.getContext());
  return (
    <th
      scope="col"
      aria-sort={canSort ? (sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none") : undefined}
      className="px-3 py-2 font-semibold whitespace-nowrap"
    >
      {canSort ? (
        <button
          type="button"
          onClick={header.column.getToggleSortingHandler()}
          className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {label}
          <SortIcon direction={sorted} />
        </button>
      ) : (
        label
      )}
    </th>
  );
}

/** What a table shows for an empty value. */
export function NoValue() {
  const t = useT();
  return <span className="text-slate-500">{t("table.noValue")}</span>;
}

function renderCell<Row>(
  column: DataTableColumn<Row>,
  row: Row,
  value: unknown,
  empty: ReactNode = <NoValue />,
): ReactNode {
  if (column.cell) return column.cell(row, value);
  if (value === null || value === undefined || value === "") return empty;
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

interface FilterControlProps<Row> {
  id?: string;
  column: DataTableColumn<Row>;
  /** The accessible name ("Filter Status"). */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

function FilterControl<Row>({ id, column, label, value, onChange }: FilterControlProps<Row>) {
  const t = useT();
  if (column.filterType === "select") {
    return (
      <select
        id={id}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      >
        <option value="">{t("table.filterAll")}</option>
        {column.filterOptions?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      id={id}
      type="search"
      aria-label={label}
      placeholder={column.filterPlaceholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={inputClass}
    />
  );
}

// Table-only layout classes of a column, left out of a card where the value may wrap.
const TABLE_ONLY_CLASS = /(^|\s)(whitespace-nowrap|align-(top|middle|bottom)|text-right)(?=\s|$)/g;

/**
 * The rows as cards (a list), for phones: each column's header and value as a pair, action columns
 * and the edit/delete buttons at the foot; the filters (and the sort, when columns are sortable)
 * as labelled controls above.
 */
function CardList<Row>(view: RowsViewProps<Row>) {
  const { columns, caption, loading, sort, onSortChange, actions } = view;
  const filters = columns.filter((column) => column.filterable).map(view.filterProps);
  const sortable = onSortChange ? columns.filter((column) => column.sortable) : [];
  const fields = columns.filter((column) => !column.actions);
  const footer = columns.filter((column) => column.actions);
  return (
    <>
      {filters.length > 0 || sortable.length > 0 ? (
        <CardControls filters={filters} sortable={sortable} sort={sort} onSortChange={onSortChange} />
      ) : null}
      <ul aria-label={caption} aria-busy={loading} data-testid="data-cards" className="flex flex-col gap-3">
        {loading ? (
          Array.from({ length: view.skeletonCount }, (_, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              key={index}
              data-testid="skeleton-row"
              className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
            >
              <Skeleton />
              <Skeleton />
            </li>
          ))
        ) : view.rows.length === 0 ? (
          <li
            data-testid="table-empty"
            className="rounded-lg border border-slate-200 bg-white px-3 py-8 text-center text-sm text-slate-500"
          >
            {view.emptyText}
          </li>
        ) : (
          view.rows.map((row) => (
            <RowCard key={view.getRowId(row)} row={row} fields={fields} footer={footer} actions={actions} />
          ))
        )}
      </ul>
    </>
  );
}

/** The cards' filters, each labelled by its column's header, and the order as one select. */
function CardControls<Row>({
  filters,
  sortable,
  sort,
  onSortChange,
}: {
  filters: readonly FilterControlProps<Row>[];
  sortable: readonly DataTableColumn<Row>[];
  sort: SortState | null;
  onSortChange: ((sort: SortState) => void) | undefined;
}) {
  const t = useT();
  const controlId = useId();
  return (
    <div data-testid="filter-row" className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-3">
      {filters.map((filter) => {
        const id = `${controlId}-${columnId(filter.column)}`;
        return (
          <div key={id} className="flex flex-col gap-1">
            <label htmlFor={id} className="text-sm font-medium text-slate-700">
              {filter.column.header}
            </label>
            <FilterControl {...filter} id={id} />
          </div>
        );
      })}
      {sortable.length > 0 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${controlId}-sort`} className="text-sm font-medium text-slate-700">
            {t("table.sortBy")}
          </label>
          <select
            id={`${controlId}-sort`}
            value={sort ? `${sort.id}:${sort.desc ? "desc" : "asc"}` : ""}
            onChange={(event) => {
              const [id = "", direction] = event.target.value.split(":");
              if (id) onSortChange?.({ id, desc: direction === "desc" });
            }}
            className={inputClass}
          >
            {sort ? null : <option value="">{t("table.noValue")}</option>}
            {sortable.flatMap((column) => [
              <option key={`${columnId(column)}:asc`} value={`${columnId(column)}:asc`}>
                {t("table.sortAscending", { header: column.header })}
              </option>,
              <option key={`${columnId(column)}:desc`} value={`${columnId(column)}:desc`}>
                {t("table.sortDescending", { header: column.header })}
              </option>,
            ])}
          </select>
        </div>
      ) : null}
    </div>
  );
}

/** One row as a card: `fields` as header/value pairs, then the `footer` (action) columns and the row actions. */
function RowCard<Row>({
  row,
  fields,
  footer,
  actions,
}: {
  row: Row;
  fields: readonly DataTableColumn<Row>[];
  footer: readonly DataTableColumn<Row>[];
  actions: ((row: Row) => ReactNode) | undefined;
}) {
  return (
    <li
      data-testid="table-row"
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-2">
        {fields.map((column) => (
          <div key={columnId(column)} className="contents">
            <dt className="text-slate-500">{column.header}</dt>
            <dd className={`min-w-0 break-words ${(column.className ?? "").replace(TABLE_ONLY_CLASS, " ")}`}>
              {renderCell(column, row, readValue(column, row))}
            </dd>
          </div>
        ))}
      </dl>
      {footer.length > 0 || actions ? (
        <div className="flex flex-wrap items-center justify-end gap-2 empty:hidden">
          {footer.map((column) => (
            <Fragment key={columnId(column)}>{renderCell(column, row, readValue(column, row), null)}</Fragment>
          ))}
          {actions?.(row)}
        </div>
      ) : null}
    </li>
  );
}

function RowActions({
  label,
  more,
  onEdit,
  onDelete,
}: {
  label: string | undefined;
  more: ReactNode;
  onEdit: (() => void) | undefined;
  onDelete: (() => void) | undefined;
}) {
  const t = useT();
  return (
    <div className="inline-flex flex-wrap gap-2">
      {more}
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
