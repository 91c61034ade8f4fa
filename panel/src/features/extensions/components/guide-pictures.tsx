import type { MessageKey } from "@app/shared/i18n/translate";
import type { ReactNode } from "react";
import { useT } from "../../../lib/locale.tsx";

/**
 * What the user will see at each step of the setup guide (issue 27), drawn in HTML so that it stays
 * sharp, follows the page's language (Chrome's own labels in that language) and weighs nothing.
 * Each picture is one image for assistive technology, described in words.
 */

function BrowserFrame({ address, children }: { address: string; children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-300 bg-white text-[11px] leading-tight text-slate-700 shadow-sm sm:text-xs">
      <div className="flex items-center gap-2 border-slate-200 border-b bg-slate-100 px-2 py-1.5">
        <span className="flex gap-1" aria-hidden="true">
          <span className="size-2 rounded-full bg-red-300" />
          <span className="size-2 rounded-full bg-amber-300" />
          <span className="size-2 rounded-full bg-emerald-300" />
        </span>
        <span className="min-w-0 flex-1 truncate rounded-full bg-white px-3 py-0.5 font-mono text-slate-800">
          {address}
        </span>
      </div>
      <div className="p-3">{children}</div>
    </div>
  );
}

/** The part of the picture the step is about. */
function Highlight({ children }: { children: ReactNode }) {
  return <span className="rounded-md ring-2 ring-amber-400 ring-offset-2">{children}</span>;
}

function Toggle({ on }: { on: boolean }) {
  return (
    <span
      className={`inline-flex h-3.5 w-6 shrink-0 items-center rounded-full p-0.5 ${on ? "justify-end bg-brand-600" : "bg-slate-300"}`}
    >
      <span className="size-2.5 rounded-full bg-white" />
    </span>
  );
}

function ExtensionsPage({ focus }: { focus: "developer-mode" | "load-unpacked" }) {
  const t = useT();
  const loaded = focus === "load-unpacked";
  const developerMode = (
    <span className="inline-flex items-center gap-1.5 px-1">
      {t("extensions.picture.chrome.developerMode")}
      <Toggle on />
    </span>
  );
  const loadUnpacked = (
    <span className="inline-block rounded border border-brand-300 px-2 py-0.5 font-medium text-brand-700">
      {t("extensions.picture.chrome.loadUnpacked")}
    </span>
  );
  return (
    <BrowserFrame address="chrome://extensions">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold text-slate-900">{t("extensions.picture.chrome.extensions")}</span>
        {loaded ? developerMode : <Highlight>{developerMode}</Highlight>}
      </div>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {loaded ? <Highlight>{loadUnpacked}</Highlight> : loadUnpacked}
        <span className="rounded border border-slate-300 px-2 py-0.5 text-slate-500">
          {t("extensions.picture.chrome.pack")}
        </span>
      </div>
      {loaded ? (
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {["PremiumHub Access", "PremiumHub Session Helper"].map((name) => (
            <div key={name} className="flex items-center justify-between gap-2 rounded border border-slate-200 p-2">
              <span className="flex items-center gap-1.5 font-medium text-slate-900">
                <img src="/favicon.svg" alt="" width={14} height={14} />
                {name}
              </span>
              <Toggle on />
            </div>
          ))}
        </div>
      ) : null}
    </BrowserFrame>
  );
}

function UnzipPicture() {
  return (
    <div className="flex items-center justify-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-[11px] text-slate-700 sm:text-xs">
      <span className="rounded border border-slate-300 bg-white px-2 py-1">premiumhub-access.zip</span>
      <span aria-hidden="true">→</span>
      <Highlight>
        <span className="inline-flex items-center gap-1 rounded bg-white px-2 py-1">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-amber-500" fill="currentColor">
            <path d="M2 5a2 2 0 0 1 2-2h4l2 2h6a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5Z" />
          </svg>
          premiumhub-access
        </span>
      </Highlight>
    </div>
  );
}

/** Only PremiumHub Access is pinned: the Session Helper works in the background (issue 46). */
function PinPicture() {
  const t = useT();
  return (
    <BrowserFrame address="premiumhub.example/panel">
      <div className="flex justify-end">
        <div className="flex flex-col items-end gap-1">
          <span className="flex items-center gap-1.5">
            <Highlight>
              <span className="inline-flex px-0.5">
                <img src="/favicon.svg" alt="" width={16} height={16} />
              </span>
            </Highlight>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 text-slate-600" fill="currentColor">
              <path d="M10 3a2 2 0 0 1 4 0v1h3a1 1 0 0 1 1 1v3h1a2 2 0 0 1 0 4h-1v3a1 1 0 0 1-1 1h-3v-1a2 2 0 0 0-4 0v1H7a1 1 0 0 1-1-1v-3h1a2 2 0 0 0 0-4H6V5a1 1 0 0 1 1-1h3V3Z" />
            </svg>
          </span>
          <div className="w-52 rounded-md border border-slate-200 bg-white p-2 shadow-md">
            <p className="mb-1 font-semibold text-slate-900">{t("extensions.picture.chrome.extensions")}</p>
            {[
              { name: "PremiumHub Access", pinned: true },
              { name: "PremiumHub Session Helper", pinned: false },
            ].map(({ name, pinned }) => (
              <p key={name} className="flex items-center justify-between gap-2 py-0.5" data-pinned={pinned}>
                <span className="truncate">{name}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={`size-3.5 ${pinned ? "text-brand-600" : "text-slate-400"}`}
                  fill={pinned ? "currentColor" : "none"}
                  stroke="currentColor"
                  strokeWidth={pinned ? 0 : 1.5}
                >
                  <path d="M7 2h6l-1 5 3 3v1h-4v6l-1 1-1-1v-6H5v-1l3-3-1-5Z" />
                </svg>
              </p>
            ))}
          </div>
        </div>
      </div>
    </BrowserFrame>
  );
}

function OpenServicePicture() {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-[11px] sm:text-xs">
      <Highlight>
        <span className="inline-flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2">
          <span className="size-6 rounded bg-red-500" aria-hidden="true" />
          <span className="font-medium text-slate-900">Streaming</span>
          <span className="font-medium text-brand-700">{t("services.card.open")}</span>
        </span>
      </Highlight>
      <span aria-hidden="true">→</span>
      <span className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 font-medium text-emerald-900">
        {t("services.kind.cookie")} ✓
      </span>
    </div>
  );
}

const PICTURES: Record<number, { draw: () => ReactNode; describe: MessageKey }> = {
  2: { draw: () => <UnzipPicture />, describe: "extensions.picture.unzip" },
  3: { draw: () => <ExtensionsPage focus="developer-mode" />, describe: "extensions.picture.developerMode" },
  4: { draw: () => <ExtensionsPage focus="load-unpacked" />, describe: "extensions.picture.loadUnpacked" },
  5: { draw: () => <PinPicture />, describe: "extensions.picture.pin" },
  7: { draw: () => <OpenServicePicture />, describe: "extensions.picture.open" },
};

/** The picture of step `step` (1-based), or nothing for steps that are a download or a button. */
export function GuidePicture({ step }: { step: number }) {
  const t = useT();
  const picture = PICTURES[step];
  if (!picture) return null;
  return (
    <figure
      role="img"
      aria-label={t(picture.describe)}
      data-testid={`extension-picture-${step}`}
      className="select-none"
    >
      <div aria-hidden="true">{picture.draw()}</div>
    </figure>
  );
}
