import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/button.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { SandboxedHtml } from "../../../components/sandboxed-html.tsx";
import { SegmentedControl } from "../../../components/segmented-control.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { useToast } from "../../../components/toast.tsx";
import { useDebouncedValue } from "../../../hooks/use-debounced-value.ts";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useT } from "../../../lib/locale.tsx";
import { type BlastPreviewBody, blastPreviewQueryOptions, useSendTestBlast } from "../api.ts";
import { fillSample } from "../compose-form.ts";

/** How long the message stays unchanged before the server renders it again. */
const PREVIEW_DEBOUNCE_MS = 500;

const VIEWS = ["email", "text"] as const;
type View = (typeof VIEWS)[number];
const WIDTHS = ["computer", "phone"] as const;
type Width = (typeof WIDTHS)[number];

const isComplete = (draft: BlastPreviewBody) =>
  draft.senderId !== "" && draft.subject.trim() !== "" && draft.body.trim() !== "";

/**
 * The blast as its first recipient will get it, rendered by the server (issue 44): layout, footer,
 * unsubscribe link and the text part, in that reader's language; and a test sent to the admin.
 */
export function ComposePreview({
  senderId,
  subject,
  body,
  sample,
}: {
  senderId: string;
  subject: string;
  body: string;
  sample: { name: string; email: string };
}) {
  const t = useT();
  const toast = useToast();
  const [view, setView] = useState<View>("email");
  const [width, setWidth] = useState<Width>("computer");
  const draft: BlastPreviewBody = { senderId, subject, body, to: sample.email, name: sample.name };
  const complete = isComplete(draft);
  // Compared as text: a new object each render would restart the pause.
  const draftKey = JSON.stringify(draft);
  const settled = useDebouncedValue(draftKey, PREVIEW_DEBOUNCE_MS);
  const settledDraft = JSON.parse(settled) as BlastPreviewBody;
  const preview = useQuery({
    ...blastPreviewQueryOptions(settledDraft),
    enabled: isComplete(settledDraft),
    placeholderData: keepPreviousData,
  });
  const sendTest = useSendTestBlast();
  const shown = complete ? preview.data : undefined;
  const stale = !shown || preview.isPlaceholderData || settled !== draftKey;

  const test = async () => {
    try {
      const sent = await sendTest.mutateAsync({ senderId, subject, body });
      toast.success(t("adminEmail.test.sent", { email: sent.to }));
    } catch (error) {
      toast.error(t("adminEmail.test.failed"), apiErrorText(error, t));
    }
  };

  return (
    <div
      className="flex min-w-0 flex-col gap-3"
      data-testid="compose-preview"
      aria-busy={(complete && stale) || undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{t("adminEmail.preview.title", { name: sample.name })}</h2>
        <Button
          variant="secondary"
          size="sm"
          disabled={!complete || sendTest.isPending}
          aria-busy={sendTest.isPending || undefined}
          onClick={() => void test()}
          data-testid="compose-send-test"
        >
          {sendTest.isPending ? t("adminEmail.test.sending") : t("adminEmail.test.send")}
        </Button>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-sm">
        <dt className="font-medium text-slate-700">{t("adminEmail.preview.from")}</dt>
        <dd className="min-w-0 break-words" data-testid="compose-preview-from">
          {shown?.from ?? "—"}
        </dd>
        <dt className="font-medium text-slate-700">{t("adminEmail.preview.to")}</dt>
        <dd className="min-w-0 break-words">
          {shown
            ? t("adminEmail.preview.toReader", {
                email: shown.to,
                language: t(`adminEmail.templates.lang.${shown.locale}`),
              })
            : sample.email}
        </dd>
        <dt className="font-medium text-slate-700">{t("adminEmail.compose.previewSubject")}</dt>
        <dd className="min-w-0 break-words" data-testid="compose-preview-subject">
          {shown && !stale ? shown.subject : fillSample(subject, sample)}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        <SegmentedControl
          label={t("adminEmail.preview.part")}
          options={VIEWS.map((value) => ({ value, label: t(`adminEmail.preview.part.${value}`) }))}
          value={view}
          onChange={setView}
        />
        {view === "email" ? (
          <SegmentedControl
            label={t("adminEmail.templates.width")}
            options={WIDTHS.map((value) => ({ value, label: t(`adminEmail.templates.width.${value}`) }))}
            value={width}
            onChange={setWidth}
          />
        ) : null}
      </div>
      {!complete ? (
        <p
          className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600"
          data-testid="compose-preview-empty"
        >
          {t("adminEmail.preview.incomplete")}
        </p>
      ) : preview.isError && !shown ? (
        <LoadError
          message={`${t("adminEmail.preview.loadFailed")} ${apiErrorText(preview.error, t)}`}
          onRetry={() => void preview.refetch()}
        />
      ) : !shown ? (
        <Skeleton className="h-96 w-full" />
      ) : view === "email" ? (
        <div
          className={`transition-opacity ${stale ? "opacity-60" : ""} ${width === "phone" ? "w-[390px] max-w-full" : "w-full"}`}
        >
          <SandboxedHtml
            html={shown.html}
            title={t("adminEmail.outbox.frameTitle", { subject: shown.subject })}
            className="h-[32rem]"
            testId="compose-preview-frame"
          />
        </div>
      ) : (
        <pre
          data-testid="compose-preview-text"
          className={`max-h-[32rem] overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-xs whitespace-pre-wrap break-words ${stale ? "opacity-60" : ""}`}
        >
          {shown.text}
        </pre>
      )}
    </div>
  );
}
