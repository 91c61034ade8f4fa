import { type SQL, sql } from "drizzle-orm";

/**
 * Whether the package whose id is the column `packageId` (raw SQL, qualified: drizzle leaves a
 * one-table select's columns bare, which the subquery would misread) includes an active service
 * (issue 46, decision 068). With the package's own status active, that is what "on sale" means. The
 * pricing page, the trial, checkout and renewals all ask this, so a package that loses its last
 * service leaves them by itself.
 */
export function includesActiveService(packageId: '"packages"."id"' | "p.id" = '"packages"."id"'): SQL<number> {
  return sql<number>`EXISTS (SELECT 1 FROM plan_services ps JOIN services sv ON sv.id = ps.service_id AND sv.status = 'active' WHERE ps.package_id = ${sql.raw(packageId)})`;
}
