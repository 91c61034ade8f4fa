import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { AdminVouchersPage } from "../../../../features/admin-commerce/components/admin-vouchers-page.tsx";

/** List state in the URL; a malformed value is dropped and the page falls back to the default. */
const vouchersSearchSchema = z.object({
  page: z.catch(z.optional(z.int().check(z.minimum(1))), undefined),
  limit: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(100))), undefined),
  search: z.catch(z.optional(z.string().check(z.maxLength(50))), undefined),
  status: z.catch(z.optional(z.enum(["active", "disabled"])), undefined),
});

export const Route = createFileRoute("/_auth/panel/admin/vouchers")({
  validateSearch: vouchersSearchSchema,
  component: AdminVouchersPage,
});
