import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { OutboxPage } from "../../../../features/admin-email/components/outbox-page.tsx";

/** List state in the URL (search: part of the recipient address). */
const outboxSearchSchema = z.object({
  page: z.catch(z.optional(z.int().check(z.minimum(1))), undefined),
  limit: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(100))), undefined),
  search: z.catch(z.optional(z.string().check(z.maxLength(254))), undefined),
});

export const Route = createFileRoute("/_auth/panel/admin/email/outbox")({
  validateSearch: outboxSearchSchema,
  component: OutboxPage,
});
