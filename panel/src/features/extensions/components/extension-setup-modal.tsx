import type { MessageKey } from "@app/shared/i18n/translate";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { Dialog } from "../../../components/dialog.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { type BrowserKind, browserKind } from "../../../lib/browser-kind.ts";
import { extensionBridge } from "../../../lib/extension-bridge.ts";
import { useT } from "../../../lib/locale.tsx";
import { installOffer, storeInstallable } from "../browser-install.ts";
import { useExtensionStatus } from "../hooks/use-extension-status.ts";
import { ExtensionInstall } from "./download-link.tsx";
import { GuidePicture } from "./guide-pictures.tsx";
import { VideoFacade } from "./video-facade.tsx";

type StepExtra = "downloads" | "refresh" | "store" | null;
interface GuideStep {
  title: MessageKey;
  body: MessageKey;
  /** A highlighted box: the developer-mode tip (step 3), the security note (step 4), the helper's. */
  note?: { kind: "info" | "tip" | "security" | "helper"; text: MessageKey };
  extra: StepExtra;
  /** The step's picture draws Chrome's pages: left out where another browser's differ. */
  picture?: boolean;
  /** The picture of that step of the 7 (guide-pictures.tsx), instead of this step's number. */
  pictureOf?: number;
}

/** The 7 steps of docs/product.md#extensions (EXTENSION_GUIDE_STEPS), in order: the files' way. */
export const GUIDE_STEPS: readonly GuideStep[] = [
  {
    title: "extensions.setup.step1.title",
    body: "extensions.setup.step1.body",
    note: { kind: "info", text: "extensions.setup.step1.note" },
    extra: "downloads",
  },
  { title: "extensions.setup.step2.title", body: "extensions.setup.step2.body", extra: null },
  {
    title: "extensions.setup.step3.title",
    body: "extensions.setup.step3.body",
    note: { kind: "tip", text: "extensions.setup.step3.tip" },
    extra: null,
  },
  {
    title: "extensions.setup.step4.title",
    body: "extensions.setup.step4.body",
    note: { kind: "security", text: "extensions.setup.step4.security" },
    extra: null,
  },
  { title: "extensions.setup.step5.title", body: "extensions.setup.step5.body", extra: null },
  { title: "extensions.setup.step6.title", body: "extensions.setup.step6.body", extra: "refresh" },
  { title: "extensions.setup.step7.title", body: "extensions.setup.step7.body", extra: null },
];

/**
 * With both extensions in this browser's store (issue 46): add each in one click, pin PremiumHub
 * Access (the Session Helper needs no pin), open a service. No files, folders or developer mode.
 */
export const STORE_STEPS: readonly GuideStep[] = [
  {
    title: "extensions.setup.store.step1.title",
    body: "extensions.setup.store.step1.body",
    note: { kind: "helper", text: "extensions.setup.store.helperNote" },
    extra: "store",
  },
  { title: "extensions.setup.step5.title", body: "extensions.setup.store.step2.body", extra: null, pictureOf: 5 },
  { title: "extensions.setup.step7.title", body: "extensions.setup.step7.body", extra: null, pictureOf: 7 },
];

/**
 * The steps in this browser (docs/decisions/059-firefox-and-edge-extensions.md): Firefox installs
 * its .xpi files from about:addons, Edge loads the Chrome folders at edge://extensions; the
 * pictures of Chrome's pages are left out where they would show another browser. `store`: both
 * extensions are listed in this browser's store (STORE_STEPS).
 */
export function guideSteps(browser: BrowserKind, store = false): readonly GuideStep[] {
  if (store) {
    // The pin picture draws Chrome's toolbar.
    return browser === "firefox" ? STORE_STEPS.map((step) => ({ ...step, picture: false })) : STORE_STEPS;
  }
  if (browser === "firefox") {
    const [one, , , four, five, six, seven] = GUIDE_STEPS as [GuideStep, ...GuideStep[]];
    return [
      { ...one, body: "extensions.setup.firefox.step1.body" },
      {
        title: "extensions.setup.firefox.step2.title",
        body: "extensions.setup.firefox.step2.body",
        extra: null,
        picture: false,
      },
      {
        title: "extensions.setup.firefox.step3.title",
        body: "extensions.setup.firefox.step3.body",
        note: { kind: "tip", text: "extensions.setup.firefox.step3.tip" },
        extra: null,
        picture: false,
      },
      {
        ...(four as GuideStep),
        title: "extensions.setup.firefox.step4.title",
        body: "extensions.setup.firefox.step4.body",
        note: { kind: "security", text: "extensions.setup.firefox.step4.security" },
        picture: false,
      },
      { ...(five as GuideStep), body: "extensions.setup.firefox.step5.body", picture: false },
      six as GuideStep,
      seven as GuideStep,
    ];
  }
  if (browser === "edge") {
    return GUIDE_STEPS.map((step, index) => {
      if (index === 2)
        return {
          ...step,
          body: "extensions.setup.edge.step3.body",
          note: { kind: "tip", text: "extensions.setup.edge.step3.tip" },
          picture: false,
        };
      if (index === 3) return { ...step, picture: false };
      if (index === 4) return { ...step, body: "extensions.setup.edge.step5.body", picture: false };
      return step;
    });
  }
  return GUIDE_STEPS;
}

