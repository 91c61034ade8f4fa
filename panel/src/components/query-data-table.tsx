import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DataTable, type DataTableProps } from "./data-table.tsx";
import { QueryLoadError } from "./load-error.tsx";

/** One page of a server list: its rows and, from the envelope's meta, the total. */
export interface ListPage<Row> {
  data: readonly Row[];
  meta?: { total?: number | undefined; totalCapped?: boolean | undefined } | undefined;
}

export type QueryDataTableProps<Row> = Omit<DataTableProps<Row>, "rows" | "loading"> & {
  /** A server page (`{ data, meta }`) or a whole list. */
  query: UseQueryResult<ListPage<Row>> | UseQueryResult<readonly Row[]>;
  /** The first sentence of the load error; the API's reason follows it. */
  loadFailed: string;
  /** Rows to show instead of the query's: a list filtered and paged here rather than on the server. */
  rows?: readonly Row[];
  /** Test id of a wrapper around the table (not around the load error). */
  testId?: string;
};

/**
 * A DataTable fed by a query (docs/product.md#shared-interface-pieces): skeleton rows while the
 * first answer or a new page loads (background refreshes keep the rows), only the load error with a
 * retry when there is nothing to show, and for a server page the total for the pager.
 */
export function QueryDataTable<Row>({ query, loadFailed, rows, testId, ...table }: QueryDataTableProps<Row>) {
  const data: ListPage<Row> | readonly Row[] | undefined = query.data;
  const loading = query.isPending || query.isPlaceholderData;
  const failed = query.isError && !data;
  const page = data && !isRowList(data) ? data : null;
  const total = table.total ?? (page ? (page.meta?.total ?? page.data.length) : undefined);
  const shown = loading ? [] : (rows ?? (page ? page.data : (data as readonly Row[] | undefined)) ?? []);
  const totalCapped = table.totalCapped ?? page?.meta?.totalCapped === true;
  const grid = <DataTable<Row> {...table} rows={shown} loading={loading} total={total} totalCapped={totalCapped} />;
  // A failed load shows only its error and retry: an empty table under it would say "No data".
  if (failed) {
    return <QueryLoadError query={query} loadFailed={loadFailed} />;
  }
  return testId ? <div data-testid={testId}>{grid}</div> : grid;
}

function isRowList<Row>(data: ListPage<Row> | readonly Row[]): data is readonly Row[] {
  return Array.isArray(data);
}

/**
 * A section of a page holding one QueryDataTable: its heading (also the table's caption), an
 * optional intro, and `children` after the table (the dialogs its rows open).
 */
export function QueryTableSection<Row>({
  headingId,
  title,
  level = 3,
  intro,
  children,
  ...table
}: Omit<QueryDataTableProps<Row>, "caption"> & {
  headingId: string;
  title: string;
  level?: 2 | 3;
  intro?: string;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const heading = (
    <Heading id={headingId} className="text-lg font-semibold">
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      {intro ? (
        <div className="flex flex-col gap-1">
          {heading}
          <p className="text-sm text-slate-600">{intro}</p>
        </div>
      ) : (
        heading
      )}
      <QueryDataTable<Row> {...table} caption={title} />
      {children}
    </section>
  );
}
