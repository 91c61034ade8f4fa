import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { NotFoundPage } from "../components/not-found.tsx";
import type { RouterContext } from "../lib/router-context.ts";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
