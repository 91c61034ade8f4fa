import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Refreshes cached lists after a write. A plain invalidate joins a first load that is still in flight
 * (TanStack Query deduplicates a refetch onto a fetch that has no data yet), which may have read the
 * database before the write and would then show a list without the new row. Cancelling first makes
 * the refetch a new request that starts after the write.
 */
export async function refreshQueries(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
