import type { Locale } from "./constants.ts";

/** A service's category as a reader of `locale` sees it (issue 46): its Indonesian name when it has one. */
export function categoryNameFor(
  service: { categoryName: string | null; categoryNameIndonesian?: string | null | undefined },
  locale: Locale,
): string | null {
  return (locale === "id" && service.categoryNameIndonesian) || service.categoryName;
}
