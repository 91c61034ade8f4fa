import "../../../lib/zod-config.ts";
import { type CategoryDto, type ServiceBody, type ServiceDto, serviceBody } from "@app/shared/schemas/catalogue";
import { useMemo } from "react";
import { z } from "zod";
import { TextareaField } from "../../../components/form-controls.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { type ApiFieldError, apiErrorText, errorCodeText } from "../../../lib/api-error-text.ts";
import { applyPlacedFieldErrors, type FieldPlacement, shownErrors, useZodForm } from "../../../lib/form.ts";
import { type Translate, useT } from "../../../lib/locale.tsx";
import { useSaveService } from "../api.ts";
import { blockedUrlLine, blockedUrlsFromText, blockedUrlsProblem, blockedUrlsToText } from "../blocked-urls.ts";
import { splitFieldPath } from "../field-paths.ts";
import { StatusAndSortOrderFields } from "./catalogue-fields.tsx";
import { CatalogueFormDialog } from "./catalogue-form-dialog.tsx";
import { LogoUpload } from "./logo-upload.tsx";
import {
  ServiceAccessFields,
  ServiceCategoryAndTypeFields,
  ServiceProbeFields,
  ServiceSecretFields,
} from "./service-form-fields.tsx";

const PROBE_FIELDS = ["probeUrl", "probeSignedInText", "probeSignedOutText"] as const;

/** An http(s) address as the API takes it (`z.url` with the http and https schemes). */
const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);

/**
 * The service form: the shared serviceBody with form-friendly empty strings (turned into null on
 * submit), the blocked pages as one pattern per line, the write-only secret and a "clear secret"
 * checkbox for services that have one. The health probe needs its page and at least one of its two
 * texts, and texts need a page: each rule's message sits on the field to fill in.
 */
export function serviceFormSchema(t: Translate) {
  return serviceBody
    .omit({
      logo: true,
      categoryUuid: true,
      description: true,
      accessUrl: true,
      accessSecret: true,
      blockedUrls: true,
      probeUrl: true,
      probeSignedInText: true,
      probeSignedOutText: true,
    })
    .extend({
      logo: z.string().trim().max(500_000),
      categoryUuid: z.string(),
      description: z.string().trim().max(2000),
      accessUrl: z
        .string()
        .trim()
        .pipe(z.union([z.literal(""), z.url({ protocol: /^https?$/ }).max(2000)])),
      blockedUrls: z.string().superRefine((text, ctx) => {
        const problem = blockedUrlsProblem(text);
        if (!problem) return;
        ctx.addIssue({
          code: "custom",
          message:
            problem.kind === "invalid"
              ? t("adminCatalogue.services.blockedUrlInvalid", { line: problem.line })
              : t("adminCatalogue.services.blockedUrlsTooMany", { max: problem.max }),
        });
      }),
      accessSecret: z.string().max(100_000),
      clearSecret: z.boolean(),
      probeUrl: z
        .string()
        .trim()
        .refine((url) => url === "" || httpUrl.safeParse(url).success, {
          error: t("adminCatalogue.services.probeUrlInvalid"),
        }),
      probeSignedInText: z.string().trim().max(500),
      probeSignedOutText: z.string().trim().max(500),
    })
    .superRefine(
      (values, ctx) => {
        const probe = probeProblem(values);
        if (probe === "urlRequired")
          ctx.addIssue({ code: "custom", path: ["probeUrl"], message: t("adminCatalogue.services.probeUrlRequired") });
        else if (probe === "textRequired")
          ctx.addIssue({
            code: "custom",
            path: ["probeSignedInText"],
            message: t("adminCatalogue.services.probeTextRequired"),
          });
      },
      // Also while another field is wrong (an empty sort order), as long as the probe's fields are texts.
      {
        when: (payload) =>
          PROBE_FIELDS.every(
            (key) =>
              typeof (payload.value as Partial<Pick<ServiceBody, (typeof PROBE_FIELDS)[number]>> | undefined)?.[key] ===
              "string",
          ),
      },
    );
}
export type ServiceFormValues = z.output<ReturnType<typeof serviceFormSchema>>;

type ProbeFields = Pick<ServiceFormValues, (typeof PROBE_FIELDS)[number]>;

/**
 * What the probe's fields lack, if anything: a page for the texts, or a text for the page (the API
 * probes only a service with both, decision 048). Blank fields count as empty.
 */
export function probeProblem(values: ProbeFields): "urlRequired" | "textRequired" | null {
  const url = values.probeUrl.trim() !== "";
  const text = values.probeSignedInText.trim() !== "" || values.probeSignedOutText.trim() !== "";
  if (text && !url) return "urlRequired";
  if (url && !text) return "textRequired";
  return null;
}

/**
 * Where a server's field error shows on the service form: a blocked pattern's (`blockedUrls[2]`)
 * on the textarea, naming its line; a secret's inner field (`accessSecret.cookies[0].domain`) on
 * the secret. Null for the rest (a field of the same name).
 */
export function placeServiceFieldError(
  field: ApiFieldError,
  blockedText: string,
  t: Translate,
): FieldPlacement<ServiceFormValues> {
  const { root, index, nested } = splitFieldPath(field.field);
  if (root === "blockedUrls" && index !== null) {
    const line = blockedUrlLine(blockedText, index) ?? index + 1;
    const text = field.code ? errorCodeText(field.code, t) : null;
    return {
      name: "blockedUrls",
      message: text
        ? t("adminCatalogue.services.blockedUrlLine", { line, message: text })
        : t("adminCatalogue.services.blockedUrlInvalid", { line }),
    };
  }
  if (root === "accessSecret" && (nested || (!field.code && !field.issue)))
    return { name: "accessSecret", message: t("adminCatalogue.accounts.sessionError", { detail: field.message }) };
  return null;
}

