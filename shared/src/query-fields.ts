/**
 * The fields of the list queries, as plain data (decision 075). Two readers build on them: the
 * contract's `…Query` zod schemas (`queryShape` in shared/src/schemas/common.ts) and the panel's
 * route search validators (panel/src/lib/search-params.ts), which run in the panel's entry chunk
 * and so must not load zod. This module imports no zod.
 */

import { SORT_ORDERS, USER_SORT_FIELDS } from "./constants/users.ts";
import {
  PACKAGE_STATUSES,
  REFERRAL_STATUSES,
  SERVICE_TYPES,
  TABLE_DEFAULT_PAGE,
  TABLE_DEFAULT_PAGE_SIZE,
  TRANSACTION_STATUSES,
  USER_STATUSES,
  VOUCHER_STATUSES,
} from "./constants.ts";
import { SUPPORT_CHANNELS, SUPPORT_STATUSES } from "./support-topics.ts";

/** A whole number within [min, max]; with a default the field is never absent on the server. */
export interface IntegerField {
  readonly kind: "integer";
  readonly min: number;
  readonly max?: number;
  readonly default?: number;
}
/** Free text, trimmed, at most `max` characters; empty means absent. */
export interface TextField {
  readonly kind: "text";
  readonly max: number;
}
/** One of a fixed list; without a default, empty means absent. */
export interface OneOfField<T extends string = string> {
  readonly kind: "oneOf";
  readonly values: readonly T[];
  readonly default?: T;
}
/** A UUID; empty means absent. */
export interface UuidField {
  readonly kind: "uuid";
}
/**
 * A day range's end. The API reads an instant (any date string); the panel's URL keeps the
 * calendar day (YYYY-MM-DD) and sends its start in the user's time zone (panel/src/lib/list-search.ts).
 */
export interface DayField {
  readonly kind: "day";
}
export type QueryField = IntegerField | TextField | OneOfField | UuidField | DayField;
export type QueryFields = Readonly<Record<string, QueryField>>;

export const integer = <const O extends { min: number; max?: number; default?: number }>(options: O) =>
  ({ kind: "integer", ...options }) as const;
export const text = (max: number): TextField => ({ kind: "text", max });
export const uuid = (): UuidField => ({ kind: "uuid" });
export const day = (): DayField => ({ kind: "day" });
export function oneOf<const T extends string>(
  values: readonly T[],
): { readonly kind: "oneOf"; readonly values: readonly T[] };
export function oneOf<const T extends string, const D extends T>(
  values: readonly T[],
  fallback: D,
): { readonly kind: "oneOf"; readonly values: readonly T[]; readonly default: D };
export function oneOf(values: readonly string[], fallback?: string): OneOfField {
  return { kind: "oneOf", values, default: fallback };
}

/** Page and page size of every list (table defaults of docs/product.md#rules-and-limits: page 1, size 10, at most 100). */
export const PAGINATION_FIELDS = {
  page: integer({ min: 1, default: TABLE_DEFAULT_PAGE }),
  limit: integer({ min: 1, max: 100, default: TABLE_DEFAULT_PAGE_SIZE }),
};
/** A list whose pages default to another size (the limit stays 1 to `max`). */
const pageSize = <const D extends number>(fallback: D, max = 100) => integer({ min: 1, max, default: fallback });

// Each list's own fields; the zod schema adds them to `paginationQuery`, which brings page and limit.

/** GET /users (admin). */
export const USER_LIST_FIELDS = {
  search: text(100),
  status: oneOf(USER_STATUSES),
  sortBy: oneOf(USER_SORT_FIELDS, "createdAt"),
  sortOrder: oneOf(SORT_ORDERS, "desc"),
};
/** GET /services (admin): 50 rows a page by default, at most 200. */
export const SERVICE_LIST_FIELDS = {
  limit: pageSize(50, 200),
  search: text(100),
  category: uuid(),
  type: oneOf(SERVICE_TYPES),
  status: oneOf(["active", "inactive"]),
};
/** GET /packages. */
export const PACKAGE_LIST_FIELDS = { status: oneOf(PACKAGE_STATUSES) };
/** GET /transactions (the caller's) and GET /admin/transactions. */
export const TRANSACTION_LIST_FIELDS = {
  search: text(100),
  status: oneOf(TRANSACTION_STATUSES),
  from: day(),
  to: day(),
};
/** GET /vouchers (admin). */
export const VOUCHER_LIST_FIELDS = { search: text(50), status: oneOf(VOUCHER_STATUSES) };
export const BLAST_SORT_FIELDS = ["createdAt", "subject", "status", "total"] as const;
export type BlastSortField = (typeof BLAST_SORT_FIELDS)[number];
/** Per-recipient delivery states; `canceled` are those still waiting when their blast was canceled. */
export const RECIPIENT_STATUSES = ["queued", "sent", "failed", "skipped", "canceled"] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** GET /blasts. */
export const BLAST_LIST_FIELDS = {
  sortBy: oneOf(BLAST_SORT_FIELDS, "createdAt"),
  sortOrder: oneOf(SORT_ORDERS, "desc"),
};
/** GET /blasts/{uuid}/recipients: 20 a page by default. */
export const RECIPIENT_LIST_FIELDS = {
  limit: pageSize(20),
  status: oneOf(RECIPIENT_STATUSES),
  search: text(254),
};
/** GET /mail/outbox: part of the recipient address. */
export const OUTBOX_LIST_FIELDS = { search: text(254) };
/** GET /audit-log: 20 a page by default. */
export const AUDIT_LIST_FIELDS = {
  limit: pageSize(20),
  entity: text(50),
  action: text(50),
  actorId: uuid(),
  from: day(),
  to: day(),
};
export const INCIDENT_SCOPES = ["services", "accounts"] as const;
/** GET /incidents; `open` is "true" or "false". */
export const INCIDENT_LIST_FIELDS = {
  /** Service incidents (degraded, down: what the status page and credits use) or account incidents. */
  scope: oneOf(INCIDENT_SCOPES, "services"),
  service: uuid(),
  open: oneOf(["true", "false"]),
};
/** GET /supports/services (admin). */
export const REPORT_LIST_FIELDS = { status: oneOf(["open", "resolved"]) };
/** GET /referrals/admin: a period and an activity filter, one page of 20 rows by default. */
export const REFERRAL_ADMIN_FIELDS = {
  from: day(),
  to: day(),
  status: oneOf(REFERRAL_STATUSES),
  limit: pageSize(20),
};
/** GET /referrals/history: the caller's invitations, optionally of one status. */
export const REFERRAL_HISTORY_FIELDS = { status: oneOf(REFERRAL_STATUSES) };
/** GET /support/conversations. `search`: name, email, subject or latest message; every word must match. */
export const SUPPORT_LIST_FIELDS = {
  status: oneOf(SUPPORT_STATUSES),
  channel: oneOf(SUPPORT_CHANNELS),
  search: text(100),
};
