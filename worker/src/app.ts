import { failure } from "@app/shared/api/envelope";
import { AUTH_MESSAGES, type ErrorCode, SYSTEM_MESSAGES } from "@app/shared/messages";
import { formErrorMap } from "@app/shared/zod-error-map";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { z } from "zod";
import { cachedConfigurationProblems } from "./lib/config-check.ts";
import { AppError, isStorageFailure } from "./lib/errors.ts";
import { bumpOnAdminWrite, publicCache } from "./lib/public-cache.ts";
import { applySecurityHeaders, thirdPartiesOf } from "./lib/security-headers.ts";
import { database } from "./middleware/database.ts";
import { jsonBody } from "./middleware/json-body.ts";
import { requestLog } from "./middleware/request-log.ts";
import { adminInformationRoutes, auditLogRoutes } from "./modules/admin-info/admin-info.routes.ts";
import { announcementsRoutes } from "./modules/announcements/announcements.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { categoriesRoutes } from "./modules/categories/categories.routes.ts";
import { countriesRoutes } from "./modules/countries/countries.routes.ts";
import { DEMO_SITE_PATH, demoSiteRoutes } from "./modules/demo-site/demo-site.routes.ts";
import { emailBlastsRoutes, unsubscribeRoutes } from "./modules/email/email.routes.ts";
import { extensionsRoutes } from "./modules/extensions/extensions.routes.ts";
import { health } from "./modules/health/health.routes.ts";
import { incidentsRoutes } from "./modules/incidents/incidents.routes.ts";
import { mostUsedRoutes, recentlyUsedRoutes, statisticsRoutes } from "./modules/insights/insights.routes.ts";
import { mediaRoutes } from "./modules/media/media.routes.ts";
import { newsletterRoutes } from "./modules/newsletter/newsletter.routes.ts";
import { noticesRoutes } from "./modules/notices/notices.routes.ts";
import { openapiRoutes } from "./modules/openapi/openapi.routes.ts";
import { packagesRoutes } from "./modules/packages/packages.routes.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import { adminRenewalsRoutes, renewalsRoutes } from "./modules/payments/renewals.routes.ts";
import { planServicesRoutes } from "./modules/plan-services/plan-services.routes.ts";
import { adminReferralsRoutes, referralsRoutes } from "./modules/referrals/referrals.routes.ts";
import { reportSummaryRoutes, reportsRoutes } from "./modules/reports/reports.routes.ts";
import { serviceAccountsRoutes } from "./modules/service-accounts/service-accounts.routes.ts";
import { serviceHealthRoutes } from "./modules/service-health/service-health.routes.ts";
import { servicesRoutes } from "./modules/services/services.routes.ts";
import { statusRoutes } from "./modules/status/status.routes.ts";
import { subscriptionsRoutes } from "./modules/subscriptions/subscriptions.routes.ts";
import { supportRoutes } from "./modules/support/support.routes.ts";
import { timeframesRoutes } from "./modules/timeframes/timeframes.routes.ts";
import { toolsRoutes } from "./modules/tools/tools.routes.ts";
import { transactionsRoutes, userInformationRoutes } from "./modules/transactions/transactions.routes.ts";
import { usersRoutes } from "./modules/users/users.routes.ts";
import { vouchersRoutes } from "./modules/vouchers/vouchers.routes.ts";
import { serveSite } from "./site.ts";
import type { AppBindings } from "./types.ts";

z.config({ customError: formErrorMap("en") });

/** The public catalogue reads served from the Workers Cache API (decision 044). */
const PUBLIC_CACHED_READS = [
  "/api/packages-subscriptions",
  "/api/packages-subscriptions/*",
  "/api/services/list/preview",
  "/api/extension/releases",
];

