import { track } from "@app/shared/analytics";
import type { Locale } from "@app/shared/constants";
import type { CountryDto, DeviceDto, UpdateMeBody, UserDto } from "@app/shared/schemas/users";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { SESSION_QUERY_KEY, type Session } from "../../lib/session.ts";

/** Country list with dialing codes, names in the page's language. */
export function countriesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ["countries", locale],
    queryFn: async () => (await api<CountryDto[]>(`/countries?locale=${locale}`)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const DEVICES_QUERY_KEY = ["users", "devices", "active"] as const;

export function devicesQueryOptions() {
  return queryOptions({
    queryKey: DEVICES_QUERY_KEY,
    queryFn: async () => (await api<DeviceDto[]>("/users/devices/active")).data,
  });
}

/**
 * PUT /users/me; the answer replaces the user of the session. `completing` marks the first time
 * phone and country are set (the complete-profile page) for analytics.
 */
export function useUpdateMeMutation({ completing = false }: { completing?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateMeBody) => (await api<UserDto>("/users/me", { method: "PUT", json: body })).data,
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
      await api<unknown>(`/users/devices/${encodeURIComponent(id)}`, { method: "DELETE" });
    },
    onSuccess: (_data, id) => {
      queryClient.setQueryData<DeviceDto[]>(DEVICES_QUERY_KEY, (list) => list?.filter((d) => d.id !== id));
      void queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY });
    },
  });
}
