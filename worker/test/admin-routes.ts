import { createApp } from "../src/app.ts";
import {
  type Auth,
  installedOperations,
  type RegisteredOperation,
  toOpenApiPath,
} from "../src/middleware/operation.ts";

/** The registered routes (method + Hono path) whose operation definition passes `which`. */
function routesWhere(which: (operation: RegisteredOperation) => boolean): readonly string[] {
  const app = createApp();
  const operations = installedOperations(app);
  const routes = app.routes
    .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
    .filter((r) => {
      const operation = operations[`${r.method} ${toOpenApiPath(r.path)}`];
      return operation !== undefined && which(operation);
    })
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(routes)];
}

/**
 * Every admin-only route as registered (method + Hono path): the routes whose operation definition
 * says `auth: "admin"`. A test walks `app.routes` and checks that exactly these answer 403 to a
 * signed-in user and 401 to a visitor, so a definition whose guard was not installed fails it.
 */
export const ADMIN_ROUTES: readonly string[] = routesWhere((operation) => operation.auth === "admin");

/**
 * The admin-only routes of another auth kind, by kind: those whose definition says `role: "admin"`
 * (the Access extension's capture routes, decision 061). A test checks that each refuses a
 * subscriber's credential of that kind with the admin routes' own 403.
 */
export const ROLE_ADMIN_ROUTES: Readonly<Partial<Record<Auth, readonly string[]>>> = Object.fromEntries(
  (["user", "extension"] as const)
    .map((auth) => [auth, routesWhere((op) => op.auth === auth && op.role === "admin")] as const)
    .filter(([, routes]) => routes.length > 0),
);

/** The routes an admin may call before passing the second factor (they are how it is passed). */
export const SECOND_FACTOR_ROUTES = ADMIN_ROUTES.filter((route) => route.includes(" /api/auth/mfa"));
