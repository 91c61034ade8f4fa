import "../../../lib/zod-config.ts";
import { type TimeframeDto, timeframeBody } from "@app/shared/schemas/catalogue";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { DataTableColumn } from "../../../components/data-table.tsx";
import { FormDialog } from "../../../components/form-dialog.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { useLocale, useT } from "../../../lib/locale.tsx";
import { timeframesQueryOptions, useDeleteTimeframe, useSaveTimeframe } from "../api.ts";
import { useCrudFeedback } from "../hooks/use-crud-feedback.ts";
import { CatalogueListPage } from "./catalogue-list-page.tsx";

/** Admin: timeframes (a named number of days that packages can use). */
export function TimeframesPage() {
  const { t, locale } = useLocale();
  const timeframes = useQuery(timeframesQueryOptions());
  const remove = useDeleteTimeframe();
  const [editing, setEditing] = useState<{ row: TimeframeDto | null } | null>(null);

  const columns = useMemo<DataTableColumn<TimeframeDto>[]>(() => {
    const number = new Intl.NumberFormat(locale);
    return [
      { id: "uuid", header: t("adminCatalogue.column.uuid"), accessor: "uuid", kind: "uuid" },
      {
        id: "name",
        header: t("adminCatalogue.column.name"),
        accessor: "name",
        className: "font-medium text-slate-900",
      },
      {
        id: "days",
        header: t("adminCatalogue.column.days"),
        accessor: "days",
        cell: (row) => t("adminCatalogue.daysValue", { days: number.format(row.days) }),
      },
    ];
  }, [t, locale]);

  return (
    <CatalogueListPage<TimeframeDto>
      section="timeframes"
      rowName={(row) => row.name}
      onNew={() => setEditing({ row: null })}
      onEdit={(row) => setEditing({ row })}
      onDelete={(uuid) => remove.mutateAsync(uuid)}
      table={{ query: timeframes, columns }}
      dialog={
        editing ? (
          <TimeframeDialog key={editing.row?.uuid ?? "new"} row={editing.row} onClose={() => setEditing(null)} />
        ) : null
      }
    />
  );
}

function TimeframeDialog({ row, onClose }: { row: TimeframeDto | null; onClose: () => void }) {
  const t = useT();
  const feedback = useCrudFeedback();
  const save = useSaveTimeframe();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(timeframeBody, { defaultValues: { name: row?.name ?? "", days: row?.days ?? 30 } });
  const shown = shownErrors(form);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ uuid: row?.uuid, body: values });
      feedback.saved(saved.name, !row);
      onClose();
    } catch (error) {
      setFormError(feedback.formError(form, error));
    }
  });

  return (
    <FormDialog
      open
      title={row ? t("adminCatalogue.timeframes.edit") : t("adminCatalogue.timeframes.new")}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={save.isPending}
      error={formError}
    >
      <TextField label={t("adminCatalogue.field.name")} error={shown("name")} {...form.register("name")} />
      <TextField
        label={t("adminCatalogue.field.days")}
        type="number"
        inputMode="numeric"
        min={1}
        error={shown("days")}
        {...form.register("days", { valueAsNumber: true })}
      />
    </FormDialog>
  );
}
