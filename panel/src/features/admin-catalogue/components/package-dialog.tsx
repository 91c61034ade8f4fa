import "../../../lib/zod-config.ts";
import { formatPrice } from "@app/shared/cart";
import { TRIAL_MAX_DAYS } from "@app/shared/constants";
import { currencyCode, type PackageBody, packageBody } from "@app/shared/schemas/catalogue";
import type { PackageDto } from "@app/shared/schemas/packages";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { CheckboxField, SelectField, TextareaField } from "../../../components/form-controls.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { shownErrors, useZodForm } from "../../../lib/form.ts";
import { type Translate, useLocale, useT } from "../../../lib/locale.tsx";
import { timeframesQueryOptions, useSavePackage } from "../api.ts";
import { fitsCurrency, toMajorUnits, toMinorUnits } from "../money.ts";
import { DaysField, StatusAndSortOrderFields } from "./catalogue-fields.tsx";
import { CatalogueFormDialog } from "./catalogue-form-dialog.tsx";

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
type PackageFormSchema = ReturnType<typeof packageFormSchema>;
type PackageFormValues = z.output<PackageFormSchema>;
type PackageForm = UseFormReturn<z.input<PackageFormSchema>, unknown, PackageFormValues>;
type Shown = ReturnType<typeof shownErrors<z.input<PackageFormSchema>>>;

/** The form's values for a package being edited, or the defaults of a new one (`row` null). */
function packageFormDefaults(row: PackageDto | null): z.input<PackageFormSchema> {
  return {
    namePackage: row?.namePackage ?? "",
    description: row?.description ?? "",
    price: row ? toMajorUnits(row.price, row.currency) : 0,
    currency: row?.currency ?? "IDR",
    timeframeUuid: row?.timeframeUuid ?? "",
    days: row?.days ?? 30,
    // A new package has no services yet, so it cannot be on sale (decision 068).
    status: row?.status ?? "inactive",
    sortOrder: row?.sortOrder ?? 0,
    highlight: row?.highlight ?? false,
    trialDays: row?.trialDays ?? 0,
  };
}

/** The request body for the form's values: the price back in minor units, empty texts as null. */
function packageBodyFromForm(values: PackageFormValues): PackageBody {
  return {
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
}

/** Adds a package (`row` null) or edits one. */
export function PackageDialog({ row, onClose }: { row: PackageDto | null; onClose: () => void }) {
  const t = useT();
  const save = useSavePackage();
  const schema = useMemo(() => packageFormSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: packageFormDefaults(row) });
  const shown = shownErrors(form);

  return (
    <CatalogueFormDialog
      section="packages"
      isNew={!row}
      form={form}
      save={async (values) =>
        (await save.mutateAsync({ uuid: row?.uuid, body: packageBodyFromForm(values) })).namePackage
      }
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
      <PackagePriceFields form={form} shown={shown} />
      <PackagePeriodFields form={form} shown={shown} initialTimeframe={row?.timeframeUuid ?? ""} />
      <StatusAndSortOrderFields
        status={{
          error: shown("status"),
          hint:
            row && !row.onSale && row.status === "active"
              ? t("adminCatalogue.packages.offSaleHint")
              : t("adminCatalogue.packages.statusHint"),
          ...form.register("status"),
        }}
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

/** The price in major units, with how it will show once the currency is a 3-letter code, and the currency. */
function PackagePriceFields({ form, shown }: { form: PackageForm; shown: Shown }) {
  const { t, locale } = useLocale();
  let pricePreview = "";
  const currency = form.watch("currency");
  const price = form.watch("price");
  if (typeof price === "number" && Number.isFinite(price) && /^[A-Za-z]{3}$/.test(currency ?? "")) {
    pricePreview = formatPrice(toMinorUnits(price, currency ?? "IDR"), (currency ?? "IDR").toUpperCase(), locale);
  }
  return (
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
  );
}

/** The timeframe (picking one fills in its days) and the days. */
function PackagePeriodFields({
  form,
  shown,
  initialTimeframe,
}: {
  form: PackageForm;
  shown: Shown;
  /** The package's timeframe, "" for none or a new package. */
  initialTimeframe: string;
}) {
  const t = useT();
  const timeframes = useQuery(timeframesQueryOptions());
  const timeframeField = form.register("timeframeUuid", {
    onChange: (event: { target: { value: string } }) => {
      const picked = timeframes.data?.find((tf) => tf.uuid === event.target.value);
      if (picked) form.setValue("days", picked.days, { shouldValidate: true, shouldDirty: true });
    },
  });
  // The timeframes may arrive after the form opened: select the package's once they are known.
  useEffect(() => {
    if (initialTimeframe && !form.getFieldState("timeframeUuid").isDirty && form.getValues("timeframeUuid") === "") {
      form.setValue("timeframeUuid", initialTimeframe);
    }
  }, [initialTimeframe, form]);

  return (
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
  );
}
