import type { MediaDownloadResult, MediaLink } from "@app/shared/schemas/tools";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { apiErrorText, apiFieldErrors, fieldErrorText } from "../../../lib/api-error-text.ts";
import { useLocale, useT } from "../../../lib/locale.tsx";
import { mediaDownloadStatusQueryOptions, useMediaDownloadMutation } from "../api.ts";

/**
 * docs/product.md#media-downloader: an active subscriber pastes a public post's address and gets
 * its download links.
 */
export function MediaDownloaderPage() {
  const t = useT();
  const status = useQuery(mediaDownloadStatusQueryOptions());
  return (
    <PageSection
      headingId="media-downloader-heading"
      className="flex max-w-3xl flex-col gap-6"
      title={t("tools.media.title")}
      intro={t("tools.media.intro")}
    >
      {status.isPending ? (
        <Skeleton className="h-28 w-full" />
      ) : status.isError ? (
        <QueryLoadError query={status} />
      ) : !status.data.available ? (
        <p
          role="status"
          className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700"
          data-testid="media-unavailable"
        >
          {t("tools.media.unavailable")}
        </p>
      ) : (
        <DownloadForm remaining={status.data.quota.remaining} limit={status.data.quota.limit} />
      )}
    </PageSection>
  );
}

function DownloadForm({ remaining, limit }: { remaining: number; limit: number }) {
  const t = useT();
  const fieldId = useId();
  const pricingHref = `${useRouter().basepath.replace(/\/$/, "")}/pricing`;
  const [url, setUrl] = useState("");
  const download = useMediaDownloadMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim()) download.mutate(url.trim());
  };
  const urlField = apiFieldErrors(download.error).find((f) => f.field === "url");
  const fieldError = urlField && fieldErrorText(urlField, t).replaceAll("{path}", t("tools.media.urlLabel"));
  const code = download.error instanceof ApiError ? download.error.code : null;
  const message = download.error && !fieldError ? apiErrorText(download.error, t) : null;

  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
          {t("tools.media.urlLabel")}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={fieldId}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            required
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${fieldId}-hint ${fieldId}-error`}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          <Button type="submit" disabled={download.isPending || !url.trim() || remaining === 0}>
            {download.isPending ? t("tools.media.working") : t("tools.media.submit")}
          </Button>
        </div>
        <p id={`${fieldId}-hint`} className="text-sm text-slate-600" data-testid="media-quota">
          {t("tools.media.quota", { remaining, limit })}
        </p>
        <p
          id={`${fieldId}-error`}
          role="alert"
          className="text-sm text-red-800"
          data-testid="media-error"
          data-code={code ?? undefined}
        >
          {fieldError ?? message ?? ""}
          {code === "SUBSCRIPTION_REQUIRED" ? (
            <>
              {" "}
              <a href={pricingHref} className="font-medium text-brand-700 underline">
                {t("services.denied.choosePackage")}
              </a>
            </>
          ) : null}
        </p>
      </form>
      {download.data ? <Results result={download.data} /> : null}
    </>
  );
}

function Results({ result }: { result: MediaDownloadResult }) {
  const t = useT();
  return (
    <section aria-labelledby="media-results-heading" className="flex flex-col gap-3" data-testid="media-results">
      <h2 id="media-results-heading" className="text-lg font-semibold">
        {result.title ?? t("tools.media.results")}
      </h2>
      <ul className="flex flex-col gap-2">
        {result.links.map((link) => (
          <LinkRow key={link.url} link={link} />
        ))}
      </ul>
    </section>
  );
}

function LinkRow({ link }: { link: MediaLink }) {
  const { t, locale } = useLocale();
  const size =
    link.sizeBytes === null
      ? null
      : new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(
          link.sizeBytes / 1_048_576,
        );
  const details = [link.quality, link.extension?.toUpperCase(), size].filter(Boolean).join(" · ");
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
      data-testid="media-link"
    >
      <span className="flex flex-col">
        <span className="font-medium text-slate-900">{t(`tools.media.type.${link.type}`)}</span>
        {details ? <span className="text-sm text-slate-600">{details}</span> : null}
      </span>
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-slate-50"
      >
        {t("tools.media.download")}
        <span className="sr-only">
          {" "}
          ({t(`tools.media.type.${link.type}`)} {details})
        </span>
      </a>
    </li>
  );
}
