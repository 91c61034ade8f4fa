import type { PackageDto, PackageListQuery } from "@app/shared/schemas/packages";
import { asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { packages, timeframes } from "../../db/schema.ts";

type PackageRow = typeof packages.$inferSelect;

export function toPackageDto(row: PackageRow, timeframeName: string | null): PackageDto {
  return {
    uuid: row.id,
    namePackage: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency,
    timeFrame: timeframeName,
    days: row.days,
    status: row.status,
    sortOrder: row.sortOrder,
    highlight: row.highlight,
  };
}

export async function listPackages(db: Db, query: PackageListQuery) {
  const where = query.status ? eq(packages.status, query.status) : undefined;
  const [rows, totals] = await db.batch([
    db
      // D1 collapses duplicate column names in joins, so the timeframe name gets its own alias.
      .select({ pkg: packages, timeframeName: sql<string | null>`${timeframes.name}`.as("timeframe_name") })
      .from(packages)
      .leftJoin(timeframes, eq(timeframes.id, packages.timeframeId))
      .where(where)
      .orderBy(asc(packages.sortOrder), asc(packages.price))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(packages).where(where),
  ]);
  return {
    items: rows.map((r) => toPackageDto(r.pkg, r.timeframeName)),
    meta: { page: query.page, limit: query.limit, total: totals[0]?.total ?? 0 },
  };
}
