import "../../../lib/zod-config.ts";
import { type CategoryDto, categoryBody } from "@app/shared/schemas/catalogue";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { DataTableColumn } from "../../../components/data-table.tsx";
import { TextareaField } from "../../../components/form-controls.tsx";
import { FormDialog } from "../../../components/form-dialog.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { useLocale, useT } from "../../../lib/locale.tsx";
import type { TableFilters } from "../../../lib/table-state.ts";
import { categoriesQueryOptions, useDeleteCategory, useSaveCategory } from "../api.ts";
import { useCrudFeedback } from "../hooks/use-crud-feedback.ts";
import { matches } from "../text-filter.ts";
import { CatalogueListPage } from "./catalogue-list-page.tsx";

/** Admin: service categories (name, description, number of services). */
export function CategoriesPage() {
  const { t, locale } = useLocale();
  const categories = useQuery(categoriesQueryOptions());
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<{ row: CategoryDto | null } | null>(null);
  const [filters, setFilters] = useState<TableFilters>({});

  const columns = useMemo<DataTableColumn<CategoryDto>[]>(() => {
    const number = new Intl.NumberFormat(locale);
    return [
      { id: "uuid", header: t("adminCatalogue.column.uuid"), accessor: "uuid", kind: "uuid" },
      {
        id: "name",
        header: t("adminCatalogue.column.name"),
        accessor: "name",
        filterable: true,
        className: "font-medium text-slate-900",
      },
      { id: "description", header: t("adminCatalogue.column.description"), accessor: "description" },
      {
        id: "serviceCount",
        header: t("adminCatalogue.column.serviceCount"),
        accessor: "serviceCount",
        cell: (row) => number.format(row.serviceCount),
      },
    ];
  }, [t, locale]);

  const rows = (categories.data ?? []).filter((row) => matches(row.name, filters.name));
  return (
    <CatalogueListPage<CategoryDto>
      section="categories"
      rowName={(row) => row.name}
      onNew={() => setEditing({ row: null })}
      onEdit={(row) => setEditing({ row })}
      onDelete={(uuid) => remove.mutateAsync(uuid)}
      table={{
        query: categories,
        columns,
        rows,
        filters,
        onFiltersChange: setFilters,
      }}
      dialog={
        editing ? (
          <CategoryDialog key={editing.row?.uuid ?? "new"} row={editing.row} onClose={() => setEditing(null)} />
        ) : null
      }
    />
  );
}

function CategoryDialog({ row, onClose }: { row: CategoryDto | null; onClose: () => void }) {
  const t = useT();
  const feedback = useCrudFeedback();
  const save = useSaveCategory();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(categoryBody, {
    defaultValues: { name: row?.name ?? "", description: row?.description ?? "" },
  });
  const shown = shownErrors(form);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({
        uuid: row?.uuid,
        body: { name: values.name, description: values.description || null },
      });
      feedback.saved(saved.name, !row);
      onClose();
    } catch (error) {
      setFormError(feedback.formError(form, error));
    }
  });

  return (
    <FormDialog
      open
      title={row ? t("adminCatalogue.categories.edit") : t("adminCatalogue.categories.new")}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={save.isPending}
      error={formError}
    >
      <TextField label={t("adminCatalogue.field.name")} error={shown("name")} {...form.register("name")} />
      <TextareaField
        label={t("adminCatalogue.field.description")}
        error={shown("description")}
        {...form.register("description")}
      />
    </FormDialog>
  );
}
