import { createFileRoute } from "@tanstack/react-router";
import { AuditLogPage } from "../../../../features/admin-audit/components/audit-log-page.tsx";
import { day, optionalString, pagination, searchParams } from "../../../../lib/search-params.ts";

/** Filters and page in the URL (dates as calendar days); a malformed value is dropped. */
const auditSearchSchema = searchParams({
  ...pagination,
  entity: optionalString({ max: 50 }),
  action: optionalString({ max: 50 }),
  from: day(),
  to: day(),
});

export const Route = createFileRoute("/_auth/panel/admin/audit")({
  validateSearch: auditSearchSchema,
  component: AuditLogPage,
});
