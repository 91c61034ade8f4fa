import "../../../lib/zod-config.ts";
import { type TimeframeDto, timeframeBody } from "@app/shared/schemas/catalogue";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { DataTableColumn } from "../../../components/data-table.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { useLocale, useT } from "../../../lib/locale.tsx";
import { timeframesQueryOptions, useDeleteTimeframe, useSaveTimeframe } from "../api.ts";
import { DaysField } from "./catalogue-fields.tsx";
import { CatalogueFormDialog } from "./catalogue-form-dialog.tsx";
import { CatalogueListPage, uuidAndNameColumns } from "./catalogue-list-page.tsx";

/** Admin: timeframes (a named number of days that packages can use). */
export function TimeframesPage() {
  const { t, locale } = useLocale();
  const timeframes = useQuery(timeframesQueryOptions());
  const remove = useDeleteTimeframe();

  const columns = useMemo<DataTableColumn<TimeframeDto>[]>(() => {
    const number = new Intl.NumberFormat(locale);
    return [
      ...uuidAndNameColumns<TimeframeDto>(t, "name"),
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
      onDelete={(uuid) => remove.mutateAsync(uuid)}
      table={{ query: timeframes, columns }}
      editDialog={(row, onClose) => <TimeframeDialog row={row} onClose={onClose} />}
    />
  );
}

function TimeframeDialog({ row, onClose }: { row: TimeframeDto | null; onClose: () => void }) {
  const t = useT();
  const save = useSaveTimeframe();
  const form = useZodForm(timeframeBody, { defaultValues: { name: row?.name ?? "", days: row?.days ?? 30 } });
  const shown = shownErrors(form);

  return (
    <CatalogueFormDialog
      section="timeframes"
      isNew={!row}
      form={form}
      save={async (values) => (await save.mutateAsync({ uuid: row?.uuid, body: values })).name}
      pending={save.isPending}
      onClose={onClose}
    >
      <TextField label={t("adminCatalogue.field.name")} error={shown("name")} {...form.register("name")} />
      <DaysField error={shown("days")} {...form.register("days", { valueAsNumber: true })} />
    </CatalogueFormDialog>
  );
}
