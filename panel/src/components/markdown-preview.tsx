import { useMarkdownPreview } from "../hooks/use-markdown-preview.ts";
import { apiErrorText } from "../lib/api-error-text.ts";
import { useT } from "../lib/locale.tsx";
import { SandboxedHtml } from "./sandboxed-html.tsx";

/**
 * Live preview of a Markdown text as recipients will see it: rendered and sanitized by the server
 * once the text has been quiet for 400 ms, shown in a sandboxed frame. Every state (empty, loading,
 * failed, shown) has the frame's height, so what follows the preview never moves while someone
 * types: a shift between a press and its release would swallow the click.
 */
export function MarkdownPreview({
  markdown,
  label,
  frameClassName = "h-40",
}: {
  markdown: string;
  label: string;
  /** Height of the preview frame (Tailwind classes). */
  frameClassName?: string;
}) {
  const t = useT();
  const { preview, debounced, updating } = useMarkdownPreview(markdown);
  return (
    <div className="flex flex-col gap-1" data-testid="markdown-preview" aria-busy={updating || undefined}>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-700">{label}</span>
        {updating && debounced !== "" ? (
          <span className="text-xs text-slate-500" role="status">
            {t("markdownPreview.updating")}
          </span>
        ) : null}
      </div>
      {debounced === "" ? (
        <p
          className={`${frameClassName} rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-500`}
          data-testid="markdown-preview-empty"
        >
          {t("markdownPreview.empty")}
        </p>
      ) : preview.isError ? (
        <p
          role="alert"
          className={`${frameClassName} overflow-auto rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800`}
        >
          {t("markdownPreview.failed")} {apiErrorText(preview.error, t)}
        </p>
      ) : preview.data !== undefined ? (
        <SandboxedHtml
          html={preview.data}
          title={label}
          className={`${frameClassName} resize-y`}
          testId="markdown-preview-frame"
        />
      ) : (
        <div className={`${frameClassName} animate-pulse rounded-md bg-slate-100`} aria-hidden="true" />
      )}
    </div>
  );
}
