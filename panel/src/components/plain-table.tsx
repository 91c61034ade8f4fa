import type { ReactNode } from "react";

export interface PlainColumn {
  header: ReactNode;
  className?: string;
}

/**
 * A small read-only table whose rows the caller renders (`<tr>`s), for lists that need none of
 * DataTable's paging, sorting or filters.
 */
export function PlainTable({
  columns,
  children,
  testId,
  className = "",
}: {
  columns: readonly PlainColumn[];
  children: ReactNode;
  testId?: string;
  /** Extra classes of the scrolling frame (a background, say). */
  className?: string;
}) {
  return (
    <div className={`overflow-x-auto rounded-lg border border-slate-200 ${className}`}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
              <th key={index} scope="col" className={`px-3 py-2 font-medium ${column.className ?? ""}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
