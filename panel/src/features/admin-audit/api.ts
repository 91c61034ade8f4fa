import { AUDIT_ENTITIES, type AuditEntity } from "@app/shared/constants/comms";
import type { AuditEntry } from "@app/shared/schemas/comms";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { listQuery } from "../../lib/list-search.ts";

/** One row of GET /audit-log, and the entities the API writes audit rows for. */
export type { AuditEntity, AuditEntry };
export { AUDIT_ENTITIES };

export interface AuditListParams {
  page: number;
  limit: number;
  entity?: string | undefined;
  /** Prefix of the action, e.g. "voucher." or "voucher.create". */
  action?: string | undefined;
  /** Calendar days (YYYY-MM-DD) in the admin's time zone; `to` is inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

export const adminAuditKeys = {
  all: ["admin", "audit-log"] as const,
  list: (params: AuditListParams) => [...adminAuditKeys.all, params] as const,
};

export function auditListPath(params: AuditListParams): string {
  const query = listQuery({ ...params, filters: { entity: params.entity, action: params.action } });
  return `/audit-log?${query}`;
}

export function auditListQueryOptions(params: AuditListParams) {
  return queryOptions({
    queryKey: adminAuditKeys.list(params),
    queryFn: ({ signal }) => api<AuditEntry[]>(auditListPath(params), { signal }),
  });
}
