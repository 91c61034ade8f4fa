import { QueryClient } from "@tanstack/react-query";

/** One client per page load; the router context hands it to loaders (ensureQueryData). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
