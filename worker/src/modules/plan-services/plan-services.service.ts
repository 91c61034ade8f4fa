import type { PackageService } from "@app/shared/schemas/packages";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { packages, planServices, services } from "../../db/schema.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedWrite } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import { INVALID } from "../../lib/field-errors.ts";

const packageName = sql<string>`${packages.name}`.as("package_name");
const serviceName = sql<string>`${services.name}`.as("service_name");

const joined = (db: Db) =>
  db
    .select({
      uuid: planServices.id,
      packageUuid: planServices.packageId,
      serviceUuid: planServices.serviceId,
      packageName,
      serviceName,
      serviceLogo: services.logo,
    })
    .from(planServices)
    .innerJoin(packages, eq(packages.id, planServices.packageId))
    .innerJoin(services, eq(services.id, planServices.serviceId));

export const listPlanServices = (db: Db, packageUuid?: string) =>
  joined(db)
    .where(packageUuid ? eq(planServices.packageId, packageUuid) : undefined)
    .orderBy(asc(packages.sortOrder), asc(services.name));

/**
 * The active services of each of these packages (what the pricing cards show), in one query:
 * package uuid → its services in catalogue order. Packages without any map to an empty list.
 */
export async function activeServicesOfPackages(db: Db, packageIds: string[]): Promise<Map<string, PackageService[]>> {
  const byPackage = new Map<string, PackageService[]>(packageIds.map((id) => [id, []]));
  if (packageIds.length === 0) return byPackage;
  const rows = await db
    .select({ packageId: planServices.packageId, id: services.id, name: services.name, logoUrl: services.logo })
    .from(planServices)
    .innerJoin(services, eq(services.id, planServices.serviceId))
    // The status is inlined so that a full page of package ids (100) stays within D1's bound parameters.
    .where(and(inArray(planServices.packageId, packageIds), sql`${services.status} = 'active'`))
    .orderBy(asc(services.sortOrder), asc(services.name));
  for (const { packageId, ...service } of rows) byPackage.get(packageId)?.push(service);
  return byPackage;
}

export async function planServicesOfPackageName(db: Db, name: string) {
  const pkg = await db.query.packages.findFirst({ where: sql`lower(${packages.name}) = lower(${name})` });
  if (!pkg) throw AppError.notFound("Package");
  return listPlanServices(db, pkg.id);
}

export async function get(db: Db, id: string) {
  const row = await joined(db).where(eq(planServices.id, id)).get();
  if (!row) throw AppError.notFound("Plan service");
  return row;
}

async function assertExists(db: Db, packageUuid: string, serviceUuids: string[]) {
  const [pkg, found] = await db.batch([
    db.select({ id: packages.id }).from(packages).where(eq(packages.id, packageUuid)),
    serviceUuids.length
      ? db.select({ id: services.id }).from(services).where(inArray(services.id, serviceUuids))
      : db.select({ id: services.id }).from(services).where(sql`0`),
  ]);
  if (pkg.length === 0)
    throw new AppError(400, "VALIDATION_ERROR", "packageUuid is invalid", {
      fields: [{ field: "packageUuid", message: "packageUuid is invalid", ...INVALID }],
    });
  const known = new Set(found.map((s) => s.id));
  const missing = serviceUuids.filter((id) => !known.has(id));
  if (missing.length) {
    throw new AppError(400, "VALIDATION_ERROR", "serviceUuids contains unknown services", {
      fields: [{ field: "serviceUuids", message: "serviceUuids contains unknown services" }],
      missing,
    });
  }
}

export async function create(db: Db, actor: Actor, input: { packageUuid: string; serviceUuid: string }) {
  await assertExists(db, input.packageUuid, [input.serviceUuid]);
  const row = {
    id: crypto.randomUUID(),
    packageId: input.packageUuid,
    serviceId: input.serviceUuid,
    createdAt: Date.now(),
  };
  await auditedWrite(
    db,
    actor,
    { action: "plan_service.create", entity: "plan_service", entityId: row.id, after: row },
    [db.insert(planServices).values(row)],
    {
      field: "serviceUuid",
      message: "This service is already in the package",
      code: "PLAN_SERVICE_DUPLICATE",
    },
  );
  return get(db, row.id);
}

export async function update(db: Db, actor: Actor, id: string, input: { packageUuid: string; serviceUuid: string }) {
  const before = await get(db, id);
  await assertExists(db, input.packageUuid, [input.serviceUuid]);
  await auditedWrite(
    db,
    actor,
    { action: "plan_service.update", entity: "plan_service", entityId: id, before, after: input },
    [
      db
        .update(planServices)
        .set({ packageId: input.packageUuid, serviceId: input.serviceUuid })
        .where(eq(planServices.id, id)),
    ],
    { field: "serviceUuid", message: "This service is already in the package", code: "PLAN_SERVICE_DUPLICATE" },
  );
  return get(db, id);
}

export async function remove(db: Db, actor: Actor, id: string) {
  const before = await get(db, id);
  await auditedWrite(db, actor, { action: "plan_service.delete", entity: "plan_service", entityId: id, before }, [
    db.delete(planServices).where(eq(planServices.id, id)),
  ]);
}

/**
 * Replaces a package's set of services atomically: delete and inserts in one batch (chunked
 * under D1's 100 bound parameters), so readers see the old set or the new one, never a mix.
 */
export async function associate(db: Db, actor: Actor, packageUuid: string, serviceUuids: string[]) {
  const unique = [...new Set(serviceUuids)];
  await assertExists(db, packageUuid, unique);
  const before = (await listPlanServices(db, packageUuid)).map((r) => r.serviceUuid);
  const now = Date.now();
  const rows = unique.map((serviceId) => ({
    id: crypto.randomUUID(),
    packageId: packageUuid,
    serviceId,
    createdAt: now,
  }));
  const inserts = [];
  for (let i = 0; i < rows.length; i += 20) inserts.push(db.insert(planServices).values(rows.slice(i, i + 20)));
  await auditedWrite(
    db,
    actor,
    { action: "plan_service.associate", entity: "package", entityId: packageUuid, before, after: unique },
    [db.delete(planServices).where(and(eq(planServices.packageId, packageUuid))), ...inserts],
  );
  return listPlanServices(db, packageUuid);
}
