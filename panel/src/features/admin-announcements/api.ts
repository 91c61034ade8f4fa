import type { AnnouncementDto } from "@app/shared/schemas/comms";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { useInvalidatingMutation } from "../../lib/mutation.ts";

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
};

/** Every announcement, newest first (GET /notifications). */
export function announcementListQueryOptions() {
  return queryOptions({
    queryKey: adminAnnouncementKeys.list(),
    queryFn: async ({ signal }) => (await api<AnnouncementDto[]>("/notifications", { signal })).data,
  });
}

export function useCreateAnnouncement() {
  return useInvalidatingMutation(
    adminAnnouncementKeys.all,
    async (input: AnnouncementInput) =>
      (await api<AnnouncementDto>("/notifications", { method: "POST", json: input })).data,
  );
}

export function useUpdateAnnouncement() {
  return useInvalidatingMutation(
    adminAnnouncementKeys.all,
    async ({ uuid, input }: { uuid: string; input: AnnouncementInput }) =>
      (await api<AnnouncementDto>(`/notifications/${encodeURIComponent(uuid)}`, { method: "PUT", json: input })).data,
  );
}

export function useDeleteAnnouncement() {
  return useInvalidatingMutation(adminAnnouncementKeys.all, async (uuid: string) => {
    await api<unknown>(`/notifications/${encodeURIComponent(uuid)}`, { method: "DELETE" });
  });
}
