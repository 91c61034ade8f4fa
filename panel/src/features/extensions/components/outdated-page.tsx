import { LoadError } from "../../../components/load-error.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { browserKind } from "../../../lib/browser-kind.ts";
import { useT } from "../../../lib/locale.tsx";
import { installOffer } from "../browser-install.ts";
import { useExtensionStatus } from "../hooks/use-extension-status.ts";
import { BackToAddons } from "./back-to-addons.tsx";
import { DownloadLink } from "./download-link.tsx";

/**
 * Outdated extensions (docs/product.md#extensions): the extensions below the minimum version, with
 * their downloads.
 */
export function OutdatedExtensionsPage() {
  const t = useT();
  const { releases, status } = useExtensionStatus();
  return (
    <PageSection
      headingId="outdated-heading"
      className="flex max-w-3xl flex-col gap-6"
      title={t("extensions.outdated.title")}
    >
      {releases.isError ? (
        <LoadError message={t("extensions.loadFailed")} onRetry={() => void releases.refetch()} />
      ) : !status ? (
        <Skeleton className="h-16 w-full" />
      ) : status.outdated.length === 0 ? (
        // What the extensions reported decides the whole page: no warning when nothing is outdated.
        <p
          role="status"
          className={`rounded-lg border p-4 text-sm ${
            status.detected
              ? "border-emerald-300 bg-emerald-50 text-emerald-900"
              : "border-slate-200 bg-slate-50 text-slate-700"
          }`}
          data-testid="outdated-none"
        >
          {status.detected ? t("extensions.outdated.none") : t("extensions.addons.notDetected")}
        </p>
      ) : (
        <>
          <div
            className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
            data-testid="outdated-message"
          >
            <p className="font-semibold">{t("extensions.outdated.lead")}</p>
            <p className="mt-1">{t("extensions.outdated.body")}</p>
          </div>
          <ul className="flex flex-col gap-3" aria-label={t("extensions.outdated.listLabel")}>
            {status.outdated.map((extension) => (
              <li
                key={extension.id}
                data-testid="outdated-extension"
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
              >
                <div className="flex flex-col gap-0.5">
                  <p className="font-semibold text-slate-900">{extension.name}</p>
                  <p className="text-sm text-slate-600">
                    {t("extensions.outdated.versions", {
                      installed: extension.installedVersion ?? "",
                      minimum: extension.minimumVersion,
                    })}
                  </p>
                </div>
                <DownloadLink
                  name={extension.name}
                  href={installOffer(extension, browserKind()).href}
                  version={extension.latestVersion}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <BackToAddons />
    </PageSection>
  );
}
