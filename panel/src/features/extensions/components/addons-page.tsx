import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { LoadError } from "../../../components/load-error.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { browserKind } from "../../../lib/browser-kind.ts";
import { canInstallExtensions } from "../../../lib/can-install-extensions.ts";
import type { ExtensionStatus } from "../../../lib/extension-bridge.ts";
import { useT } from "../../../lib/locale.tsx";
import { useExtensionStatus } from "../hooks/use-extension-status.ts";
import { ComputerOnlyNotice } from "./computer-only-notice.tsx";
import { DownloadAgain, ExtensionInstall } from "./download-link.tsx";
import { ExtensionAlerts } from "./extension-alerts.tsx";
import { SetupGuideLauncher } from "./setup-guide-launcher.tsx";
import { ExtensionStateBadge } from "./state-badge.tsx";

/**
 * Addons (docs/product.md#extensions): each required extension with the installed version (or "Not
 * installed"), the latest version and its state. The one action is what it needs: install it, or
 * update it; an extension that is up to date says so, its file a quiet link (issue 46). The alerts
 * link to the outdated and security pages.
 */
const routeApi = getRouteApi("/_auth/panel/addons/");

export function AddonsPage() {
  const t = useT();
  const { releases, status } = useExtensionStatus();
  const { guide } = routeApi.useSearch();
  const navigate = useNavigate();
  const onComputer = canInstallExtensions();
  const browser = browserKind();
  return (
    <PageSection
      headingId="addons-heading"
      className="flex flex-col gap-6"
      title={t("extensions.addons.title")}
      intro={t("extensions.addons.intro")}
      actions={
        onComputer ? (
          <SetupGuideLauncher
            openAtStart={guide === 1}
            onClose={() => void navigate({ to: "/panel/addons", search: {}, replace: true })}
          />
        ) : null
      }
    >
      {onComputer ? null : <ComputerOnlyNotice />}
      {onComputer && browser !== "chrome" ? (
        // Firefox has builds of its own, Edge its own steps (decision 059).
        <p
          className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
          data-testid="addons-browser-note"
          data-browser={browser}
        >
          {t(`extensions.browser.${browser}`)}
        </p>
      ) : null}
      {status && !status.detected && onComputer ? (
        <p
          role="status"
          className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
          data-testid="addons-not-detected"
        >
          {t("extensions.addons.notDetected")}
        </p>
      ) : null}
      <ExtensionAlerts status={status} />
      {releases.isError ? (
        <LoadError message={t("extensions.loadFailed")} onRetry={() => void releases.refetch()} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-busy={!status || undefined}>
          {status
            ? status.extensions.map((extension) => <ExtensionCard key={extension.id} extension={extension} />)
            : [0, 1].map((i) => (
                <li key={i} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
                  <Skeleton className="h-5 w-48" />
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-4 w-2/3" />
                </li>
              ))}
        </ul>
      )}
    </PageSection>
  );
}

function ExtensionCard({ extension }: { extension: ExtensionStatus }) {
  const t = useT();
  return (
    <li
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="addon-card"
      data-extension-id={extension.id}
      aria-labelledby={`addon-${extension.id}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`addon-${extension.id}`} className="text-lg font-semibold text-slate-900">
          {extension.name}
        </h2>
        <ExtensionStateBadge state={extension.state} testId="addon-state" />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">{t("extensions.addons.installed")}</dt>
        <dd className="font-mono text-slate-900" data-testid="addon-installed">
          {extension.installedVersion ?? t("extensions.addons.notInstalled")}
        </dd>
        <dt className="text-slate-500">{t("extensions.addons.latest")}</dt>
        <dd className="font-mono text-slate-900" data-testid="addon-latest">
          {extension.latestVersion ?? t("extensions.addons.noRelease")}
        </dd>
        <dt className="text-slate-500">{t("extensions.addons.minimum")}</dt>
        <dd className="font-mono text-slate-900">{extension.minimumVersion}</dd>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        {extension.state === "current" ? (
          <>
            <p
              className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800"
              data-testid="addon-up-to-date"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
              </svg>
              {t("extensions.addons.upToDate", { version: extension.installedVersion ?? "" })}
            </p>
            <DownloadAgain extension={extension} />
          </>
        ) : (
          <ExtensionInstall extension={extension} purpose={extension.state === "missing" ? "install" : "update"} />
        )}
        {extension.state === "outdated" ? (
          <Link to="/panel/addons/outdated" className="text-sm font-medium text-brand-700 underline underline-offset-2">
            {t("extensions.addons.whyUpdate")}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
