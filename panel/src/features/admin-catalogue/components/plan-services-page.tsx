import { formatPrice } from "@app/shared/cart";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useId } from "react";
import { SelectField } from "../../../components/form-controls.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { PageSection } from "../../../components/page-header.tsx";
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
    <PageSection
      headingId="admin-plan-services-heading"
      title={t("adminCatalogue.planServices.title")}
      intro={t("adminCatalogue.planServices.intro")}
    >
      {packages.isError ? <QueryLoadError query={packages} loadFailed={t("adminCatalogue.loadFailed")} /> : null}
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
    </PageSection>
  );
}