export function createApp() {
  const app = new Hono<AppBindings>();

  app.use("*", requestId());
  app.use("*", requestLog);
  app.use("*", database);
  app.use("*", async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers, thirdPartiesOf(c.env));
  });
  // A Worker with missing or weak secrets refuses to run rather than fall back
  // (docs/decisions/001-production-is-the-default.md).
  app.use("/api/*", async (c, next) => {
    const problems = cachedConfigurationProblems(c.env);
    if (problems.length > 0) {
      console.error(JSON.stringify({ level: "error", requestId: c.get("requestId"), misconfigured: problems }));
      return c.json(failure("MISCONFIGURED", SYSTEM_MESSAGES.misconfigured, { problems }), 503);
    }
    await next();
  });
  app.use("/api/*", jsonBody);
  app.use("/api/*", bumpOnAdminWrite);
  for (const path of PUBLIC_CACHED_READS) app.use(path, publicCache);

  app.onError((err, c) => {
    if (err instanceof AppError) {
      for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
      return c.json(failure(err.code, err.message, err.details || undefined), err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const code: ErrorCode =
        status === 400
          ? "INVALID_JSON"
          : status === 401
            ? "UNAUTHORIZED"
            : status === 404
              ? "NOT_FOUND"
              : "REQUEST_FAILED";
      const message = status === 401 ? AUTH_MESSAGES.unauthorized : err.message || "Request failed";
      return c.json(failure(code, message), status);
    }
    console.error(
      JSON.stringify({
        level: "error",
        requestId: c.get("requestId"),
        path: c.req.path,
        error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
        cause: err instanceof Error && err.cause ? String(err.cause) : undefined,
        stack: err instanceof Error ? err.stack : undefined,
      }),
    );
    if (isStorageFailure(err)) {
      // D1 batches are atomic and queue sends happen before the state that depends on them is
      // written, so a failed storage call leaves nothing half done: the client may retry.
      c.header("Retry-After", "2");
      return c.json(
        failure("TEMPORARILY_UNAVAILABLE", SYSTEM_MESSAGES.unavailable, {
          requestId: c.get("requestId"),
          retryAfterSeconds: 2,
        }),
        503,
      );
    }
    return c.json(failure("INTERNAL_ERROR", "Internal server error", { requestId: c.get("requestId") }), 500);
  });

  app.notFound((c) => {
    if (c.req.path === "/api" || c.req.path.startsWith("/api/")) {
      return c.json(failure("NOT_FOUND", `Route ${c.req.method} ${c.req.path} not found`), 404);
    }
    return serveSite(c.req.raw, c.env);
  });

  app.route("/api/health", health);
  app.route("/api/status", statusRoutes);
  app.route("/api/incidents", incidentsRoutes);
  app.route("/api/notices", noticesRoutes);
  app.route("/api/packages-subscriptions", packagesRoutes);
  app.route("/api/auth", authRoutes);
  app.route("/api/users", usersRoutes);
  app.route("/api/countries", countriesRoutes);
  app.route("/api/category-services", categoriesRoutes);
  app.route("/api/timeframes", timeframesRoutes);
  app.route("/api/services", servicesRoutes);
  app.route("/api/services", serviceAccountsRoutes);
  app.route("/api/services", serviceHealthRoutes);
  app.route("/api/plan-services", planServicesRoutes);
  app.route("/api/media", mediaRoutes);
  app.route("/api/supports/services", reportsRoutes);
  app.route("/api/summary-reported-services", reportSummaryRoutes);
  app.route("/api/user-accessed-services", recentlyUsedRoutes);
  app.route("/api/most-used-services", mostUsedRoutes);
  app.route("/api/statistics", statisticsRoutes);
  app.route("/api/payments", paymentsRoutes);
  app.route("/api/transactions", transactionsRoutes);
  app.route("/api/user-information", userInformationRoutes);
  app.route("/api/subscriptions/renewal", renewalsRoutes);
  app.route("/api/renewals", adminRenewalsRoutes);
  app.route("/api/subscriptions", subscriptionsRoutes);
  app.route("/api/vouchers", vouchersRoutes);
  app.route("/api/referrals", referralsRoutes);
  app.route("/api/admin-referrals", adminReferralsRoutes);
  app.route("/api/extension", extensionsRoutes);
  app.route("/api/notifications", announcementsRoutes);
  app.route("/api/email-blasts", emailBlastsRoutes);
  app.route("/api/email", unsubscribeRoutes);
  app.route("/api/newsletter", newsletterRoutes);
  app.route("/api/admin-information", adminInformationRoutes);
  app.route("/api/audit-log", auditLogRoutes);
  app.route("/api/tools", toolsRoutes);
  app.route("/api/support", supportRoutes);
  app.route("/api", openapiRoutes(app));
  app.route(DEMO_SITE_PATH, demoSiteRoutes);

  return app;
}
