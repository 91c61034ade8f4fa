import { type BrowserKind, browserKind } from "../../../lib/browser-kind.ts";
import { useT } from "../../../lib/locale.tsx";
import { type InstallSources, installOffer } from "../browser-install.ts";

/**
 * The download of one extension: the uploaded release (same origin, saved as a file) or the
 * fallback link (another site, opened in a new tab); a note when neither exists yet.
 */
export function DownloadLink({
  name,
  href,
  version,
  label: ownLabel,
  className = "",
}: {
  name: string;
  href: string | null;
  version?: string | null | undefined;
  /** Instead of "Download <name> <version>". */
  label?: string | undefined;
  className?: string;
}) {
  const t = useT();
  if (!href) {
    return (
      <span className={`text-sm text-slate-500 ${className}`}>{t("extensions.downloadUnavailable", { name })}</span>
    );
  }
  const label =
    ownLabel ?? (version ? t("extensions.downloadVersion", { name, version }) : t("extensions.download", { name }));
  const sameOrigin = href.startsWith("/") && !href.startsWith("//");
  return (
    <a
      href={href}
      data-testid="extension-download"
      className={`inline-flex items-center gap-2 rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700 ${className}`}
      {...(sameOrigin ? { download: "" } : { target: "_blank", rel: "noopener noreferrer" })}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
        <path d="M10 3a1 1 0 0 1 1 1v7.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 11.6V4a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1v.5h10V16a1 1 0 1 1 2 0v1.5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V16a1 1 0 0 1 1-1Z" />
      </svg>
      {label}
      {sameOrigin ? null : <span className="sr-only">{t("services.opensInNewTab")}</span>}
    </a>
  );
}

/**
 * How to get one extension: from its store listing in one click when it is published
 * (`storeUrl`, issue 27), with the file as a quiet alternative; otherwise the file. The file and
 * the store are this browser's (browser-install.ts): Firefox's own build on Firefox. `update`: the
 * file's button says "Update to <version>" (an installed extension below the latest).
 */
export function ExtensionInstall({
  extension: release,
  browser = browserKind(),
  purpose = "install",
}: {
  extension: InstallSources & { name: string; latestVersion: string | null };
  browser?: BrowserKind;
  purpose?: "install" | "update";
}) {
  const t = useT();
  const offer = installOffer(release, browser);
  const extension = { name: release.name, ...offer };
  if (!extension.storeUrl) {
    return (
      <DownloadLink
        name={extension.name}
        href={extension.href}
        version={release.latestVersion}
        label={
          purpose === "update" && release.latestVersion
            ? t("extensions.addons.update", { version: release.latestVersion })
            : undefined
        }
      />
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <a
        href={extension.storeUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="extension-store-install"
        className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        {t(extension.storeLabel)}
        <span className="sr-only">
          {extension.name} {t("services.opensInNewTab")}
        </span>
      </a>
      {extension.href ? (
        <a
          href={extension.href}
          className="text-sm text-brand-700 underline underline-offset-2"
          {...(extension.href.startsWith("/") ? { download: "" } : { target: "_blank", rel: "noopener noreferrer" })}
        >
          {t("extensions.store.orFile")}
        </a>
      ) : null}
    </span>
  );
}

/**
 * An extension that is up to date can still be downloaded, as a quiet secondary action (issue 46):
 * nothing on the card asks for a click it does not need.
 */
export function DownloadAgain({
  extension: release,
  browser = browserKind(),
}: {
  extension: InstallSources & { name: string };
  browser?: BrowserKind;
}) {
  const t = useT();
  const href = installOffer(release, browser).href;
  if (!href) return null;
  return (
    <a
      href={href}
      data-testid="extension-download-again"
      className="text-sm text-slate-600 underline underline-offset-2 hover:text-brand-700"
      {...(href.startsWith("/") && !href.startsWith("//")
        ? { download: "" }
        : { target: "_blank", rel: "noopener noreferrer" })}
    >
      {t("extensions.addons.downloadAgain")}
      <span className="sr-only"> ({release.name})</span>
    </a>
  );
}
