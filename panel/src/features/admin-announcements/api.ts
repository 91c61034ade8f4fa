import type { AnnouncementBody, AnnouncementDto, AnnouncementUpdateBody } from "@app/shared/schemas/comms";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { useInvalidatingMutation } from "../../lib/mutation.ts";

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
    async (input: AnnouncementBody) =>
      (await api<AnnouncementDto>("/notifications", { method: "POST", json: input })).data,
  );
}

export function useUpdateAnnouncement() {
  return useInvalidatingMutation(
    adminAnnouncementKeys.all,
    /** PUT takes any of the fields, never the uuid. */
    async ({ uuid, input }: { uuid: string; input: AnnouncementUpdateBody }) =>
      (await api<AnnouncementDto>(`/notifications/${encodeURIComponent(uuid)}`, { method: "PUT", json: input })).data,
  );
}

export function useDeleteAnnouncement() {
  return useInvalidatingMutation(adminAnnouncementKeys.all, async (uuid: string) => {
    await api<unknown>(`/notifications/${encodeURIComponent(uuid)}`, { method: "DELETE" });
  });
}
