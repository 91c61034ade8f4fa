import type { AnnouncementBody, AnnouncementUpdateBody } from "@app/shared/schemas/comms";
import { queryOptions } from "@tanstack/react-query";
import { apiDelete, apiGet, apiPost, apiPut } from "../../lib/api-client.ts";
import { useInvalidatingMutation } from "../../lib/mutation.ts";

export const adminAnnouncementKeys = {
  all: ["admin", "announcements"] as const,
  list: () => [...adminAnnouncementKeys.all, "list"] as const,
};

/** Every announcement, newest first (GET /notifications). */
export function announcementListQueryOptions() {
  return queryOptions({
    queryKey: adminAnnouncementKeys.list(),
    queryFn: async ({ signal }) => (await apiGet("/notifications", { signal })).data,
  });
}

export function useCreateAnnouncement() {
  return useInvalidatingMutation(
    adminAnnouncementKeys.all,
    // No date is absent in the documented body; the API reads a null the same way.
    async ({ startsAt, endsAt, ...input }: AnnouncementBody) =>
      (
        await apiPost("/notifications", {
          json: { ...input, startsAt: startsAt ?? undefined, endsAt: endsAt ?? undefined },
        })
      ).data,
  );
}

export function useUpdateAnnouncement() {
  return useInvalidatingMutation(
    adminAnnouncementKeys.all,
    /** PUT takes any of the fields, never the uuid. */
    async ({ uuid, input }: { uuid: string; input: AnnouncementUpdateBody }) =>
      (await apiPut("/notifications/{uuid}", { path: { uuid }, json: input })).data,
  );
}

export function useDeleteAnnouncement() {
  return useInvalidatingMutation(adminAnnouncementKeys.all, async (uuid: string) => {
    await apiDelete("/notifications/{uuid}", { path: { uuid } });
  });
}
