import type { MediaDownloadBody, MediaDownloadStatus } from "@app/shared/schemas/tools";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../lib/api-client.ts";

export const toolKeys = {
  mediaStatus: ["tools", "media-download"] as const,
};

/** GET /tools/media-download: whether the tool is configured, and today's remaining downloads. */
export function mediaDownloadStatusQueryOptions() {
  return queryOptions({
    queryKey: toolKeys.mediaStatus,
    queryFn: async ({ signal }) => (await apiGet("/tools/media-download", { signal })).data,
  });
}

/** POST /tools/media-download; the answer carries the new quota, written into the status query. */
export function useMediaDownloadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (url: string) =>
      (await apiPost("/tools/media-download", { json: { url } satisfies MediaDownloadBody })).data,
    onSuccess: (result) => {
      queryClient.setQueryData<MediaDownloadStatus>(toolKeys.mediaStatus, (status) =>
        status ? { ...status, quota: result.quota } : status,
      );
    },
  });
}
