import type { QueryClient } from "@tanstack/react-query";

/**
 * What every route's beforeLoad receives. Its own module: the root route needs the type
 * and router.tsx imports the route tree, so neither may import the other.
 */
export interface RouterContext {
  queryClient: QueryClient;
}
