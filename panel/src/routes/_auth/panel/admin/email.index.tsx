import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { BlastsPage } from "../../../../features/admin-email/components/blasts-page.tsx";

/**
 * The sort fields of `blastListQuery` (@app/shared/schemas/comms), repeated because that module loads
 * full zod, which must stay out of the entry chunk; the page assigns the value to the API's type.
 */
const SORT_FIELDS = ["createdAt", "subject", "status", "total"] as const;

/** List state in the URL; a malformed value is dropped and the page falls back to the default. */
const blastsSearchSchema = z.object({
  page: z.catch(z.optional(z.int().check(z.minimum(1))), undefined),
  limit: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(100))), undefined),
  sortBy: z.catch(z.optional(z.enum(SORT_FIELDS)), undefined),
  sortOrder: z.catch(z.optional(z.enum(["asc", "desc"])), undefined),
});

export const Route = createFileRoute("/_auth/panel/admin/email/")({
  validateSearch: blastsSearchSchema,
  component: BlastsPage,
});
