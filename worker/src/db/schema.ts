/**
 * The database schema, one file per domain under `schema/` (docs/architecture.md#data-model). This
 * file gathers them for drizzle (`drizzle(db, { schema })`) and drizzle-kit, and for the imports
 * of the tables.
 */
export * from "./schema/catalogue.ts";
export * from "./schema/commerce.ts";
export * from "./schema/comms.ts";
export * from "./schema/engagement.ts";
export * from "./schema/identity.ts";
export * from "./schema/platform.ts";
