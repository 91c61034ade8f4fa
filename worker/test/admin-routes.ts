import { createApp } from "../src/app.ts";
import { installedOperations, toOpenApiPath } from "../src/middleware/operation.ts";

/**
 * Every admin-only route as registered (method + Hono path): the routes whose operation definition
 * says `auth: "admin"`. A test walks `app.routes` and checks that exactly these answer 403 to a
 * signed-in user and 401 to a visitor, so a definition whose guard was not installed fails it.
 */
export const ADMIN_ROUTES: readonly string[] = (() => {
  const app = createApp();
  const operations = installedOperations(app);
  const routes = app.routes
    .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
    .filter((r) => operations[`${r.method} ${toOpenApiPath(r.path)}`]?.auth === "admin")
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(routes)];
})();

/** The routes an admin may call before passing the second factor (they are how it is passed). */
export const SECOND_FACTOR_ROUTES = ADMIN_ROUTES.filter((route) => route.includes(" /api/auth/mfa"));
