import { Fragment, type ReactNode, useState } from "react";
import { Button } from "../../../components/button.tsx";
import type { DataTableColumn } from "../../../components/data-table.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { QueryDataTable, type QueryDataTableProps } from "../../../components/query-data-table.tsx";
import { useConfirmedDelete } from "../../../hooks/use-confirmed-delete.ts";
import { type Translate, useT } from "../../../lib/locale.tsx";

/** The columns a catalogue list starts with: the short uuid, then the name in bold. */
export function uuidAndNameColumns<Row extends { uuid: string }>(
  t: Translate,
  name: Extract<keyof Row, string>,
  { filterable = false } = {},
): DataTableColumn<Row>[] {
  return [
    {
      id: "uuid",
      header: t("adminCatalogue.column.uuid"),
      accessor: "uuid" as Extract<keyof Row, string>,
      kind: "uuid",
    },
    {
      id: name,
      header: t("adminCatalogue.column.name"),
      accessor: name,
      filterable,
      className: "font-medium text-slate-900",
    },
  ];
}

export type CatalogueSection = "categories" | "timeframes" | "packages" | "services";

/**
 * The frame every catalogue screen shares: heading with a "new" button, the load error with a
 * retry, the table with edit and confirmed delete (toasts on both outcomes), the add or edit dialog
 * and any other dialog the rows open (`children`).
 */
export function CatalogueListPage<Row extends { uuid: string }>({
  section,
  rowName,
  onDelete,
  table,
  editDialog,
  children,
}: {
  section: CatalogueSection;
  rowName: (row: Row) => string;
  onDelete: (uuid: string) => Promise<unknown>;
  table: Omit<
    QueryDataTableProps<Row>,
    "loadFailed" | "caption" | "getRowId" | "getRowLabel" | "onEdit" | "onDelete" | "deleteConfirm"
  >;
  /** The add (`row` null) or edit dialog, mounted afresh for each row it opens on. */
  editDialog: (row: Row | null, onClose: () => void) => ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const deleting = useConfirmedDelete<Row>(
    (row) => onDelete(row.uuid),
    (row) => ({
      title: t(`adminCatalogue.${section}.deleteTitle`, { name: rowName(row) }),
      description: t(`adminCatalogue.${section}.deleteBody`),
      failed: t("adminCatalogue.deleteFailed"),
      done: t("adminCatalogue.deleted"),
      doneDetail: rowName(row),
    }),
  );
  const headingId = `admin-${section}-heading`;
  return (
    <PageSection
      headingId={headingId}
      title={t(`adminCatalogue.${section}.title`)}
      intro={t(`adminCatalogue.${section}.intro`)}
      actions={<Button onClick={() => setEditing({ row: null })}>{t(`adminCatalogue.${section}.new`)}</Button>}
    >
      <QueryDataTable<Row>
        {...table}
        loadFailed={t("adminCatalogue.loadFailed")}
        caption={t(`adminCatalogue.${section}.title`)}
        getRowId={(row) => row.uuid}
        getRowLabel={rowName}
        onEdit={(row) => setEditing({ row })}
        {...deleting}
      />
      {editing ? (
        <Fragment key={editing.row?.uuid ?? "new"}>{editDialog(editing.row, () => setEditing(null))}</Fragment>
      ) : null}
      {children}
    </PageSection>
  );
}