const NOTE_STYLES = {
  info: "border-brand-200 bg-brand-50 text-brand-900",
  tip: "border-amber-200 bg-amber-50 text-amber-900",
  security: "border-red-200 bg-red-50 text-red-900",
  helper: "border-slate-200 bg-slate-50 text-slate-800",
} as const;

const NOTE_LABELS: Record<keyof typeof NOTE_STYLES, MessageKey> = {
  info: "extensions.setup.noteLabel.info",
  tip: "extensions.setup.noteLabel.tip",
  security: "extensions.setup.noteLabel.security",
  helper: "extensions.setup.noteLabel.helper",
};

/**
 * The extension setup guide (docs/product.md#extensions): 7 steps with back/next, "Step n of 7" and
 * a progress bar, the two downloads and the tutorial video (loaded on click) on step 1, the
 * developer-mode tip on step 3 and the security note on step 4. Escape and the close button close
 * it; focus stays inside.
 */
export function ExtensionSetupModal({
  onClose,
  browser = browserKind(),
}: {
  onClose: () => void;
  browser?: BrowserKind;
}) {
  const t = useT();
  const { status } = useExtensionStatus();
  const steps = guideSteps(browser, !!status && storeInstallable(status.extensions, browser));
  const titleId = useId();
  const progressId = useId();
  const stepHeadingId = useId();
  const [index, setIndex] = useState(0);
  const moved = useRef(false);
  const total = steps.length;
  const step = steps[Math.min(index, total - 1)] as GuideStep;
  const last = index === total - 1;

  // Stable, so React calls it only when a step's heading mounts, not on every render.
  const focusWhenMoved = useCallback((heading: HTMLHeadingElement | null) => {
    if (moved.current) heading?.focus();
  }, []);
  const go = (next: number) => {
    moved.current = true;
    setIndex(Math.min(Math.max(next, 0), total - 1));
  };

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} describedBy={progressId} className="sm:max-w-2xl">
      <div
        className="flex max-h-[calc(100vh-4rem)] flex-col gap-4"
        data-testid="extension-setup-modal"
        data-browser={browser}
      >
        <header className="flex items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {t("extensions.setup.title")}
            </h2>
            <p id={progressId} className="text-sm text-slate-600" data-testid="extension-setup-progress">
              {t("extensions.setup.progress", { step: index + 1, total })}
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t("extensions.setup.close")}
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
              <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
        </header>
        <div
          role="progressbar"
          aria-label={t("extensions.setup.progressLabel")}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          aria-valuetext={t("extensions.setup.progress", { step: index + 1, total })}
          className="h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${((index + 1) / total) * 100}%` }}
          />
        </div>

        <section
          aria-labelledby={stepHeadingId}
          // Some steps are text only: focusable so that keyboard users can scroll a long one.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto focus-visible:outline-2 focus-visible:outline-brand-500"
          data-testid={`extension-step-${index + 1}`}
        >
          {/* Keyed by step: after back/next the new heading mounts and takes focus, so it is announced
              (on open the dialog focuses its close button instead). */}
          <h3
            key={index}
            id={stepHeadingId}
            ref={focusWhenMoved}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 outline-none"
          >
            {t("extensions.setup.stepTitle", { step: index + 1, title: t(step.title) })}
          </h3>
          <p className="text-sm leading-relaxed text-slate-700">{t(step.body)}</p>
          {step.picture === false ? null : <GuidePicture step={step.pictureOf ?? index + 1} />}
          {step.extra === "downloads" ? <StepDownloads /> : null}
          {step.extra === "store" ? <StepStore browser={browser} /> : null}
          {step.note ? (
            <div
              className={`rounded-lg border p-3 text-sm leading-relaxed ${NOTE_STYLES[step.note.kind]}`}
              data-testid={`extension-note-${step.note.kind}`}
            >
              <p className="font-semibold">{t(NOTE_LABELS[step.note.kind])}</p>
              <p className="mt-0.5">{t(step.note.text)}</p>
            </div>
          ) : null}
          {step.extra === "refresh" ? <StepRefresh /> : null}
        </section>

        <footer className="flex items-center justify-between gap-3 border-slate-200 border-t pt-4">
          <Button onClick={() => go(index - 1)} disabled={index === 0} variant="secondary">
            {t("extensions.setup.back")}
          </Button>
          {last ? (
            <Button onClick={onClose}>{t("extensions.setup.finish")}</Button>
          ) : (
            <Button onClick={() => go(index + 1)}>{t("extensions.setup.next")}</Button>
          )}
        </footer>
      </div>
    </Dialog>
  );
}

