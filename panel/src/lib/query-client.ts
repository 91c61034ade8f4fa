import { QueryClient } from "@tanstack/react-query";

let appQueryClient: QueryClient | null = null;

/** One client per page load, shared by every feature's queries (docs/decisions/038-no-route-loaders.md). */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
  appQueryClient = client;
  return client;
}

/**
 * The page's client, for code that runs outside React and the router (logout, forced logout).
 * Null before `createQueryClient` ran.
 */
export function getAppQueryClient(): QueryClient | null {
  return appQueryClient;
}
