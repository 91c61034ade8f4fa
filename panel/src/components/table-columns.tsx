import type { ReactNode } from "react";
import { type DataTableColumn, NoValue } from "./data-table.tsx";

/** The fields of a row that hold an API timestamp (ISO 8601) or nothing. */
type TimestampField<Row> = {
  [K in keyof Row]-?: Row[K] extends string | null | undefined ? K : never;
}[keyof Row] &
  Extract<keyof Row, string>;

/**
 * A column of a row's timestamp: the date (and time, as `format` has it) in a `<time>` element, on
 * one line. An absent timestamp shows `empty` (by default the table's "no value"); one that is no
 * date shows as the API sent it.
 */
export function timestampColumn<Row>(
  field: TimestampField<Row>,
  header: string,
  format: Intl.DateTimeFormat,
  { sortable, empty = <NoValue /> }: { sortable?: boolean; empty?: ReactNode } = {},
): DataTableColumn<Row> {
  return {
    id: field,
    header,
    accessor: field,
    ...(sortable ? { sortable } : {}),
    className: "whitespace-nowrap",
    cell: (row) => {
      const value = row[field] as string | null | undefined;
      if (!value) return empty;
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : <time dateTime={value}>{format.format(date)}</time>;
    },
  };
}
