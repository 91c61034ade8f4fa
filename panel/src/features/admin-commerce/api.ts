import type { TransactionStatus } from "@app/shared/constants";
import { VOUCHER_STATUSES, type VoucherStatus } from "@app/shared/constants/commerce";
import type { TransactionDto, VoucherDto } from "@app/shared/schemas/commerce";
import type { PackageDto } from "@app/shared/schemas/packages";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { listQuery } from "../../lib/list-search.ts";
import { useInvalidatingMutation } from "../../lib/mutation.ts";

export type { VoucherStatus };
export { VOUCHER_STATUSES };

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

export function adminTransactionListPath(params: AdminTransactionListParams): string {
  const query = listQuery({ ...params, filters: { search: params.search, status: params.status } });
  return `/transactions?${query}`;
}

/** Everyone's transactions (the API answers all of them, with userEmail, to admins). */
export function adminTransactionListQueryOptions(params: AdminTransactionListParams) {
  return queryOptions({
    queryKey: adminCommerceKeys.transactionList(params),
    queryFn: ({ signal }) => api<TransactionDto[]>(adminTransactionListPath(params), { signal }),
  });
}

/** POST /vouchers: answers the created vouchers (several when codes were generated). */
export function useCreateVouchersMutation() {
  return useInvalidatingMutation(
    adminCommerceKeys.vouchers,
    async (input: VoucherCreateInput) => (await api<VoucherDto[]>("/vouchers", { method: "POST", json: input })).data,
  );
}

export function useUpdateVoucherMutation() {
  return useInvalidatingMutation(
    adminCommerceKeys.vouchers,
    async ({ uuid, input }: { uuid: string; input: VoucherUpdateInput }) =>
      (await api<VoucherDto>(`/vouchers/${encodeURIComponent(uuid)}`, { method: "PUT", json: input })).data,
  );
}

export function useDeleteVoucherMutation() {
  return useInvalidatingMutation(adminCommerceKeys.vouchers, async (uuid: string) => {
    await api<unknown>(`/vouchers/${encodeURIComponent(uuid)}`, { method: "DELETE" });
  });
}
