import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, services } from "../../db/schema.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedWrite } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";

type CategoryRow = typeof categories.$inferSelect;
type CategoryInput = { name: string; description?: string | null | undefined };
const UNIQUE_NAME = { field: "name", message: "A category with this name already exists" };

const toDto = (c: CategoryRow, serviceCount = 0) => ({
  uuid: c.id,
  name: c.name,
  description: c.description,
  serviceCount,
  createdAt: new Date(c.createdAt).toISOString(),
});

async function find(db: Db, id: string) {
  const row = await db.query.categories.findFirst({ where: eq(categories.id, id) });
  if (!row) throw AppError.notFound("Category");
  return row;
}

export async function listCategories(db: Db) {
  const rows = await db
    .select({ category: categories, serviceCount: count(services.id) })
    .from(categories)
    .leftJoin(services, eq(services.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.name));
  return rows.map((r) => toDto(r.category, r.serviceCount));
}

export const getCategory = async (db: Db, id: string) => toDto(await find(db, id));

export async function createCategory(db: Db, actor: Actor, input: CategoryInput) {
  const now = Date.now();
  const row = {
    id: crypto.randomUUID(),
    name: input.name,
    description: input.description ?? null,
    createdAt: now,
    updatedAt: now,
  };
  await auditedWrite(
    db,
    actor,
    { action: "category.create", entity: "category", entityId: row.id, after: row },
    [db.insert(categories).values(row)],
    UNIQUE_NAME,
  );
  return toDto(row);
}

export async function updateCategory(db: Db, actor: Actor, id: string, input: CategoryInput) {
  const before = await find(db, id);
  const after = { ...before, name: input.name, description: input.description ?? null, updatedAt: Date.now() };
  await auditedWrite(
    db,
    actor,
    { action: "category.update", entity: "category", entityId: id, before, after },
    [db.update(categories).set(after).where(eq(categories.id, id))],
    UNIQUE_NAME,
  );
  return toDto(after);
}

export async function deleteCategory(db: Db, actor: Actor, id: string) {
  const before = await find(db, id);
  await auditedWrite(db, actor, { action: "category.delete", entity: "category", entityId: id, before }, [
    db.delete(categories).where(eq(categories.id, id)),
  ]);
}
