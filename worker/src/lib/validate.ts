import { issuesToFields } from "@app/shared/zod-error-map";
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { AppError } from "./errors.ts";

/**
 * zValidator with the project's hook: a failed parse throws a 400 whose message names the first
 * field and whose details list every field, each with the issue a client words in its language.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(
    target,
    schema,
    (result) => {
      if (!result.success) {
        const fields = issuesToFields(result.error);
        throw new AppError(400, "VALIDATION_ERROR", fields[0]?.message ?? "Invalid request", { fields });
      }
    },
    // Issues keep their input so that `issuesToFields` can tell a missing value from a wrong one;
    // the input itself never leaves the Worker. (The library types the result by a conditional on
    // the schema, which a generic schema cannot satisfy.)
    { validationFunction: (s, value) => s.safeParseAsync(value, { reportInput: true }) as never },
  );
}
