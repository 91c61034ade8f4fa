import "../../../lib/zod-config.ts";
import { formatPrice } from "@app/shared/cart";
import { type Locale, PACKAGE_STATUSES, TRIAL_MAX_DAYS } from "@app/shared/constants";
import { durationName } from "@app/shared/duration";
import { currencyCode, packageBody } from "@app/shared/schemas/catalogue";
import type { PackageDto } from "@app/shared/schemas/packages";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { z } from "zod";
import { type DataTableColumn, selectFilter } from "../../../components/data-table.tsx";
import { CheckboxField, SelectField, TextareaField } from "../../../components/form-controls.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { type Translate, useLocale } from "../../../lib/locale.tsx";
import type { TableFilters } from "../../../lib/table-state.ts";
import { packagesQueryOptions, timeframesQueryOptions, useDeletePackage, useSavePackage } from "../api.ts";
import { fitsCurrency, toMajorUnits, toMinorUnits } from "../money.ts";
import { matches } from "../text-filter.ts";
import { ActiveBadge } from "./active-badge.tsx";
import { DaysField, StatusAndSortOrderFields } from "./catalogue-fields.tsx";
import { CatalogueFormDialog } from "./catalogue-form-dialog.tsx";
import { CatalogueListPage } from "./catalogue-list-page.tsx";

/** Admin: subscription packages (price, timeframe/days, status, sort order, highlight). */
export function PackagesPage() {
  const { t, locale } = useLocale();
  const packages = useQuery(packagesQueryOptions());
  const remove = useDeletePackage();
  const [filters, setFilters] = useState<TableFilters>({});

  const columns = useMemo<DataTableColumn<PackageDto>[]>(() => {
    const number = new Intl.NumberFormat(locale);
    return [
      { id: "uuid", header: t("adminCatalogue.column.uuid"), accessor: "uuid", kind: "uuid" },
      {
        id: "namePackage",
        header: t("adminCatalogue.column.name"),
        accessor: "namePackage",
        filterable: true,
        className: "font-medium text-slate-900",
      },
      {
        id: "price",
        header: t("adminCatalogue.column.price"),
        accessor: "price",
        className: "whitespace-nowrap",
        cell: (row) => formatPrice(row.price, row.currency, locale),
      },
      {
        id: "days",
        header: t("adminCatalogue.column.period"),
        accessor: "days",
        className: "whitespace-nowrap",
        cell: (row) => {
          const timeframe = periodName(row, locale);
          return timeframe
            ? t("adminCatalogue.periodValue", { timeframe, days: number.format(row.days) })
            : t("adminCatalogue.daysValue", { days: number.format(row.days) });
        },
      },
      {
        id: "status",
        header: t("adminCatalogue.column.status"),
        accessor: "status",
        ...selectFilter(PACKAGE_STATUSES, (status) => t(`adminCatalogue.status.${status}`)),
        cell: (row) => <ActiveBadge status={row.status} />,
      },
      {
        id: "sortOrder",
        header: t("adminCatalogue.column.sortOrder"),
        accessor: "sortOrder",
        cell: (row) => number.format(row.sortOrder),
      },
      {
        id: "highlight",
        header: t("adminCatalogue.column.highlight"),
        accessor: "highlight",
        cell: (row) =>
          row.highlight ? (
            <span className="inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
              {t("adminCatalogue.highlighted")}
            </span>
          ) : (
            <span className="text-slate-500">{t("adminCatalogue.no")}</span>
          ),
      },
      {
        id: "trialDays",
        header: t("adminCatalogue.column.trial"),
        accessor: "trialDays",
        className: "whitespace-nowrap",
        cell: (row) =>
          row.trialDays > 0 ? (
            t("adminCatalogue.daysValue", { days: number.format(row.trialDays) })
          ) : (
            <span className="text-slate-500">{t("adminCatalogue.no")}</span>
          ),
      },
    ];
  }, [t, locale]);

  const rows = (packages.data ?? []).filter(
    (row) => matches(row.namePackage, filters.namePackage) && (!filters.status || row.status === filters.status),
  );
  return (
    <CatalogueListPage<PackageDto>
      section="packages"
      rowName={(row) => row.namePackage}
      onDelete={(uuid) => remove.mutateAsync(uuid)}
      table={{
        query: packages,
        columns,
        rows,
        filters,
        onFiltersChange: setFilters,
      }}
      editDialog={(row, onClose) => <PackageDialog row={row} onClose={onClose} />}
    />
  );
}

/**
 * The period's name next to its days. A timeframe's name is typed by an admin in one language
 * ("1 Month"), so it is shown as is only in English; other locales word the days ("1 bulan").
 */
function periodName(row: Pick<PackageDto, "timeFrame" | "days">, locale: Locale): string | null {
  if (!row.timeFrame) return null;
  return locale === "en" ? row.timeFrame : durationName(row.days, locale);
}

