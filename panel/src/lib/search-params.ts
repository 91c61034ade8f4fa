import type { QueryField } from "@app/shared/query-fields";

/**
 * A route's search validator without zod: zod stays out of the entry chunk, where TanStack Router
 * keeps every route's `validateSearch`. Each param reads its raw value (as the router parsed it
 * from the URL: numbers are already numbers, nothing is coerced) and returns `undefined` for a
 * malformed one. Like the `z.catch(z.optional(…), undefined)` schemas these replace, a key that is
 * in the URL always comes out (as `undefined` when malformed, so the raw value cannot leak through
 * the router's merge), and a key that is not stays out.
 *
 * A param is either a function below, for what only the panel keeps in its URL, or a field of the
 * contract's list queries (@app/shared/query-fields, decision 075): the same values, lengths and
 * bounds as the API's schema. Defaults stay with the page.
 */
export type SearchParam<T> = (value: unknown) => T | undefined;

/** The value a list query's field takes in the URL (a day range's end stays a calendar day). */
type FieldValue<F extends QueryField> = F extends { kind: "integer" }
  ? number
  : F extends { kind: "oneOf"; values: readonly (infer T)[] }
    ? T
    : string;

type ParamValue<P> = P extends SearchParam<infer T> ? T : P extends QueryField ? FieldValue<P> : never;

export type SearchOf<S extends Record<string, SearchParam<unknown> | QueryField>> = {
  [K in keyof S]?: ParamValue<S[K]>;
};

/** `validateSearch` for a route: only the declared keys, each read by its param. */
export function searchParams<S extends Record<string, SearchParam<unknown> | QueryField>>(
  shape: S,
): (search: Record<string, unknown>) => SearchOf<S> {
  const keys = Object.keys(shape) as (keyof S & string)[];
  return (search) => {
    const out: SearchOf<S> = {};
    for (const key of keys) {
      const param = shape[key] as SearchParam<unknown> | QueryField;
      if (key in search) {
        const value = typeof param === "function" ? param(search[key]) : readField(param, search[key]);
        out[key] = value as ParamValue<S[typeof key]> | undefined;
      }
    }
    return out;
  };
}

/** One contract field's value from the URL, or undefined when malformed. */
function readField(field: QueryField, value: unknown): unknown {
  switch (field.kind) {
    case "integer":
      return integer(field)(value);
    case "text":
      return optionalString(field)(value);
    case "oneOf":
      return oneOf(field.values)(value);
    case "uuid":
      return uuid()(value);
    case "day":
      return day()(value);
  }
}

/** A string, at most `max` characters long when given. */
export function optionalString(options: { max?: number } = {}): SearchParam<string> {
  const { max = Number.POSITIVE_INFINITY } = options;
  return (value) => (typeof value === "string" && value.length <= max ? value : undefined);
}

/** A string the pattern matches. */
export function matching(pattern: RegExp): SearchParam<string> {
  return (value) => {
    if (typeof value !== "string") return undefined;
    pattern.lastIndex = 0;
    return pattern.test(value) ? value : undefined;
  };
}

/** zod's `z.uuid()` pattern: RFC 9562 versions 1–8 and variant, or the nil and max UUIDs. */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export function uuid(): SearchParam<string> {
  return matching(UUID);
}

/** A calendar day, YYYY-MM-DD. */
export function day(): SearchParam<string> {
  return matching(/^\d{4}-\d{2}-\d{2}$/);
}

/** One of a fixed list of values (a string is not turned into a number or the reverse). */
export function oneOf<const T extends string | number>(values: readonly T[]): SearchParam<T> {
  return (value) => (values.includes(value as T) ? (value as T) : undefined);
}

/** A safe integer within [min, max] (a numeric string is malformed, as with `z.int()`). */
export function integer(options: { min?: number; max?: number } = {}): SearchParam<number> {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = options;
  return (value) =>
    Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max ? (value as number) : undefined;
}