/**
 * The request body for the form's values. A new service sends a secret only when one was typed; an
 * edit leaves the stored secret alone unless a new one is typed ("" + clear → removes it).
 */
export function serviceInputFromForm(values: ServiceFormValues, editing: boolean): ServiceBody {
  const body: ServiceBody = {
    name: values.name,
    logo: values.logo || null,
    typeService: values.typeService,
    categoryUuid: values.categoryUuid || null,
    status: values.status,
    description: values.description || null,
    accessUrl: values.accessUrl || null,
    blockedUrls: blockedUrlsFromText(values.blockedUrls),
    probeUrl: values.probeUrl.trim() || null,
    probeSignedInText: values.probeSignedInText.trim() || null,
    probeSignedOutText: values.probeSignedOutText.trim() || null,
    sortOrder: values.sortOrder,
  };
  if (values.accessSecret) body.accessSecret = values.accessSecret;
  else if (editing && values.clearSecret) body.accessSecret = "";
  return body;
}

/** The form's values for a service being edited, or the empty form of a new one (`row` null). */
function serviceFormDefaults(row: ServiceDto | null): z.input<ReturnType<typeof serviceFormSchema>> {
  return {
    name: row?.name ?? "",
    logo: row?.logo ?? "",
    typeService: row?.type_service ?? "cookie",
    categoryUuid: row?.categoryUuid ?? "",
    status: row?.status ?? "active",
    description: row?.description ?? "",
    accessUrl: row?.accessUrl ?? "",
    blockedUrls: blockedUrlsToText(row?.blockedUrls ?? []),
    accessSecret: "",
    clearSecret: false,
    probeUrl: row?.probeUrl ?? "",
    probeSignedInText: row?.probeSignedInText ?? "",
    probeSignedOutText: row?.probeSignedOutText ?? "",
    sortOrder: row?.sortOrder ?? 0,
  };
}

export function ServiceDialog({
  row,
  categories,
  onClose,
}: {
  row: ServiceDto | null;
  categories: readonly CategoryDto[];
  onClose: () => void;
}) {
  const t = useT();
  const save = useSaveService();
  const schema = useMemo(() => serviceFormSchema(t), [t]);
  const form = useZodForm(schema, { defaultValues: serviceFormDefaults(row) });
  const shown = shownErrors(form);
  const logo = form.watch("logo");
  const name = form.watch("name");
  const secretTyped = form.watch("accessSecret") !== "";

  return (
    <CatalogueFormDialog
      section="services"
      isNew={!row}
      form={form}
      save={async (values) =>
        (await save.mutateAsync({ uuid: row?.uuid, body: serviceInputFromForm(values, !!row) })).name
      }
      pending={save.isPending}
      onClose={onClose}
      formError={(error, values) => {
        const placed = applyPlacedFieldErrors(form, error, t, (field) =>
          placeServiceFieldError(field, values.blockedUrls, t),
        );
        return placed ? null : apiErrorText(error, t);
      }}
      wide
    >
      <TextField
        label={t("adminCatalogue.field.name")}
        error={shown("name")}
        hint={t("adminCatalogue.services.nameHint")}
        {...form.register("name")}
      />
      <LogoUpload
        name={name ?? ""}
        value={logo ?? ""}
        onChange={(url) => form.setValue("logo", url, { shouldDirty: true, shouldValidate: true })}
      />
      <TextField
        label={t("adminCatalogue.field.logoUrl")}
        error={shown("logo")}
        inputMode="url"
        {...form.register("logo")}
      />
      <ServiceCategoryAndTypeFields
        categories={categories}
        category={{ error: shown("categoryUuid"), ...form.register("categoryUuid") }}
        type={{ error: shown("typeService"), ...form.register("typeService") }}
      />
      <StatusAndSortOrderFields
        status={{ error: shown("status"), ...form.register("status") }}
        sortOrder={{ error: shown("sortOrder"), ...form.register("sortOrder", { valueAsNumber: true }) }}
      />
      <TextareaField
        label={t("adminCatalogue.field.description")}
        error={shown("description")}
        {...form.register("description")}
      />
      <ServiceAccessFields
        accessUrl={{ error: shown("accessUrl"), ...form.register("accessUrl") }}
        blockedUrls={{ error: shown("blockedUrls"), ...form.register("blockedUrls") }}
      />
      <ServiceProbeFields
        url={{ error: shown("probeUrl"), ...form.register("probeUrl", { deps: ["probeSignedInText"] }) }}
        signedInText={{
          error: shown("probeSignedInText"),
          ...form.register("probeSignedInText", { deps: ["probeUrl"] }),
        }}
        signedOutText={{
          error: shown("probeSignedOutText"),
          ...form.register("probeSignedOutText", { deps: ["probeUrl", "probeSignedInText"] }),
        }}
      />
      <ServiceSecretFields
        hasSecret={row ? row.hasSecret : null}
        secret={{ error: shown("accessSecret"), ...form.register("accessSecret") }}
        clearSecret={form.register("clearSecret")}
        secretTyped={secretTyped}
      />
    </CatalogueFormDialog>
  );
}
