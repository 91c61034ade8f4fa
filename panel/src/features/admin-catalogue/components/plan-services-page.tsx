import { formatPrice } from "@app/shared/cart";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useId } from "react";
import { SelectField } from "../../../components/form-controls.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { packagesQueryOptions } from "../api.ts";
import { ServicePicker } from "./service-picker.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/plan-services");

/** Admin: which services each package includes. The chosen package is in the URL (`?package=`). */
export function PlanServicesPage() {
  const { t, locale } = useLocale();
  const hintId = useId();
  const { package: packageUuid } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const packages = useQuery(packagesQueryOptions());
  const selected = packages.data?.find((pkg) => pkg.uuid === packageUuid);

  return (
    <section className="flex flex-col gap-4" aria-labelledby="admin-plan-services-heading">
      <PageHeader
        id="admin-plan-services-heading"
        level={1}
        title={t("adminCatalogue.planServices.title")}
        intro={t("adminCatalogue.planServices.intro")}
      />
      {packages.isError ? (
        <LoadError
          message={`${t("adminCatalogue.loadFailed")} ${apiErrorText(packages.error, t)}`}
          onRetry={() => void packages.refetch()}
        />
      ) : null}
      <div className="max-w-md">
        <SelectField
          label={t("adminCatalogue.planServices.package")}
          value={selected ? selected.uuid : ""}
          disabled={packages.isPending}
          aria-describedby={hintId}
          onChange={(event) => void navigate({ search: { package: event.target.value || undefined }, replace: true })}
        >
          <option value="">{t("adminCatalogue.planServices.choosePackage")}</option>
          {(packages.data ?? []).map((pkg) => (
            <option key={pkg.uuid} value={pkg.uuid}>
              {t("adminCatalogue.planServices.packageOption", {
                name: pkg.namePackage,
                price: formatPrice(pkg.price, pkg.currency, locale),
              })}
            </option>
          ))}
        </SelectField>
      </div>
      {selected ? (
        <ServicePicker key={selected.uuid} packageUuid={selected.uuid} packageName={selected.namePackage} />
      ) : (
        <p id={hintId} className="text-sm text-slate-600">
          {t("adminCatalogue.planServices.pickFirst")}
        </p>
      )}
    </section>
  );
}
