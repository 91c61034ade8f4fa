import { categoryNameFor } from "@app/shared/category-name";
import { pluralForm } from "@app/shared/i18n/plural";
import type { ServiceDto } from "@app/shared/schemas/catalogue";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { INPUT_CLASS } from "../../../components/form-field.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { ServiceLogo } from "../../../components/service-logo.tsx";
import { ServiceTypeIcon } from "../../../components/service-type-icon.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale, useT } from "../../../lib/locale.tsx";
import { allServicesQueryOptions, planServicesQueryOptions, useAssociateServices } from "../api.ts";
import { useCrudFeedback } from "../hooks/use-crud-feedback.ts";
import { matches } from "../text-filter.ts";

/**
 * A searchable checkbox list of every service, checked for those the package includes. Save sends
 * the whole set (POST /plan-services/associate replaces it atomically); the search only hides rows,
 * it never drops a checked service.
 */
export function ServicePicker({ packageUuid, packageName }: { packageUuid: string; packageName: string }) {
  const { t, locale } = useLocale();
  const feedback = useCrudFeedback();
  const services = useQuery(allServicesQueryOptions());
  const current = useQuery(planServicesQueryOptions(packageUuid));
  const associate = useAssociateServices();
  const [checked, setChecked] = useState<Set<string> | null>(null);
  const [query, setQuery] = useState("");

  const saved = useMemo(() => new Set((current.data ?? []).map((row) => row.serviceUuid)), [current.data]);
  // The package's set, once known, is the starting point of the edit.
  useEffect(() => {
    if (current.data && checked === null) setChecked(new Set(current.data.map((row) => row.serviceUuid)));
  }, [current.data, checked]);

  if (services.isError || current.isError) {
    const error = services.error ?? current.error;
    return (
      <LoadError
        message={`${t("adminCatalogue.loadFailed")} ${apiErrorText(error, t)}`}
        onRetry={() => {
          void services.refetch();
          void current.refetch();
        }}
      />
    );
  }
  if (services.isPending || current.isPending || checked === null) {
    return <PickerLoading />;
  }

  const visible = services.data.filter((service) => matches(service.name, query));
  const dirty = checked.size !== saved.size || [...checked].some((uuid) => !saved.has(uuid));
  const number = new Intl.NumberFormat(locale);
  const toggle = (uuid: string, on: boolean) =>
    setChecked((previous) => {
      const next = new Set(previous);
      if (on) next.add(uuid);
      else next.delete(uuid);
      return next;
    });
  const setVisible = (on: boolean) =>
    setChecked((previous) => {
      const next = new Set(previous);
      for (const service of visible) {
        if (on) next.add(service.uuid);
        else next.delete(service.uuid);
      }
      return next;
    });

  const save = async () => {
    // Services are listed in the catalogue's order; the set keeps that order for the request.
    const serviceUuids = services.data.map((service) => service.uuid).filter((uuid) => checked.has(uuid));
    try {
      await associate.mutateAsync({ packageUuid, serviceUuids });
      feedback.saved(
        t(`adminCatalogue.planServices.savedDetail.${pluralForm(locale, serviceUuids.length)}`, {
          name: packageName,
          count: serviceUuids.length,
        }),
        false,
      );
    } catch (error) {
      feedback.failed(t("adminCatalogue.planServices.saveFailed"), error);
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="service-picker">
      <PickerToolbar query={query} onQueryChange={setQuery} onSetVisible={setVisible} />
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="picker-count">
        {t("adminCatalogue.planServices.selectedCount", {
          count: number.format(checked.size),
          total: number.format(services.data.length),
        })}
      </p>
      <PickerList services={visible} checked={checked} packageName={packageName} onToggle={toggle} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={associate.isPending || !dirty}
          aria-busy={associate.isPending || undefined}
          onClick={() => void save()}
        >
          {associate.isPending ? t("form.saving") : t("adminCatalogue.planServices.save")}
        </Button>
        {dirty ? (
          <Button variant="secondary" onClick={() => setChecked(new Set(saved))}>
            {t("adminCatalogue.planServices.reset")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function PickerLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-2" data-testid="service-picker-loading">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** The search box, and "select" or "clear" all the services it leaves visible (`onSetVisible`). */
function PickerToolbar({
  query,
  onQueryChange,
  onSetVisible,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  onSetVisible: (on: boolean) => void;
}) {
  const t = useT();
  const searchId = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-60 flex-1 flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
          {t("adminCatalogue.planServices.search")}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          className={INPUT_CLASS}
        />
      </div>
      <Button variant="secondary" onClick={() => onSetVisible(true)}>
        {t("adminCatalogue.planServices.selectVisible")}
      </Button>
      <Button variant="secondary" onClick={() => onSetVisible(false)}>
        {t("adminCatalogue.planServices.clearVisible")}
      </Button>
    </div>
  );
}

/** The services the search leaves, each with its checkbox, or that none is left. */
function PickerList({
  services,
  checked,
  packageName,
  onToggle,
}: {
  services: readonly ServiceDto[];
  checked: ReadonlySet<string>;
  packageName: string;
  onToggle: (uuid: string, on: boolean) => void;
}) {
  const { t, locale } = useLocale();
  return services.length === 0 ? (
    <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">{t("table.empty")}</p>
  ) : (
    <fieldset className="max-h-[28rem] overflow-y-auto rounded-lg border border-slate-200 bg-white">
      <legend className="sr-only">{t("adminCatalogue.planServices.servicesOf", { name: packageName })}</legend>
      <ul className="divide-y divide-slate-100">
        {services.map((service) => (
          <li key={service.uuid}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50">
              <input
                type="checkbox"
                checked={checked.has(service.uuid)}
                onChange={(event) => onToggle(service.uuid, event.target.checked)}
                className="size-4 rounded border-slate-300 text-brand-600"
              />
              <ServiceLogo name={service.name} src={service.logo} size={28} />
              <span className="flex-1 text-sm font-medium text-slate-900">{service.name}</span>
              <span className="text-xs text-slate-500">
                {categoryNameFor(service, locale) ?? t("services.uncategorized")}
              </span>
              <span className="text-slate-500">
                <ServiceTypeIcon type={service.type_service} className="size-4" audience="admin" />
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
