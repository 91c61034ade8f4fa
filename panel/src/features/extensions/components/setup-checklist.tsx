import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { useId, useState } from "react";
import { DismissButton } from "../../../components/dismiss-button.tsx";
import { NEXT_ACTION_RANK, useNextActionTurn } from "../../../components/next-action.tsx";
import { ProgressBar } from "../../../components/progress-bar.tsx";
import { canInstallExtensions } from "../../../lib/can-install-extensions.ts";
import type { ExtensionsState } from "../../../lib/extension-bridge.ts";
import { useT } from "../../../lib/locale.tsx";
import { useSession } from "../../../lib/session/session.ts";
import { local } from "../../../lib/storage.ts";
import { ComputerOnlyNotice } from "./computer-only-notice.tsx";
import { SetupGuideLauncher } from "./setup-guide-launcher.tsx";

interface ChecklistItem {
  id: string;
  label: string;
  done: boolean;
}

/** The checklist's items, from what the extensions reported to the page. */
export function checklistItems(status: ExtensionsState, t: ReturnType<typeof useT>): ChecklistItem[] {
  const installs = status.extensions.map((extension) => ({
    id: extension.id,
    label: t("extensions.checklist.install", { name: extension.name }),
    done: extension.state !== "missing",
  }));
  const allInstalled = installs.every((item) => item.done);
  return [
    ...installs,
    { id: "up-to-date", label: t("extensions.checklist.update"), done: allInstalled && status.outdated.length === 0 },
  ];
}

/**
 * The dashboard's "Set up this browser" checklist: one line per extension and one for being up to
 * date, ticked from the extensions' hello, with the setup guide one click away. It stays hidden once
 * dismissed in this browser or once everything is done; phones and tablets are told that services open
 * on a computer, with the link mailed there on request.
 */
export function SetupChecklist({ status }: { status: ExtensionsState | undefined }) {
  const t = useT();
  const headingId = useId();
  const [dismissed, setDismissed] = useState(() => local.get(STORAGE_KEYS.setupChecklistDismissed) === "1");
  const { user } = useSession();
  const installable = canInstallExtensions();
  // On a phone the notice offers to mail the setup link, which goes to a confirmed address only:
  // an unconfirmed address comes first there (the address banner, with its resend).
  const waitsForAddress = !installable && user?.emailVerified === false;
  const items = status ? checklistItems(status, t) : [];
  const done = items.filter((item) => item.done).length;
  const pending = !!status && !waitsForAddress && (!installable || done < items.length);
  // One next action at a time (issue 46): it waits while the trial is on offer.
  const turn = useNextActionTurn("browser-setup", NEXT_ACTION_RANK.browserSetup, !dismissed && pending);
  if (!turn || !status) return null;
  const dismiss = () => {
    local.set(STORAGE_KEYS.setupChecklistDismissed, "1");
    setDismissed(true);
  };

  if (!installable) return <ComputerOnlyNotice onDismiss={dismiss} />;

  if (done === items.length) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="setup-checklist"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <h2 id={headingId} className="font-semibold text-slate-900">
            {t("extensions.checklist.title")}
          </h2>
          <p className="text-sm text-slate-600">{t("extensions.checklist.lead")}</p>
        </div>
        <DismissButton
          label={t("extensions.checklist.dismiss")}
          title={t("extensions.checklist.dismiss")}
          onClick={dismiss}
        />
      </header>
      <div className="flex items-center gap-3">
        <ProgressBar
          label={t("extensions.checklist.title")}
          value={(done / items.length) * 100}
          valueText={t("extensions.checklist.progress", { done, total: items.length })}
          tone="success"
        />
        <span className="shrink-0 text-sm text-slate-600" data-testid="setup-checklist-progress">
          {t("extensions.checklist.progress", { done, total: items.length })}
        </span>
      </div>
      <ol className="flex flex-col gap-2">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-2 text-sm" data-testid={`setup-item-${item.id}`}>
            <span
              aria-hidden="true"
              className={`grid size-5 shrink-0 place-items-center rounded-full border ${
                item.done ? "border-emerald-600 bg-emerald-600 text-white" : "border-slate-400 bg-white"
              }`}
            >
              {item.done ? (
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
                  <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                </svg>
              ) : null}
            </span>
            <span className={item.done ? "text-slate-500 line-through" : "text-slate-900"}>{item.label}</span>
            <span className="sr-only">
              {item.done ? t("extensions.checklist.done") : t("extensions.checklist.todo")}
            </span>
          </li>
        ))}
      </ol>
      <div>
        <SetupGuideLauncher />
      </div>
    </section>
  );
}
