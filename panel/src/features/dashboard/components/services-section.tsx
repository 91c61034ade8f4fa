import { useQuery } from "@tanstack/react-query";
import { LoadError } from "../../../components/load-error.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useT } from "../../../lib/locale.tsx";
import { userServicesQueryOptions } from "../api.ts";
import { ServiceCard } from "./service-card.tsx";

const SKELETON_CARDS = [0, 1, 2, 3, 4, 5];

/**
 * "Access your services" (SPEC §2): the grid of the subscription's services. Skeleton cards while
 * loading, an error with retry, and nothing at all when the user has no services.
 */
export function ServicesSection() {
  const t = useT();
  const services = useQuery(userServicesQueryOptions());

  if (services.isSuccess && services.data.length === 0) return null;

  return (
    <section aria-labelledby="services-heading" className="flex flex-col gap-3" data-testid="services-section">
      <h2 id="services-heading" className="text-lg font-semibold">
        {t("services.accessYourServices")}
      </h2>
      {services.isPending ? (
        <ul aria-busy="true" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {SKELETON_CARDS.map((index) => (
            <li
              key={index}
              data-testid="service-card-skeleton"
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4"
            >
              <Skeleton className="size-12 shrink-0" />
              <span className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
              </span>
            </li>
          ))}
        </ul>
      ) : services.isError ? (
        <LoadError
          message={`${t("services.loadFailed")} ${apiErrorText(services.error, t)}`}
          onRetry={() => void services.refetch()}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {services.data.map((service) => (
            <li key={service.uuid}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
