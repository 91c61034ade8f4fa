import { useState } from "react";
import { Button } from "../../../components/button.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { extensionBridge } from "../../../lib/extension-bridge.ts";
import { useT } from "../../../lib/locale.tsx";
import { useExtensionStatus } from "../hooks/use-extension-status.ts";
import { BackToAddons } from "./back-to-addons.tsx";

/** How long "Check again" waits for the extensions to announce themselves again. */
const CHECK_AGAIN_WAIT_MS = 800;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Security alert (docs/product.md#extensions): the extension cannot be installed because the listed
 * extensions hamper it; remove them and retry. "Check again" asks the extensions to announce
 * themselves again, reloads the conflict list and shows the outcome.
 */
export function SecurityAlertPage() {
  const t = useT();
  const { releases, status } = useExtensionStatus();
  const [check, setCheck] = useState<"idle" | "checking" | "done">("idle");

  const checkAgain = async () => {
    setCheck("checking");
    extensionBridge.requestHello();
    await Promise.all([releases.refetch(), wait(CHECK_AGAIN_WAIT_MS)]);
    await extensionBridge.flush();
    setCheck("done");
  };

  const conflicts = status?.conflicts ?? [];
  return (
    <PageSection
      headingId="security-alert-heading"
      className="flex max-w-3xl flex-col gap-6"
      title={t("extensions.security.title")}
    >
      {releases.isError && !status ? (
        <LoadError message={t("extensions.loadFailed")} onRetry={() => void releases.refetch()} />
      ) : !status ? (
        <Skeleton className="h-16 w-full" />
      ) : conflicts.length > 0 ? (
        <>
          <div
            className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
            data-testid="security-message"
          >
            <p className="font-semibold">{t("extensions.security.lead")}</p>
            <p className="mt-1">{t("extensions.security.body")}</p>
          </div>
          <ul className="flex flex-col gap-2" aria-label={t("extensions.security.listLabel")}>
            {conflicts.map((conflict) => (
              <li
                key={conflict.id}
                data-testid="conflicting-extension"
                className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className="size-5 shrink-0 text-red-600"
                >
                  <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16ZM6.3 6.3a1 1 0 0 1 1.4 0L10 8.6l2.3-2.3a1 1 0 1 1 1.4 1.4L11.4 10l2.3 2.3a1 1 0 0 1-1.4 1.4L10 11.4l-2.3 2.3a1 1 0 0 1-1.4-1.4L8.6 10 6.3 7.7a1 1 0 0 1 0-1.4Z" />
                </svg>
                <span className="font-medium text-slate-900">{conflict.name}</span>
              </li>
            ))}
          </ul>
        </>
      ) : check === "done" ? null : (
        // What the extensions reported decides the whole page: no alert when nothing conflicts.
        <p
          className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900"
          data-testid="security-none"
        >
          {t("extensions.security.none")}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => void checkAgain()}
          disabled={check === "checking"}
          aria-busy={check === "checking" || undefined}
        >
          {check === "checking" ? t("extensions.security.checking") : t("extensions.security.checkAgain")}
        </Button>
        <p role="status" className="text-sm text-slate-700" data-testid="security-check-result">
          {check === "done"
            ? conflicts.length > 0
              ? t("extensions.security.stillBlocked")
              : t("extensions.security.clear")
            : null}
        </p>
      </div>
      <BackToAddons />
    </PageSection>
  );
}
