import { categoryNameFor } from "@app/shared/category-name";
import type { Locale } from "@app/shared/constants";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useRef, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { useLocale, useT } from "../../../lib/locale.tsx";
import { type UserService, userServicesQueryOptions } from "../api.ts";
import { ServiceCard } from "./service-card.tsx";

const SKELETON_CARDS = [0, 1, 2, 3, 4, 5];

/**
 * "Access your services" (docs/product.md#services-and-shared-accounts): the grid of the
 * subscription's services, with a search by name and category filters. Skeleton cards while
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
        <QueryLoadError query={services} loadFailed={t("services.loadFailed")} />
      ) : (
        <ServicesGrid services={services.data} />
      )}
    </section>
  );
}

/** A category filter: the category's name. Services without one show under All only (issue 27). */
type Category = string;

function categoryOf(service: UserService, locale: Locale): Category {
  return categoryNameFor(service, locale) || "";
}

/** The grid with its filters; the filters appear only when there is something to narrow. */
function ServicesGrid({ services }: { services: UserService[] }) {
  const { t, locale } = useLocale();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<Category | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();

  const categories = useMemo(() => {
    const names = [...new Set(services.map((service) => categoryOf(service, locale)))].filter((name) => name !== "");
    return names.sort((a, b) => a.localeCompare(b, locale));
  }, [services, locale]);

  const needle = query.trim().toLocaleLowerCase(locale);
  const shown = services.filter(
    (service) =>
      (category === null || categoryOf(service, locale) === category) &&
      (needle === "" || service.name.toLocaleLowerCase(locale).includes(needle)),
  );
  const filtering = needle !== "" || category !== null;

  const clear = () => {
    setQuery("");
    setCategory(null);
    searchRef.current?.focus();
  };

  return (
    <>
      {services.length > 1 ? (
        <div className="flex flex-col gap-3" data-testid="services-filters">
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor={searchId} className="sr-only">
              {t("services.search.label")}
            </label>
            <div className="relative w-full sm:w-72">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              >
                <circle cx="11" cy="11" r="7" />
                <path d="m20 20-3.5-3.5" />
              </svg>
              <input
                ref={searchRef}
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t("services.search.placeholder")}
                autoComplete="off"
                data-testid="services-search"
                className="w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500"
              />
            </div>
            <p aria-live="polite" className="text-sm text-slate-600" data-testid="services-filter-count">
              {filtering ? t("services.filter.count", { shown: shown.length, total: services.length }) : null}
            </p>
          </div>
          {categories.length > 1 || (categories.length === 1 && services.some((s) => categoryOf(s, locale) === "")) ? (
            <fieldset className="flex min-w-0 flex-wrap gap-2">
              <legend className="sr-only">{t("services.filter.label")}</legend>
              <CategoryChip pressed={category === null} onClick={() => setCategory(null)}>
                {t("services.filter.all")}
              </CategoryChip>
              {categories.map((name) => (
                <CategoryChip key={name} pressed={category === name} onClick={() => setCategory(name)}>
                  {name}
                </CategoryChip>
              ))}
            </fieldset>
          ) : null}
        </div>
      ) : null}
      {shown.length === 0 ? (
        <div
          data-testid="services-filter-empty"
          className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{t("services.filter.empty")}</p>
          <Button variant="secondary" onClick={clear}>
            {t("services.filter.clear")}
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((service) => (
            <li key={service.uuid} className="min-w-0">
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CategoryChip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
        pressed
          ? "border-brand-600 bg-brand-600 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50"
      }`}
    >
      {children}
    </button>
  );
}