/** The package form: the shared packageBody, with the price in major units (converted on submit). */
function packageFormSchema(t: Translate) {
  return packageBody
    .omit({ price: true, timeframeUuid: true })
    .extend({
      price: z.number().min(0).max(1_000_000_000_000),
      currency: currencyCode,
      timeframeUuid: z.string(),
    })
    .superRefine((values, ctx) => {
      if (!fitsCurrency(values.price, values.currency)) {
        ctx.addIssue({ code: "custom", path: ["price"], message: t("adminCatalogue.packages.priceDecimals") });
      }
    });
}

function PackageDialog({ row, onClose }: { row: PackageDto | null; onClose: () => void }) {
  const { t, locale } = useLocale();
  const save = useSavePackage();
  const timeframes = useQuery(timeframesQueryOptions());
  const schema = useMemo(() => packageFormSchema(t), [t]);
  // The list answers the timeframe's name only; names are what admins pick, so match on it.
  const initialTimeframe = row?.timeframeUuid ?? "";
  const form = useZodForm(schema, {
    defaultValues: {
      namePackage: row?.namePackage ?? "",
      description: row?.description ?? "",
      price: row ? toMajorUnits(row.price, row.currency) : 0,
      currency: row?.currency ?? "IDR",
      timeframeUuid: initialTimeframe,
      days: row?.days ?? 30,
      status: row?.status ?? "active",
      sortOrder: row?.sortOrder ?? 0,
      highlight: row?.highlight ?? false,
      trialDays: row?.trialDays ?? 0,
    },
  });
  const shown = shownErrors(form);
  const currency = form.watch("currency");

  // The timeframes may arrive after the form opened: select the package's once they are known.
  const timeframeField = form.register("timeframeUuid", {
    onChange: (event: { target: { value: string } }) => {
      const picked = timeframes.data?.find((tf) => tf.uuid === event.target.value);
      if (picked) form.setValue("days", picked.days, { shouldValidate: true, shouldDirty: true });
    },
  });
  useEffect(() => {
    if (initialTimeframe && !form.getFieldState("timeframeUuid").isDirty && form.getValues("timeframeUuid") === "") {
      form.setValue("timeframeUuid", initialTimeframe);
    }
  }, [initialTimeframe, form]);

  let pricePreview = "";
  const price = form.watch("price");
  if (typeof price === "number" && Number.isFinite(price) && /^[A-Za-z]{3}$/.test(currency ?? "")) {
    pricePreview = formatPrice(toMinorUnits(price, currency ?? "IDR"), (currency ?? "IDR").toUpperCase(), locale);
  }

  return (
    <CatalogueFormDialog
      section="packages"
      isNew={!row}
      form={form}
      save={async (values) => {
        const body = {
          namePackage: values.namePackage,
          description: values.description || null,
          price: toMinorUnits(values.price, values.currency),
          currency: values.currency,
          timeframeUuid: values.timeframeUuid || null,
          days: values.days,
          status: values.status,
          sortOrder: values.sortOrder,
          highlight: values.highlight,
          trialDays: values.trialDays,
        };
        return (await save.mutateAsync({ uuid: row?.uuid, body })).namePackage;
      }}
      pending={save.isPending}
      onClose={onClose}
      wide
    >
      <TextField
        label={t("adminCatalogue.field.name")}
        error={shown("namePackage")}
        {...form.register("namePackage")}
      />
      <TextareaField
        label={t("adminCatalogue.field.description")}
        error={shown("description")}
        {...form.register("description")}
      />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          label={t("adminCatalogue.field.price")}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          error={shown("price")}
          hint={pricePreview ? t("adminCatalogue.packages.pricePreview", { price: pricePreview }) : undefined}
          {...form.register("price", { valueAsNumber: true })}
        />
        <TextField
          label={t("adminCatalogue.field.currency")}
          maxLength={3}
          autoCapitalize="characters"
          error={shown("currency")}
          {...form.register("currency")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("adminCatalogue.field.timeframe")}
          error={shown("timeframeUuid")}
          hint={t("adminCatalogue.packages.timeframeHint")}
          {...timeframeField}
        >
          <option value="">{t("adminCatalogue.noTimeframe")}</option>
          {(timeframes.data ?? []).map((tf) => (
            <option key={tf.uuid} value={tf.uuid}>
              {tf.name}
            </option>
          ))}
        </SelectField>
        <DaysField error={shown("days")} {...form.register("days", { valueAsNumber: true })} />
      </div>
      <StatusAndSortOrderFields
        status={{ error: shown("status"), ...form.register("status") }}
        sortOrder={{ error: shown("sortOrder"), ...form.register("sortOrder", { valueAsNumber: true }) }}
      />
      <CheckboxField
        label={t("adminCatalogue.field.highlight")}
        hint={t("adminCatalogue.packages.highlightHint")}
        {...form.register("highlight")}
      />
      <TextField
        label={t("adminCatalogue.field.trialDays")}
        type="number"
        inputMode="numeric"
        min={0}
        max={TRIAL_MAX_DAYS}
        error={shown("trialDays")}
        hint={t("adminCatalogue.packages.trialDaysHint")}
        {...form.register("trialDays", { valueAsNumber: true })}
      />
    </CatalogueFormDialog>
  );
}
