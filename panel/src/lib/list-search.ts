import { TABLE_DEFAULT_PAGE, TABLE_DEFAULT_PAGE_SIZE } from "@app/shared/constants";

/** Narrows a URL value to one of a list's allowed values (a status filter, say). */
export function isOneOf<T extends string>(values: readonly T[], value: string | undefined): value is T {
  return (values as readonly string[]).includes(value ?? "");
}

/**
 * A list screen's URL state without its defaults: page 1, the default page size and empty strings
 * are left out, so the bare path stays the canonical first page.
 */
export function withoutListDefaults<S extends { page?: number | undefined; limit?: number | undefined }>(search: S): S {
  const out = { ...search };
  for (const [key, value] of Object.entries(out)) {
    if ((value as unknown) === "") (out as Record<string, unknown>)[key] = undefined;
  }
  if (out.page === TABLE_DEFAULT_PAGE) out.page = undefined;
  if (out.limit === TABLE_DEFAULT_PAGE_SIZE) out.limit = undefined;
  return out;
}
