import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { BlastDetailPage } from "../../../../features/admin-email/components/blast-detail-page.tsx";

/** The recipient list's state in the URL: page, size, status filter and address search. */
const blastSearchSchema = z.object({
  page: z.catch(z.optional(z.int().check(z.minimum(1))), undefined),
  limit: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(100))), undefined),
  status: z.catch(z.optional(z.enum(["queued", "sent", "failed", "skipped", "canceled"])), undefined),
  search: z.catch(z.optional(z.string().check(z.maxLength(254))), undefined),
});

export const Route = createFileRoute("/_auth/panel/admin/email/$id")({
  validateSearch: blastSearchSchema,
  component: BlastDetailPage,
});
