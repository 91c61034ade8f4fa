import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { Button } from "../../../components/button.tsx";
import { Dialog } from "../../../components/dialog.tsx";
import { SandboxedHtml } from "../../../components/sandboxed-html.tsx";
import { useLocale } from "../../../lib/locale.tsx";
import type { OutboxMessage } from "../api.ts";

/**
 * One stored message: sender, recipient, time, headers, and its HTML in a sandboxed frame
 * (`sandbox=""` via srcdoc: no scripts run, nothing reaches the panel).
 */
export function OutboxMessageDialog({ message, onClose }: { message: OutboxMessage | null; onClose: () => void }) {
  const { t, locale } = useLocale();
  const titleId = useId();
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium" });
  const headers = Object.entries(message?.headers ?? {});
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      labelledBy={titleId}
      className="flex max-h-[calc(100vh-2rem)] max-w-3xl flex-col gap-4 overflow-y-auto"
    >
      {message ? (
        <>
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
              {message.subject}
            </h2>
            <Button onClick={onClose} variant="secondary">
              {t("adminEmail.outbox.close")}
            </Button>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{t("adminEmail.outbox.column.from")}</dt>
            <dd className="break-all">{message.from}</dd>
            <dt className="text-slate-500">{t("adminEmail.outbox.column.to")}</dt>
            <dd className="break-all" data-testid="outbox-message-to">
              {message.to}
            </dd>
            <dt className="text-slate-500">{t("adminEmail.outbox.column.createdAt")}</dt>
            <dd>
              <time dateTime={message.createdAt}>{dateTime.format(new Date(message.createdAt))}</time>
            </dd>
            {message.blastId ? (
              <>
                <dt className="text-slate-500">{t("adminEmail.outbox.blast")}</dt>
                <dd>
                  <Link
                    to="/panel/admin/email/$id"
                    params={{ id: message.blastId }}
                    className="text-brand-700 hover:underline"
                  >
                    {t("adminEmail.outbox.openBlast")}
                  </Link>
                </dd>
              </>
            ) : null}
          </dl>
          {headers.length > 0 ? (
            <details className="text-sm">
              <summary className="cursor-pointer font-medium text-slate-700">{t("adminEmail.outbox.headers")}</summary>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-slate-50 p-3 font-mono text-xs">
                {headers.map(([name, value]) => (
                  <div key={name} className="contents">
                    <dt className="text-slate-500">{name}</dt>
                    <dd className="break-all">{value}</dd>
                  </div>
                ))}
              </dl>
            </details>
          ) : null}
          {message.text ? (
            <details className="text-sm">
              <summary className="cursor-pointer font-medium text-slate-700">
                {t("adminEmail.templates.textPart")}
              </summary>
              <pre
                data-testid="outbox-message-text"
                className="mt-2 max-h-64 overflow-auto rounded-md bg-slate-50 p-3 text-xs whitespace-pre-wrap break-words"
              >
                {message.text}
              </pre>
            </details>
          ) : null}
          <SandboxedHtml
            html={message.html}
            title={t("adminEmail.outbox.frameTitle", { subject: message.subject })}
            className="h-[60vh] min-h-64"
            testId="outbox-message-frame"
          />
        </>
      ) : null}
    </Dialog>
  );
}
