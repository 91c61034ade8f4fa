import "./zod-config.ts";
import type { Locale } from "@app/shared/constants";
import { formErrorMap } from "@app/shared/zod-error-map";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * react-hook-form's zod resolver with the shared error map (docs/product.md#forms-and-validation)
 * in the page's language.
 */
export function createZodResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  locale: Locale,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return zodResolver(schema, { error: formErrorMap(locale) }) as Resolver<z.input<S>, unknown, z.output<S>>;
}
