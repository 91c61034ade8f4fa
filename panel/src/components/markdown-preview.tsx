import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "../hooks/use-debounced-value.ts";
import { apiErrorText } from "../lib/api-error-text.ts";
import { useT } from "../lib/locale.tsx";
import { SandboxedHtml } from "./sandboxed-html.tsx";

export const PREVIEW_DEBOUNCE_MS = 400;

/** Query options answering the HTML of a Markdown text (the feature's API call). */
export type PreviewQuery<K extends QueryKey> = (markdown: string) => UseQueryOptions<string, Error, string, K>;

/**
 * Live preview of a Markdown text as recipients will see it: rendered and sanitized by the server
 * (`previewQuery`) once the text has been quiet for 400 ms, shown in a sandboxed frame.
 */
export function MarkdownPreview<K extends QueryKey>({
  markdown,
  label,
  previewQuery,
  frameClassName = "h-40",
}: {
  markdown: string;
  label: string;
  previewQuery: PreviewQuery<K>;
  /** Height of the preview frame (Tailwind classes). */
  frameClassName?: string;
}) {
  const t = useT();
  const debounced = useDebouncedValue(markdown.trim(), PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({
    ...previewQuery(debounced),
    enabled: debounced !== "",
    placeholderData: keepPreviousData,
  });
  const updating = preview.isFetching || debounced !== markdown.trim();
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
        <p className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-500">
          {t("markdownPreview.empty")}
        </p>
      ) : preview.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
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
