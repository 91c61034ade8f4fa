import { SEAT_HOLD_HOURS, type ServiceSeat } from "@app/shared/schemas/service-accounts";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "./api-client.ts";

export { SEAT_HOLD_HOURS, type ServiceSeat };

export const seatKeys = { all: ["services", "seats"] as const };

/**
 * GET /services/list/seats: whether opening each of the user's services finds them a seat now
 * (decision 070), one request for every card. Seats change with every open, so it is read again
 * when the tab comes back and after a short while; a failure is not retried (the cards simply say
 * nothing about seats).
 */
export function serviceSeatsQueryOptions() {
  return queryOptions({
    queryKey: seatKeys.all,
    queryFn: async ({ signal }) => (await apiGet("/services/list/seats", { signal })).data,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** The seat of one service, or null when the list is not loaded or does not name it. */
export function seatOf(seats: readonly ServiceSeat[] | undefined, serviceUuid: string): ServiceSeat | null {
  return seats?.find((seat) => seat.serviceUuid === serviceUuid) ?? null;
}
