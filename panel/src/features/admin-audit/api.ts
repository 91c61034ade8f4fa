import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** One row of GET /audit-log: an admin write with the values before and after it. */
export interface AuditEntry {
  uuid: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  requestId: string | null;
  createdAt: string;
}

/** The entities the API writes audit rows for (worker `auditedWrite` calls). */
export const AUDIT_ENTITIES = [
  "announcement",
  "category",
  "email_blast",
  "email_sender",
  "extension",
  "media",
  "package",
  "plan_service",
  "referral",
  "service",
  "service_report",
  "timeframe",
  "user",
  "voucher",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

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

/** A calendar day (YYYY-MM-DD) at local midnight as ISO 8601; `plusDays` shifts it. */
export function dayStartIso(day: string, plusDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function auditListPath(params: AuditListParams): string {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.entity) query.set("entity", params.entity);
  if (params.action) query.set("action", params.action);
  const from = params.from ? dayStartIso(params.from) : undefined;
  const to = params.to ? dayStartIso(params.to, 1) : undefined;
  if (from) query.set("from", from);
  if (to) query.set("to", to);
  return `/audit-log?${query}`;
}

export function auditListQueryOptions(params: AuditListParams) {
  return queryOptions({
    queryKey: adminAuditKeys.list(params),
    queryFn: ({ signal }) => api<AuditEntry[]>(auditListPath(params), { signal }),
  });
}
