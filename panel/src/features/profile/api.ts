import { track } from "@app/shared/analytics";
import type { ApiEnvelope } from "@app/shared/api/envelope";
import type { Locale } from "@app/shared/constants";
import type { DeleteMeBody, DeviceDto, UpdateMeBody } from "@app/shared/schemas/users";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiDelete, apiGet, apiPut, apiResponse } from "../../lib/api-client.ts";
import { attachmentName, saveBlob } from "../../lib/download.ts";
import { logout } from "../../lib/session/logout.ts";
import { SESSION_QUERY_KEY, type Session } from "../../lib/session/session.ts";
import { clearAuthToken } from "../../lib/storage.ts";

/** Country list with dialing codes, names in the page's language. */
export function countriesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ["countries", locale],
    queryFn: async () => (await apiGet("/countries", { query: { locale } })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const DEVICES_QUERY_KEY = ["users", "devices", "active"] as const;

export function devicesQueryOptions() {
  return queryOptions({
    queryKey: DEVICES_QUERY_KEY,
    queryFn: async () => (await apiGet("/users/devices/active")).data,
  });
}

/**
 * PUT /users/me; the answer replaces the user of the session. `completing` marks the first time
 * phone and country are set (the complete-profile page) for analytics.
 */
export function useUpdateMeMutation({ completing = false }: { completing?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateMeBody) => (await apiPut("/users/me", { json: body })).data,
    onSuccess: (user) => {
      queryClient.setQueryData<Session>(SESSION_QUERY_KEY, (session) => ({
        valid: true,
        user: { ...(session?.user ?? {}), ...user },
      }));
      track(completing ? "profile_completed" : "profile_updated", "User");
    },
  });
}

export function useRevokeDeviceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiDelete("/users/devices/{id}", { path: { id } });
    },
    onSuccess: (_data, id) => {
      queryClient.setQueryData<DeviceDto[]>(DEVICES_QUERY_KEY, (list) => list?.filter((d) => d.id !== id));
      void queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY });
    },
  });
}

async function failureOf(response: Response): Promise<ApiError> {
  const envelope = (await response.json().catch(() => null)) as ApiEnvelope<unknown> | null;
  if (envelope?.error === true) return new ApiError(envelope.code, envelope.message, response.status, envelope.details);
  return new ApiError(
    response.status === 401 ? "UNAUTHORIZED" : "INTERNAL_ERROR",
    response.statusText,
    response.status,
  );
}

/** GET /users/me/export: the JSON file of everything stored about the user, saved as a download. */
export function useDownloadMyDataMutation() {
  return useMutation({
    mutationFn: async () => {
      const response = await apiResponse("/users/me/export");
      if (!response.ok) throw await failureOf(response);
      const fallback = `premiumhub-data-${new Date().toISOString().slice(0, 10)}.json`;
      const filename = attachmentName(response.headers.get("content-disposition"), fallback);
      saveBlob(await response.blob(), filename);
      return filename;
    },
  });
}

/**
 * DELETE /users/me. On success the server has ended every session: the token is dropped at once (so
 * no call in flight can trip the forced logout) and the local session is cleared.
 */
export function useDeleteAccountMutation() {
  return useMutation({
    mutationFn: async (body: DeleteMeBody) => {
      await apiDelete("/users/me", { json: body });
      clearAuthToken();
      await logout({ token: null });
    },
  });
}
