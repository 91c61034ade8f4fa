/**
 * The list queries' zod schemas, built from their fields (shared/src/query-fields.ts, decision
 * 075). A module of its own: the schemas that the panel loads before its router (the extensions'
 * messages) don't import it, so the fields stay in the router's chunk.
 */
import { z } from "zod";
import {
  type DayField,
  type IntegerField,
  type OneOfField,
  PAGINATION_FIELDS,
  type QueryField,
  type QueryFields,
  type TextField,
  type UuidField,
} from "../query-fields.ts";

type EnumOf<T extends string> = z.ZodEnum<{ [K in T]: K }>;
/** "" reads as absent (an empty filter box), for the optional fields. */
type Blank<S extends z.ZodType> = z.ZodPreprocess<z.ZodOptional<S>>;
/** The zod schema of one query field (shared/src/query-fields.ts). */
export type FieldSchema<F extends QueryField> = F extends IntegerField
  ? F extends { default: number }
    ? z.ZodDefault<z.ZodCoercedNumber>
    : z.ZodOptional<z.ZodCoercedNumber>
  : F extends TextField
    ? Blank<z.ZodString>
    : F extends OneOfField<infer T>
      ? F extends { default: string }
        ? z.ZodDefault<EnumOf<T>>
        : Blank<EnumOf<T>>
      : F extends UuidField
        ? Blank<z.ZodUUID>
        : F extends DayField
          ? Blank<z.ZodCoercedDate>
          : never;

const blankIsAbsent = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional()) as Blank<S>;

function fieldSchema(field: QueryField): z.ZodType {
  switch (field.kind) {
    case "integer": {
      let schema = z.coerce.number().int().min(field.min);
      if (field.max !== undefined) schema = schema.max(field.max);
      return field.default === undefined ? schema.optional() : schema.default(field.default);
    }
    case "text":
      return blankIsAbsent(z.string().trim().max(field.max));
    case "oneOf": {
      const schema = z.enum(field.values as [string, ...string[]]);
      return field.default === undefined ? blankIsAbsent(schema) : schema.default(field.default);
    }
    case "uuid":
      return blankIsAbsent(z.uuid());
    case "day":
      return blankIsAbsent(z.coerce.date());
  }
}

/** The zod shape of a list query's fields (decision 075): for `z.object` or `paginationQuery.extend`. */
export function queryShape<const F extends QueryFields>(fields: F): { -readonly [K in keyof F]: FieldSchema<F[K]> } {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, fieldSchema(field)])) as {
    -readonly [K in keyof F]: FieldSchema<F[K]>;
  };
}

/** Page and limit of every list (table defaults of docs/product.md#rules-and-limits: page 1, size 10). */
export const paginationQuery = z.object(queryShape(PAGINATION_FIELDS));
