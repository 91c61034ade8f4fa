import type { Locale } from "@app/shared/constants";
import type { MyAnnouncement } from "@app/shared/schemas/comms";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../lib/api-client.ts";

/** One announcement for the signed-in user (GET /notifications/mine), in the requested language. */
export type { MyAnnouncement };

export const announcementKeys = {
  all: ["announcements", "mine"] as const,
  mine: (locale: Locale) => [...announcementKeys.all, locale] as const,
};

/** The announcements that apply to the caller now (published, in their window, not dismissed), newest first. */
export function myAnnouncementsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: announcementKeys.mine(locale),
    queryFn: async ({ signal }) => (await apiGet("/notifications/mine", { query: { locale }, signal })).data,
  });
}

/**
 * POST /notifications/{uuid}/dismiss, remembered by the server. The announcement leaves the list at
 * once (optimistic); a failure puts the previous list back.
 */
export function useDismissAnnouncement(locale: Locale) {
  const queryClient = useQueryClient();
  const key = announcementKeys.mine(locale);
  return useMutation({
    mutationFn: async (uuid: string) => {
      await apiPost("/notifications/{uuid}/dismiss", { path: { uuid } });
    },
    onMutate: async (uuid) => {
      await queryClient.cancelQueries({ queryKey: key });
      const list = queryClient.getQueryData<MyAnnouncement[]>(key) ?? [];
      const index = list.findIndex((item) => item.uuid === uuid);
      queryClient.setQueryData<MyAnnouncement[]>(key, (current) => current?.filter((item) => item.uuid !== uuid));
      return { removed: index >= 0 ? { item: list[index] as MyAnnouncement, index } : null };
    },
    onError: (_error, _uuid, context) => {
      // Only this announcement comes back (at its place): other dismissals may have succeeded meanwhile.
      const removed = context?.removed;
      if (!removed) return;
      queryClient.setQueryData<MyAnnouncement[]>(key, (current = []) =>
        current.some((item) => item.uuid === removed.item.uuid)
          ? current
          : [...current.slice(0, removed.index), removed.item, ...current.slice(removed.index)],
      );
    },
  });
}
