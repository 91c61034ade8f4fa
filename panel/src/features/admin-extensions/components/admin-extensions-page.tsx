import { useQuery } from "@tanstack/react-query";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { useT } from "../../../lib/locale.tsx";
import { type AdminExtension, adminReleasesQueryOptions } from "../api.ts";
import { ConflictsEditor } from "./conflicts-editor.tsx";
import { ExtensionSettingsForm } from "./extension-settings-form.tsx";
import { ReleaseUploadForm } from "./release-upload-form.tsx";

/** Admin: the two required extensions (releases, minimum version, fallback link) and the conflicts. */
export function AdminExtensionsPage() {
  const t = useT();
  const releases = useQuery(adminReleasesQueryOptions());
  return (
    <PageSection
      headingId="admin-extensions-heading"
      className="flex flex-col gap-6"
      title={t("adminExtensions.title")}
      intro={t("adminExtensions.intro")}
    >
      {releases.isError ? (
        <QueryLoadError query={releases} loadFailed={t("extensions.loadFailed")} />
      ) : !releases.data ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : (
        <>
          {releases.data.extensions.map((extension) => (
            // Remounted when the server's values change, so the forms start from them.
            <ExtensionAdminCard
              key={`${extension.id}:${extension.latestVersion}:${extension.minimumVersion}`}
              extension={extension}
            />
          ))}
          <ConflictsEditor
            key={JSON.stringify(releases.data.conflicts)}
            conflicts={releases.data.conflicts.map((c) => ({ id: c.id, name: c.name }))}
          />
        </>
      )}
    </PageSection>
  );
}

function ExtensionAdminCard({ extension }: { extension: AdminExtension }) {
  const t = useT();
  const href = extension.downloadUrl ?? extension.fallbackUrl;
  const headingId = `admin-extension-${extension.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="admin-extension"
      data-extension-id={extension.id}
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-col gap-1">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {extension.name}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">{t("adminExtensions.id")}</dt>
          <dd className="font-mono">{extension.id}</dd>
          <dt className="text-slate-500">{t("extensions.addons.latest")}</dt>
          <dd className="font-mono" data-testid="admin-extension-latest">
            {extension.latestVersion ?? t("extensions.addons.noRelease")}
          </dd>
          <dt className="text-slate-500">{t("adminExtensions.download")}</dt>
          <dd className="break-all">
            {href ? (
              <a
                href={href}
                className="text-brand-700 underline underline-offset-2"
                data-testid="admin-extension-download"
              >
                {href}
              </a>
            ) : (
              t("adminExtensions.noDownload")
            )}
            {!extension.downloadUrl && extension.fallbackUrl ? (
              <span className="ml-2 text-xs text-slate-500">{t("adminExtensions.fallbackInUse")}</span>
            ) : null}
          </dd>
        </dl>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <ReleaseUploadForm extension={extension} extensionHeadingId={headingId} />
        <ExtensionSettingsForm extension={extension} extensionHeadingId={headingId} />
      </div>
    </article>
  );
}
