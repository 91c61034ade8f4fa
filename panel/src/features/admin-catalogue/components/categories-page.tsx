import "../../../lib/zod-config.ts";
import { type CategoryDto, categoryBody } from "@app/shared/schemas/catalogue";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { DataTableColumn } from "../../../components/data-table.tsx";
import { TextareaField } from "../../../components/form-controls.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { useLocale, useT } from "../../../lib/locale.tsx";
import type { TableFilters } from "../../../lib/table-state.ts";
import { categoriesQueryOptions, useDeleteCategory, useSaveCategory } from "../api.ts";
import { matches } from "../text-filter.ts";
import { CatalogueFormDialog } from "./catalogue-form-dialog.tsx";
import { CatalogueListPage, uuidAndNameColumns } from "./catalogue-list-page.tsx";

/** Admin: service categories (name, description, number of services). */
export function CategoriesPage() {
  const { t, locale } = useLocale();
  const categories = useQuery(categoriesQueryOptions());
  const remove = useDeleteCategory();
  const [filters, setFilters] = useState<TableFilters>({});

  const columns = useMemo<DataTableColumn<CategoryDto>[]>(() => {
    const number = new Intl.NumberFormat(locale);
    return [
      ...uuidAndNameColumns<CategoryDto>(t, "name", { filterable: true }),
      {
        id: "nameIndonesian",
        header: t("adminCatalogue.column.nameIndonesian"),
        accessor: "nameIndonesian",
        cell: (row) => row.nameIndonesian ?? <span className="text-slate-500">—</span>,
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
      onDelete={(uuid) => remove.mutateAsync(uuid)}
      table={{
        query: categories,
        columns,
        rows,
        filters,
        onFiltersChange: setFilters,
      }}
      editDialog={(row, onClose) => <CategoryDialog row={row} onClose={onClose} />}
    />
  );
}

function CategoryDialog({ row, onClose }: { row: CategoryDto | null; onClose: () => void }) {
  const t = useT();
  const save = useSaveCategory();
  const form = useZodForm(categoryBody, {
    defaultValues: {
      name: row?.name ?? "",
      nameIndonesian: row?.nameIndonesian ?? "",
      description: row?.description ?? "",
    },
  });
  const shown = shownErrors(form);

  return (
    <CatalogueFormDialog
      section="categories"
      isNew={!row}
      form={form}
      save={async (values) => {
        const body = {
          name: values.name,
          nameIndonesian: values.nameIndonesian || null,
          description: values.description || null,
        };
        return (await save.mutateAsync({ uuid: row?.uuid, body })).name;
      }}
      pending={save.isPending}
      onClose={onClose}
    >
      <TextField label={t("adminCatalogue.field.name")} error={shown("name")} {...form.register("name")} />
      <TextField
        label={t("adminCatalogue.field.nameIndonesian")}
        hint={t("adminCatalogue.field.nameIndonesianHint")}
        lang="id"
        error={shown("nameIndonesian")}
        {...form.register("nameIndonesian")}
      />
      <TextareaField
        label={t("adminCatalogue.field.description")}
        error={shown("description")}
        {...form.register("description")}
      />
    </CatalogueFormDialog>
  );
}
