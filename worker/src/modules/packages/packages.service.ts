import { PACKAGE_MESSAGES, TRIAL_MESSAGES } from "@app/shared/messages";
import type { PackageDto, PackageListQuery, PackageWithServicesDto } from "@app/shared/schemas/packages";
import { and, asc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { includesActiveService } from "../../db/on-sale.ts";
import { packages, services, timeframes } from "../../db/schema.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedRows } from "../../lib/audited-rows.ts";
import { AppError } from "../../lib/errors.ts";
import { INVALID, takenError } from "../../lib/field-errors.ts";
import { oneColumn, paginate } from "../../lib/paginate.ts";
import { activeServicesOfPackages, associate } from "../plan-services/plan-services.service.ts";

type PackageRow = typeof packages.$inferSelect;
export type PackageInput = {
  namePackage?: string | undefined;
  description?: string | null | undefined;
  price?: number | undefined;
  currency?: string | undefined;
  timeframeUuid?: string | null | undefined;
  days?: number | undefined;
  status?: "active" | "inactive" | undefined;
  sortOrder?: number | undefined;
  highlight?: boolean | undefined;
  trialDays?: number | undefined;
  serviceUuids?: string[] | undefined;
};
const UNIQUE_NAME = {
  field: "namePackage",
  message: "A package with this name already exists",
  code: "PACKAGE_NAME_TAKEN",
} as const;

const packageRows = auditedRows(packages, {
  label: "Package",
  entity: "package",
  action: "package",
  unique: UNIQUE_NAME,
});

export function toPackageDto(row: PackageRow, timeframeName: string | null, onSale: boolean): PackageDto {
  return {
    uuid: row.id,
    namePackage: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency,
    timeFrame: timeframeName,
    timeframeUuid: row.timeframeId,
    days: row.days,
    status: row.status,
    sortOrder: row.sortOrder,
    highlight: row.highlight,
    trialDays: row.trialDays,
    onSale,
  };
}

// D1 collapses duplicate column names in joins, so the timeframe name gets its own alias.
const withTimeframe = (db: Db) =>
  db
    .select({
      pkg: packages,
      timeframeName: sql<string | null>`${timeframes.name}`.as("timeframe_name"),
      onSale: sql<number>`(${packages.status} = 'active' AND ${includesActiveService()})`.as("on_sale"),
    })
    .from(packages)
    .leftJoin(timeframes, eq(timeframes.id, packages.timeframeId));

/** Each package with the active services it includes (one query for all of them). */
async function withServices(db: Db, items: PackageDto[]): Promise<PackageWithServicesDto[]> {
  const ids = items.map((item) => item.uuid);
  const byPackage = await activeServicesOfPackages(db, ids);
  return items.map((item) => ({ ...item, services: byPackage.get(item.uuid) ?? [] }));
}

export async function listPackages(db: Db, query: PackageListQuery) {
  // "active" is what the pricing page asks for: packages on sale, so also with an active service.
  const where =
    query.status === "active"
      ? and(eq(packages.status, "active"), includesActiveService())
      : query.status
        ? eq(packages.status, query.status)
        : undefined;
  const page = await paginate(db, query, {
    rows: withTimeframe(db).where(where).orderBy(asc(packages.sortOrder), asc(packages.price)).$dynamic(),
    counted: db.select(oneColumn).from(packages).where(where).$dynamic(),
    item: (r) => toPackageDto(r.pkg, r.timeframeName, !!r.onSale),
  });
  return { ...page, items: await withServices(db, page.items) };
}

export async function listAllPackages(db: Db) {
  const rows = await withTimeframe(db).orderBy(asc(packages.sortOrder), asc(packages.price));
  return rows.map((r) => toPackageDto(r.pkg, r.timeframeName, !!r.onSale));
}

export async function getPackage(db: Db, by: { id: string } | { name: string }) {
  const row = await withTimeframe(db)
    .where("id" in by ? eq(packages.id, by.id) : sql`lower(${packages.name}) = lower(${by.name})`)
    .get();
  if (!row) throw AppError.notFound("Package");
  return toPackageDto(row.pkg, row.timeframeName, !!row.onSale);
}

/** The public read of one package: with the active services it includes. */
export async function getPackageWithServices(
  db: Db,
  by: { id: string } | { name: string },
): Promise<PackageWithServicesDto> {
  const pkg = await getPackage(db, by);
  const byPackage = await activeServicesOfPackages(db, [pkg.uuid]);
  return { ...pkg, services: byPackage.get(pkg.uuid) ?? [] };
}

async function timeframeDays(db: Db, timeframeUuid: string | null | undefined) {
  if (!timeframeUuid) return null;
  const tf = await db.query.timeframes.findFirst({ where: eq(timeframes.id, timeframeUuid) });
  if (!tf)
    throw new AppError(400, "VALIDATION_ERROR", "timeframeUuid is invalid", {
      fields: [{ field: "timeframeUuid", message: "timeframeUuid is invalid", ...INVALID }],
    });
  return tf.days;
}

/** At most one package offers the free trial (decision 041): giving a second one trial days is refused. */
async function assertNoOtherTrial(db: Db, id: string | null, trialDays: number) {
  if (trialDays <= 0) return;
  const other = await db
    .select({ name: packages.name })
    .from(packages)
    .where(and(gt(packages.trialDays, 0), id ? ne(packages.id, id) : undefined))
    .get();
  if (other) {
    throw takenError("trialDays", `${TRIAL_MESSAGES.packageTaken} (${other.name})`, "TRIAL_PACKAGE_TAKEN");
  }
}

const noServices = () => takenError("status", PACKAGE_MESSAGES.noServices, "PACKAGE_HAS_NO_SERVICES");

/** How many of `serviceUuids` are active services; 400 naming `serviceUuids` when one is unknown. */
async function activeAmong(db: Db, serviceUuids: string[]) {
  if (serviceUuids.length === 0) return 0;
  const found = await db
    .select({ id: services.id, status: services.status })
    .from(services)
    .where(inArray(services.id, serviceUuids));
  if (found.length < new Set(serviceUuids).size) {
    throw new AppError(400, "VALIDATION_ERROR", "serviceUuids contains unknown services", {
      fields: [{ field: "serviceUuids", message: "serviceUuids contains unknown services", ...INVALID }],
    });
  }
  return found.filter((s) => s.status === "active").length;
}

/** Whether the package includes an active service now. */
async function hasActiveService(db: Db, id: string) {
  const row = await db.select({ yes: includesActiveService() }).from(packages).where(eq(packages.id, id)).get();
  return !!row?.yes;
}

export async function create(
  db: Db,
  actor: Actor,
  input: Required<Pick<PackageInput, "namePackage" | "price" | "days">> & PackageInput,
) {
  await timeframeDays(db, input.timeframeUuid);
  await assertNoOtherTrial(db, null, input.trialDays ?? 0);
  const serviceUuids = input.serviceUuids ?? [];
  const active = await activeAmong(db, serviceUuids);
  // On sale only with an active service (decision 068): without a status it goes on sale when it can.
  const status = input.status ?? (active > 0 ? "active" : "inactive");
  if (status === "active" && active === 0) throw noServices();
  const now = Date.now();
  const row: PackageRow = {
    id: crypto.randomUUID(),
    name: input.namePackage,
    description: input.description ?? null,
    price: input.price,
    currency: input.currency ?? "IDR",
    timeframeId: input.timeframeUuid ?? null,
    days: input.days,
    status,
    sortOrder: input.sortOrder ?? 0,
    highlight: input.highlight ?? false,
    trialDays: input.trialDays ?? 0,
    createdAt: now,
    updatedAt: now,
  };
  await packageRows.create(db, actor, row);
  if (serviceUuids.length) await associate(db, actor, row.id, serviceUuids);
  return getPackage(db, { id: row.id });
}

export async function update(db: Db, actor: Actor, id: string, input: PackageInput) {
  const before = await packageRows.find(db, id);
  if (input.timeframeUuid !== undefined) await timeframeDays(db, input.timeframeUuid);
  await assertNoOtherTrial(db, id, input.trialDays ?? before.trialDays);
  // Putting it on sale needs an active service; an active package that lost its last one is kept
  // as it is (it is simply not sold) so that its other fields can still be edited.
  if (input.status === "active" && before.status !== "active" && !(await hasActiveService(db, id))) {
    throw noServices();
  }
  const after: PackageRow = {
    ...before,
    name: input.namePackage ?? before.name,
    description: input.description === undefined ? before.description : input.description,
    price: input.price ?? before.price,
    currency: input.currency ?? before.currency,
    timeframeId: input.timeframeUuid === undefined ? before.timeframeId : input.timeframeUuid,
    days: input.days ?? before.days,
    status: input.status ?? before.status,
    sortOrder: input.sortOrder ?? before.sortOrder,
    highlight: input.highlight ?? before.highlight,
    trialDays: input.trialDays ?? before.trialDays,
    updatedAt: Date.now(),
  };
  await packageRows.update(db, actor, before, after);
  return getPackage(db, { id });
}

export async function remove(db: Db, actor: Actor, id: string) {
  await packageRows.remove(db, actor, await packageRows.find(db, id));
}