/** Step 1: both required downloads and the tutorial video. */
function StepDownloads() {
  const t = useT();
  const { releases, status } = useExtensionStatus();
  return (
    <div className="flex flex-col gap-3">
      {status ? (
        <ul className="flex flex-col gap-2" aria-label={t("extensions.setup.downloads")}>
          {status.extensions.map((extension) => (
            <li key={extension.id}>
              <ExtensionInstall extension={extension} />
            </li>
          ))}
        </ul>
      ) : releases.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t("extensions.loadFailed")}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-9 w-64" />
        </div>
      )}
      {releases.data ? <VideoFacade src={releases.data.tutorialVideoUrl} /> : null}
    </div>
  );
}

/** Step 6: what the bridge has heard so far, and a reload button. */
function StepRefresh() {
  const t = useT();
  const { status } = useExtensionStatus();
  const total = status?.extensions.length ?? 0;
  const found = status ? total - status.missing.length : 0;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" className="text-sm text-slate-700" data-testid="extension-setup-detected">
        {found > 0 ? t("extensions.setup.detected", { count: found, total }) : t("extensions.setup.noneDetected")}
      </p>
      <Button onClick={() => window.location.reload()} variant="secondary">
        {t("extensions.setup.reload")}
      </Button>
    </div>
  );
}

/**
 * The store's way, step 1: one button per extension, each ticked as soon as the extension says
 * hello. A freshly installed extension greets the open panel pages itself (extensions/src/shared/
 * greet.ts); coming back to this tab asks again, and so does "Check again".
 */
function StepStore({ browser }: { browser: BrowserKind }) {
  const t = useT();
  const { status } = useExtensionStatus();
  useEffect(() => {
    const ask = () => {
      if (document.visibilityState === "visible") extensionBridge.requestHello();
    };
    window.addEventListener("focus", ask);
    document.addEventListener("visibilitychange", ask);
    return () => {
      window.removeEventListener("focus", ask);
      document.removeEventListener("visibilitychange", ask);
    };
  }, []);
  if (!status) return null;
  const added = status.extensions.filter((extension) => extension.state !== "missing").length;
  const all = added === status.extensions.length;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2" aria-label={t("extensions.setup.downloads")}>
        {status.extensions.map((extension) => {
          const installed = extension.state !== "missing";
          const offer = installOffer(extension, browser);
          return (
            <li
              key={extension.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
              data-testid="store-install-row"
              data-installed={installed}
            >
              <span className="flex min-w-0 flex-col">
                <span className="font-medium text-slate-900">{extension.name}</span>
                <span
                  className={`inline-flex items-center gap-1 text-sm ${installed ? "text-emerald-800" : "text-slate-600"}`}
                  data-testid="store-install-state"
                >
                  {installed ? (
                    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                    </svg>
                  ) : null}
                  {t(installed ? "extensions.store.installed" : "extensions.store.waiting")}
                </span>
              </span>
              {installed || !offer.storeUrl ? null : (
                <a
                  href={offer.storeUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="extension-store-install"
                  className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700"
                >
                  {t(offer.storeLabel)}
                  <span className="sr-only">
                    {extension.name} {t("services.opensInNewTab")}
                  </span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-sm text-slate-700" data-testid="store-install-progress">
          {all
            ? t("extensions.store.allInstalled")
            : t("extensions.setup.detected", { count: added, total: status.extensions.length })}
        </p>
        {all ? null : (
          <Button variant="secondary" onClick={() => extensionBridge.requestHello()}>
            {t("extensions.store.checkAgain")}
          </Button>
        )}
      </div>
    </div>
  );
}
