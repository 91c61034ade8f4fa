import type { AnnouncementDto } from "@app/shared/schemas/comms";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** Body of POST /notifications (shared `announcementBody`); PUT takes the same fields, never the uuid. */
export interface AnnouncementInput {
  titleEn: string;
  titleId: string;
  bodyEn: string;
  bodyId: string;
  level: AnnouncementDto["level"];
  audience: AnnouncementDto["audience"];
  startsAt?: string | null | undefined;
  endsAt?: string | null | undefined;
  published: boolean;
}

export const adminAnnouncementKeys = {
  all: ["admin", "announcements"] as const,
  list: () => [...adminAnnouncementKeys.all, "list"] as const,
  preview: (markdown: string) => ["admin", "markdown-preview", markdown] as const,
};

/** Every announcement, newest first (GET /notifications). */
export function announcementListQueryOptions() {
  return queryOptions({
    queryKey: adminAnnouncementKeys.list(),
    queryFn: async ({ signal }) => (await api<AnnouncementDto[]>("/notifications", { signal })).data,
  });
}

/** The sanitized HTML of a Markdown text, as users will see it (POST /notifications/preview). */
export function markdownPreviewQueryOptions(markdown: string) {
  return queryOptions({
    queryKey: adminAnnouncementKeys.preview(markdown),
    queryFn: async ({ signal }) =>
      (await api<{ html: string }>("/notifications/preview", { method: "POST", json: { markdown }, signal })).data.html,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useInvalidateAnnouncements() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminAnnouncementKeys.all });
}

export function useCreateAnnouncement() {
  const invalidate = useInvalidateAnnouncements();
  return useMutation({
    mutationFn: async (input: AnnouncementInput) =>
      (await api<AnnouncementDto>("/notifications", { method: "POST", json: input })).data,
    onSuccess: () => invalidate(),
  });
}

export function useUpdateAnnouncement() {
  const invalidate = useInvalidateAnnouncements();
  return useMutation({
    mutationFn: async ({ uuid, input }: { uuid: string; input: AnnouncementInput }) =>
      (await api<AnnouncementDto>(`/notifications/${encodeURIComponent(uuid)}`, { method: "PUT", json: input })).data,
    onSuccess: () => invalidate(),
  });
}

export function useDeleteAnnouncement() {
  const invalidate = useInvalidateAnnouncements();
  return useMutation({
    mutationFn: async (uuid: string) => {
      await api<unknown>(`/notifications/${encodeURIComponent(uuid)}`, { method: "DELETE" });
    },
    onSuccess: () => invalidate(),
  });
}
