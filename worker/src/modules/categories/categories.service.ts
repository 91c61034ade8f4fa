import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, services } from "../../db/schema.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedRows } from "../../lib/audited-rows.ts";

type CategoryRow = typeof categories.$inferSelect;
type CategoryInput = {
  name: string;
  nameIndonesian?: string | null | undefined;
  description?: string | null | undefined;
};
const UNIQUE_NAME = {
  field: "name",
  message: "A category with this name already exists",
  code: "CATEGORY_NAME_TAKEN",
} as const;

const toDto = (c: CategoryRow, serviceCount = 0) => ({
  uuid: c.id,
  name: c.name,
  nameIndonesian: c.nameIndonesian,
  description: c.description,
  serviceCount,
  createdAt: new Date(c.createdAt).toISOString(),
});

const categoryRows = auditedRows(categories, {
  label: "Category",
  entity: "category",
  action: "category",
  unique: UNIQUE_NAME,
});

export async function list(db: Db) {
  const rows = await db
    .select({ category: categories, serviceCount: count(services.id) })
    .from(categories)
    .leftJoin(services, eq(services.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.name));
  return rows.map((r) => toDto(r.category, r.serviceCount));
}

export const get = async (db: Db, id: string) => toDto(await categoryRows.find(db, id));

export async function create(db: Db, actor: Actor, input: CategoryInput) {
  const now = Date.now();
  const row = {
    id: crypto.randomUUID(),
    name: input.name,
    nameIndonesian: input.nameIndonesian || null,
    description: input.description ?? null,
    createdAt: now,
    updatedAt: now,
  };
  await categoryRows.create(db, actor, row);
  return toDto(row);
}

export async function update(db: Db, actor: Actor, id: string, input: CategoryInput) {
  const before = await categoryRows.find(db, id);
  const after = {
    ...before,
    name: input.name,
    nameIndonesian: input.nameIndonesian || null,
    description: input.description ?? null,
    updatedAt: Date.now(),
  };
  await categoryRows.update(db, actor, before, after);
  return toDto(after);
}

export async function remove(db: Db, actor: Actor, id: string) {
  await categoryRows.remove(db, actor, await categoryRows.find(db, id));
}
