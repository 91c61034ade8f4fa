import type { ReactNode } from "react";
import { Button } from "../../../components/button.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { QueryDataTable, type QueryDataTableProps } from "../../../components/query-data-table.tsx";
import { useT } from "../../../lib/locale.tsx";
import { useCrudFeedback } from "../hooks/use-crud-feedback.ts";

export type CatalogueSection = "categories" | "timeframes" | "packages" | "services";

/**
 * The frame every catalogue screen shares: heading with a "new" button, the load error with a
 * retry, the table with edit and confirmed delete (toasts on both outcomes), and the open dialog.
 */
export function CatalogueListPage<Row extends { uuid: string }>({
  section,
  rowName,
  onNew,
  onEdit,
  onDelete,
  table,
  dialog,
}: {
  section: CatalogueSection;
  rowName: (row: Row) => string;
  onNew: () => void;
  onEdit: (row: Row) => void;
  onDelete: (uuid: string) => Promise<unknown>;
  table: Omit<
    QueryDataTableProps<Row>,
    "loadFailed" | "caption" | "getRowId" | "getRowLabel" | "onEdit" | "onDelete" | "deleteConfirm"
  >;
  dialog: ReactNode;
}) {
  const t = useT();
  const feedback = useCrudFeedback();
  const headingId = `admin-${section}-heading`;
  return (
    <section className="flex flex-col gap-4" aria-labelledby={headingId}>
      <PageHeader
        id={headingId}
        level={1}
        title={t(`adminCatalogue.${section}.title`)}
        intro={t(`adminCatalogue.${section}.intro`)}
        actions={<Button onClick={onNew}>{t(`adminCatalogue.${section}.new`)}</Button>}
      />
      <QueryDataTable<Row>
        {...table}
        loadFailed={t("adminCatalogue.loadFailed")}
        caption={t(`adminCatalogue.${section}.title`)}
        getRowId={(row) => row.uuid}
        getRowLabel={rowName}
        onEdit={onEdit}
        onDelete={async (row) => {
          try {
            await onDelete(row.uuid);
          } catch (error) {
            feedback.failed(t("adminCatalogue.deleteFailed"), error);
            throw error;
          }
          feedback.deleted(rowName(row));
        }}
        deleteConfirm={(row) => ({
          title: t(`adminCatalogue.${section}.deleteTitle`, { name: rowName(row) }),
          description: t(`adminCatalogue.${section}.deleteBody`),
        })}
      />
      {dialog}
    </section>
  );
}
