import { AUDIT_LIST_FIELDS, PAGINATION_FIELDS } from "@app/shared/query-fields";
import { createFileRoute } from "@tanstack/react-router";
import { AuditLogPage } from "../../../../features/admin-audit/components/audit-log-page.tsx";
import { searchParams } from "../../../../lib/search-params.ts";

/** Filters and page in the URL (dates as calendar days); a malformed value is dropped. */
const auditSearchSchema = searchParams({
  ...PAGINATION_FIELDS,
  entity: AUDIT_LIST_FIELDS.entity,
  action: AUDIT_LIST_FIELDS.action,
  from: AUDIT_LIST_FIELDS.from,
  to: AUDIT_LIST_FIELDS.to,
});

export const Route = createFileRoute("/_auth/panel/admin/audit")({
  validateSearch: auditSearchSchema,
  component: AuditLogPage,
});
