import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { ErrorFallback } from "./components/error-fallback.tsx";
import { LoadingScreen } from "./components/loading-screen.tsx";
import { NotFoundPage } from "./components/not-found.tsx";
import type { RouterContext } from "./lib/router-context.ts";
import { instrumentRouter } from "./lib/router-events.ts";
import { routeTree } from "./routeTree.gen.ts";

export function createAppRouter(options: {
  queryClient: QueryClient;
  /** "/en" or "/id" when the page was opened under a locale prefix, else undefined. */
  basepath?: string | undefined;
  /** Memory history in tests; browser history by default. */
  history?: RouterHistory;
}) {
  const router = createRouter({
    routeTree,
    context: { queryClient: options.queryClient } satisfies RouterContext,
    ...(options.basepath ? { basepath: options.basepath } : {}),
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: "intent",
    // TanStack Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: LoadingScreen,
    defaultErrorComponent: ErrorFallback,
    defaultNotFoundComponent: NotFoundPage,
  });
  instrumentRouter(router);
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
