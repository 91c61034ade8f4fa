import { categoryNameFor } from "@app/shared/category-name";
import type { ServiceAccessDto } from "@app/shared/schemas/catalogue";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useRouter } from "@tanstack/react-router";
import { buttonClass } from "../../../components/button.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { ServiceIncidentNotice } from "../../../components/service-incident-notice.tsx";
import { ServiceLogo } from "../../../components/service-logo.tsx";
import { SeatQueueMessage } from "../../../components/service-seat.tsx";
import { ServiceKind } from "../../../components/service-type-icon.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { usePageTitle } from "../../../hooks/use-page-title.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useLocale, useT } from "../../../lib/locale.tsx";
import { type AccessDeniedCode, accessDeniedCode, queuedRefusal, serviceAccessQueryOptions } from "../api.ts";
import { OpenWithExtension } from "./open-with-extension.tsx";
import { SecretField } from "./secret-field.tsx";

const routeApi = getRouteApi("/_auth/panel/service/$slug");

/**
 * The access page of one service (docs/product.md#services-and-shared-accounts), opened in a new
 * tab from a service card. It asks the API for access (which records it) and shows how to open the
 * service; each refusal has its own page.
 */
export function ServiceAccessPage() {
  const t = useT();
  const { slug } = routeApi.useParams();
  const access = useQuery(serviceAccessQueryOptions(slug));

  if (access.isPending) return <AccessSkeleton />;
  if (access.isError) {
    const denied = accessDeniedCode(access.error);
    if (denied) return <AccessDenied code={denied} />;
    const queued = queuedRefusal(access.error);
    if (queued) return <AccessQueued name={queued.service} position={queued.position} />;
    if (access.error instanceof ApiError && access.error.status === 404) return <ServiceNotFound />;
    return <QueryLoadError query={access} loadFailed={t("services.access.loadFailed")} />;
  }
  return <AccessGranted service={access.data} />;
}

function AccessSkeleton() {
  return (
    <div aria-busy="true" className="flex max-w-2xl flex-col gap-4" data-testid="service-access-loading">
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 shrink-0" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

function AccessGranted({ service }: { service: ServiceAccessDto }) {
  const { t, locale } = useLocale();
  usePageTitle(service.name);
  const ends = new Date(service.subscriptionEndsAt);
  const endsText = Number.isNaN(ends.getTime())
    ? service.subscriptionEndsAt
    : new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(ends);

  return (
    <article className="flex max-w-2xl flex-col gap-6" data-testid="service-access" aria-labelledby="service-name">
      <header className="flex items-center gap-4">
        <ServiceLogo name={service.name} src={service.logo} size={64} />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 id="service-name" className="text-2xl font-semibold" data-testid="service-name">
            {service.name}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {service.categoryName ? (
              <span data-testid="service-category">{categoryNameFor(service, locale)}</span>
            ) : null}
            <ServiceKind type={service.type_service} />
          </p>
        </div>
      </header>

      <ServiceIncidentNotice service={service} variant="box" />

      <p className="text-sm text-slate-700" data-testid="subscription-ends">
        {t("services.access.activeUntil")}{" "}
        <time dateTime={service.subscriptionEndsAt} className="font-medium">
          {endsText}
        </time>
      </p>

      <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        {service.type_service === "key" ? (
          service.secret ? (
            <SecretField label={t("services.access.keyLabel")} value={service.secret} />
          ) : (
            <p className="text-sm text-slate-600">{t("services.access.noKey")}</p>
          )
        ) : null}
        {service.type_service === "cookie" ? (
          <OpenWithExtension service={service} />
        ) : service.accessUrl ? (
          <div>
            <a
              href={service.accessUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="service-open"
              className={buttonClass("primary", undefined, "inline-flex items-center gap-2")}
            >
              {t("services.access.open", { name: service.name })}
              <span className="sr-only">{t("services.opensInNewTab")}</span>
            </a>
          </div>
        ) : null}
      </section>

      <p className="text-sm text-slate-600">
        {t("services.access.problem")}{" "}
        <Link
          to="/panel/report"
          search={{ service: service.name }}
          className="font-medium text-brand-700 hover:underline"
        >
          {t("panel.nav.report")}
        </Link>
      </p>
    </article>
  );
}

const DENIED_TEXT: Record<AccessDeniedCode, { title: MessageKeyOf<"title">; body: MessageKeyOf<"body"> }> = {
  SUBSCRIPTION_REQUIRED: {
    title: "services.denied.SUBSCRIPTION_REQUIRED.title",
    body: "services.denied.SUBSCRIPTION_REQUIRED.body",
  },
  NOT_ENTITLED: { title: "services.denied.NOT_ENTITLED.title", body: "services.denied.NOT_ENTITLED.body" },
  SERVICE_UNAVAILABLE: {
    title: "services.denied.SERVICE_UNAVAILABLE.title",
    body: "services.denied.SERVICE_UNAVAILABLE.body",
  },
};
type MessageKeyOf<Part extends "title" | "body"> = `services.denied.${AccessDeniedCode}.${Part}`;

/** One page per 403 code; a missing or too small subscription links to the packages. */
function AccessDenied({ code }: { code: AccessDeniedCode }) {
  const t = useT();
  const pricingHref = `${useRouter().basepath.replace(/\/$/, "")}/pricing`;
  const text = DENIED_TEXT[code];
  usePageTitle(t(text.title));
  return (
    <section
      className="flex max-w-xl flex-col items-start gap-4"
      data-testid="service-denied"
      data-code={code}
      aria-labelledby="service-denied-heading"
    >
      <h1 id="service-denied-heading" className="text-2xl font-semibold">
        {t(text.title)}
      </h1>
      <p className="text-slate-600">{t(text.body)}</p>
      <div className="flex flex-wrap gap-3">
        {code === "SERVICE_UNAVAILABLE" ? (
          <Link to="/panel/report" className={buttonClass()}>
            {t("panel.nav.report")}
          </Link>
        ) : (
          <a href={pricingHref} className={buttonClass()}>
            {code === "SUBSCRIPTION_REQUIRED" ? t("services.denied.choosePackage") : t("services.denied.upgrade")}
          </a>
        )}
        <Link to="/panel" className={buttonClass("secondary", "md")}>
          {t("services.backToDashboard")}
        </Link>
      </div>
    </section>
  );
}

/**
 * Every seat of the service is taken (decision 070): no dead end, but the user's place in its queue
 * and the promise of a mail and a notice when a seat is theirs.
 */
function AccessQueued({ name, position }: { name: string | null; position: number | null }) {
  const t = useT();
  usePageTitle(name ?? t("pools.queue.inLine"));
  return (
    <section className="flex max-w-xl flex-col items-start gap-4" data-testid="service-queued">
      {name ? (
        <h1 className="text-2xl font-semibold" data-testid="service-name">
          {name}
        </h1>
      ) : null}
      <SeatQueueMessage service={name ?? ""} position={position} variant="box" />
      <Link to="/panel" className={buttonClass("secondary", "md")}>
        {t("services.backToDashboard")}
      </Link>
    </section>
  );
}

function ServiceNotFound() {
  const t = useT();
  usePageTitle(t("services.notFound.title"));
  return (
    <section className="flex max-w-xl flex-col items-start gap-4" data-testid="service-not-found">
      <h1 className="text-2xl font-semibold">{t("services.notFound.title")}</h1>
      <p className="text-slate-600">{t("services.notFound.body")}</p>
      <Link to="/panel" className="font-medium text-brand-700 hover:underline">
        {t("services.backToDashboard")}
      </Link>
    </section>
  );
}
