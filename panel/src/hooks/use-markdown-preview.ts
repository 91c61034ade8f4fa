import type { PreviewBody } from "@app/shared/schemas/comms";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiPost } from "../lib/api-client.ts";
import { useDebouncedValue } from "./use-debounced-value.ts";

const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The sanitized HTML of a Markdown text as recipients will see it (POST /notifications/preview, the
 * renderer announcements and email blasts use), asked once the text has been quiet for 400 ms.
 * `debounced` is the text the answer is for; `updating` is true while the shown answer is behind.
 */
export function useMarkdownPreview(markdown: string) {
  const text = markdown.trim();
  const debounced = useDebouncedValue(text, PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({
    queryKey: ["admin", "markdown-preview", debounced],
    queryFn: async ({ signal }) =>
      (await apiPost("/notifications/preview", { json: { markdown: debounced } satisfies PreviewBody, signal })).data
        .html,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: debounced !== "",
    placeholderData: keepPreviousData,
  });
  return { preview, debounced, updating: preview.isFetching || debounced !== text };
}
