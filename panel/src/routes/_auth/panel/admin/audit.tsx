import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { AuditLogPage } from "../../../../features/admin-audit/components/audit-log-page.tsx";

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Filters and page in the URL (dates as calendar days); a malformed value is dropped. */
const auditSearchSchema = z.object({
  page: z.catch(z.optional(z.int().check(z.minimum(1))), undefined),
  limit: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(100))), undefined),
  entity: z.catch(z.optional(z.string().check(z.maxLength(50))), undefined),
  action: z.catch(z.optional(z.string().check(z.maxLength(50))), undefined),
  from: z.catch(z.optional(day), undefined),
  to: z.catch(z.optional(day), undefined),
});

export const Route = createFileRoute("/_auth/panel/admin/audit")({
  validateSearch: auditSearchSchema,
  component: AuditLogPage,
});
