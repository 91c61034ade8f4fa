import { AUDIT_ENTITIES, type AuditEntity } from "@app/shared/constants/comms";
import type { AuditEntry, AuditQuery } from "@app/shared/schemas/comms";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../lib/api-client.ts";
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
/** The query of /audit-log for the list's params: only the fields the list sends. */
export function auditListSearch(params: WithDayRange<AuditQuery>) {
  const { page, limit, entity, action, actorId } = params;
  return { page, limit, entity, action, actorId, ...dayRangeInstants(params) };
}

export function auditListQueryOptions(params: WithDayRange<AuditQuery>) {
  return queryOptions({
    queryKey: adminAuditKeys.list(params),
    queryFn: ({ signal }) => apiGet("/audit-log", { query: auditListSearch(params), signal }),
  });
}
