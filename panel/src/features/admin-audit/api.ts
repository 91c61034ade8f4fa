import { AUDIT_ENTITIES, type AuditEntity } from "@app/shared/constants/comms";
import type { AuditEntry, AuditQuery } from "@app/shared/schemas/comms";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { apiPath } from "../../lib/api-path.ts";
import { dayRangeInstants, type WithDayRange } from "../../lib/list-search.ts";

/** One row of GET /audit-log, and the entities the API writes audit rows for. */
export type { AuditEntity, AuditEntry };
export { AUDIT_ENTITIES };

export const adminAuditKeys = {
  all: ["admin", "audit-log"] as const,
  list: (params: WithDayRange<AuditQuery>) => [...adminAuditKeys.all, params] as const,
};

/**
 * `action` filters by prefix ("voucher." or "voucher.create"); `from`/`to` are calendar days in the
 * admin's time zone, `to` inclusive.
 */
export function auditListPath(params: WithDayRange<AuditQuery>): string {
  const { page, limit, entity, action, actorId } = params;
  return apiPath<AuditQuery>("/audit-log", { page, limit, entity, action, actorId, ...dayRangeInstants(params) });
}

export function auditListQueryOptions(params: WithDayRange<AuditQuery>) {
  return queryOptions({
    queryKey: adminAuditKeys.list(params),
    queryFn: ({ signal }) => api<AuditEntry[]>(auditListPath(params), { signal }),
  });
}
