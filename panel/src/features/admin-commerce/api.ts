import type { TransactionStatus } from "@app/shared/constants";
import type { TransactionDto, VoucherDto } from "@app/shared/schemas/commerce";
import type { PackageDto } from "@app/shared/schemas/packages";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

export type VoucherStatus = VoucherDto["status"];
export const VOUCHER_STATUSES = ["active", "disabled"] as const satisfies readonly VoucherStatus[];

export interface VoucherListParams {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: VoucherStatus | undefined;
}

export interface AdminTransactionListParams {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: TransactionStatus | undefined;
  /** Calendar days (YYYY-MM-DD) in the admin's time zone; `to` is inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/** Body of POST /vouchers (shared `voucherCreateBody`): one code, or `quantity` generated codes. */
export interface VoucherCreateInput {
  code?: string | undefined;
  quantity?: number | undefined;
  packageUuid: string;
  days: number;
  maxRedemptions: number;
  perUserLimit: number;
  redeemBy?: string | undefined;
  status: VoucherStatus;
}

/** Body of PUT /vouchers/{uuid} (shared `voucherUpdateBody`). */
export interface VoucherUpdateInput {
  days?: number | undefined;
  maxRedemptions?: number | undefined;
  perUserLimit?: number | undefined;
  redeemBy?: string | null | undefined;
  status?: VoucherStatus | undefined;
}

export const adminCommerceKeys = {
  vouchers: ["admin", "vouchers"] as const,
  voucherList: (params: VoucherListParams) => [...adminCommerceKeys.vouchers, "list", params] as const,
  transactions: ["admin", "transactions"] as const,
  transactionList: (params: AdminTransactionListParams) => [...adminCommerceKeys.transactions, "list", params] as const,
  packages: ["admin", "voucher-packages"] as const,
};

export function voucherListPath(params: VoucherListParams): string {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.search) query.set("search", params.search);
  if (params.status) query.set("status", params.status);
  return `/vouchers?${query}`;
}

export function voucherListQueryOptions(params: VoucherListParams) {
  return queryOptions({
    queryKey: adminCommerceKeys.voucherList(params),
    queryFn: ({ signal }) => api<VoucherDto[]>(voucherListPath(params), { signal }),
  });
}

/** Every package, active or not (GET /packages-subscriptions/list-all), for the voucher form. */
export function voucherPackagesQueryOptions() {
  return queryOptions({
    queryKey: adminCommerceKeys.packages,
    queryFn: async ({ signal }) => (await api<PackageDto[]>("/packages-subscriptions/list-all", { signal })).data,
    staleTime: 60_000,
  });
}

/** A calendar day (YYYY-MM-DD) at local midnight, as an ISO timestamp; `plusDays` shifts it. */
export function dayStartIso(day: string, plusDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function adminTransactionListPath(params: AdminTransactionListParams): string {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.search) query.set("search", params.search);
  if (params.status) query.set("status", params.status);
  const from = params.from ? dayStartIso(params.from) : undefined;
  const to = params.to ? dayStartIso(params.to, 1) : undefined;
  if (from) query.set("from", from);
  if (to) query.set("to", to);
  return `/transactions?${query}`;
}

/** Everyone's transactions (the API answers all of them, with userEmail, to admins). */
export function adminTransactionListQueryOptions(params: AdminTransactionListParams) {
  return queryOptions({
    queryKey: adminCommerceKeys.transactionList(params),
    queryFn: ({ signal }) => api<TransactionDto[]>(adminTransactionListPath(params), { signal }),
  });
}

function useInvalidateVouchers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminCommerceKeys.vouchers });
}

/** POST /vouchers: answers the created vouchers (several when codes were generated). */
export function useCreateVouchersMutation() {
  const invalidate = useInvalidateVouchers();
  return useMutation({
    mutationFn: async (input: VoucherCreateInput) =>
      (await api<VoucherDto[]>("/vouchers", { method: "POST", json: input })).data,
    onSuccess: () => invalidate(),
  });
}

export function useUpdateVoucherMutation() {
  const invalidate = useInvalidateVouchers();
  return useMutation({
    mutationFn: async ({ uuid, input }: { uuid: string; input: VoucherUpdateInput }) =>
      (await api<VoucherDto>(`/vouchers/${encodeURIComponent(uuid)}`, { method: "PUT", json: input })).data,
    onSuccess: () => invalidate(),
  });
}

export function useDeleteVoucherMutation() {
  const invalidate = useInvalidateVouchers();
  return useMutation({
    mutationFn: async (uuid: string) => {
      await api<unknown>(`/vouchers/${encodeURIComponent(uuid)}`, { method: "DELETE" });
    },
    onSuccess: () => invalidate(),
  });
}
