import type { ReactNode } from "react";
import { useT } from "../lib/locale.tsx";
import { SideScrollRegion } from "./scroll-region.tsx";

export interface PlainColumn {
  header: ReactNode;
  className?: string;
}

/**
 * A small read-only table whose rows the caller renders (`<tr>`s), for lists that need none of
 * DataTable's paging, sorting or filters. On a narrow screen it scrolls sideways inside a labelled,
 * focusable region with edge shadows (SideScrollRegion, as DataTable's), never the page.
 */
export function PlainTable({
  columns,
  children,
  label,
  testId,
  className = "",
}: {
  columns: readonly PlainColumn[];
  children: ReactNode;
  /** What the table lists: the name of its scrolling region and its caption. */
  label?: string;
  testId?: string;
  /** Extra classes of the scrolling frame (a background, say). */
  className?: string;
}) {
  const t = useT();
  return (
    <SideScrollRegion label={t("table.scrollRegion", { name: label ?? t("table.unnamed") })} className={className}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        {label ? <caption className="sr-only">{label}</caption> : null}
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
    </SideScrollRegion>
  );
}
