import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/client.ts";
import { settings } from "../db/schema.ts";

/**
 * Settings admins change at run time (one JSON value per key). A stored value that no longer
 * parses (a schema that grew a field) falls back to the default instead of failing the caller.
 */
export async function readSetting<T>(db: Db, key: string, schema: z.ZodType<T>, fallback: T): Promise<T> {
  const row = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get();
  const parsed = schema.safeParse(row?.value);
  return parsed.success ? parsed.data : fallback;
}

/** The statement that stores a setting, for the caller's audited batch. */
export function writeSettingStatement(db: Db, key: string, value: unknown, now = Date.now()) {
  return db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: now } });
}
