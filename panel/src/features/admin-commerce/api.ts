import { VOUCHER_STATUSES, type VoucherStatus } from "@app/shared/constants";
import type {
  TransactionDto,
  TransactionListQuery,
  VoucherCreateBody,
  VoucherDto,
  VoucherListQuery,
  VoucherUpdateBody,
} from "@app/shared/schemas/commerce";
import type { PackageDto } from "@app/shared/schemas/packages";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { apiPath } from "../../lib/api-path.ts";
import { dayRangeInstants, type WithDayRange } from "../../lib/list-search.ts";
import { useInvalidatingMutation } from "../../lib/mutation.ts";

export type { VoucherStatus };
export { VOUCHER_STATUSES };

export const adminCommerceKeys = {
  vouchers: ["admin", "vouchers"] as const,
  voucherList: (params: VoucherListQuery) => [...adminCommerceKeys.vouchers, "list", params] as const,
  transactions: ["admin", "transactions"] as const,
  transactionList: (params: WithDayRange<TransactionListQuery>) =>
    [...adminCommerceKeys.transactions, "list", params] as const,
  packages: ["admin", "voucher-packages"] as const,
};

export function voucherListPath(params: VoucherListQuery): string {
  const { page, limit, search, status } = params;
  return apiPath<VoucherListQuery>("/vouchers", { page, limit, search, status });
}

export function voucherListQueryOptions(params: VoucherListQuery) {
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

/** Everyone's transactions; the page's `from`/`to` are calendar days in the admin's time zone. */
export function adminTransactionListPath(params: WithDayRange<TransactionListQuery>): string {
  const { page, limit, search, status } = params;
  return apiPath<TransactionListQuery>("/transactions", { page, limit, search, status, ...dayRangeInstants(params) });
}

/** Everyone's transactions (the API answers all of them, with userEmail, to admins). */
export function adminTransactionListQueryOptions(params: WithDayRange<TransactionListQuery>) {
  return queryOptions({
    queryKey: adminCommerceKeys.transactionList(params),
    queryFn: ({ signal }) => api<TransactionDto[]>(adminTransactionListPath(params), { signal }),
  });
}

/** POST /vouchers: answers the created vouchers (several when codes were generated). */
export function useCreateVouchersMutation() {
  return useInvalidatingMutation(
    adminCommerceKeys.vouchers,
    async (input: VoucherCreateBody) => (await api<VoucherDto[]>("/vouchers", { method: "POST", json: input })).data,
  );
}

export function useUpdateVoucherMutation() {
  return useInvalidatingMutation(
    adminCommerceKeys.vouchers,
    async ({ uuid, input }: { uuid: string; input: VoucherUpdateBody }) =>
      (await api<VoucherDto>(`/vouchers/${encodeURIComponent(uuid)}`, { method: "PUT", json: input })).data,
  );
}

export function useDeleteVoucherMutation() {
  return useInvalidatingMutation(adminCommerceKeys.vouchers, async (uuid: string) => {
    await api<unknown>(`/vouchers/${encodeURIComponent(uuid)}`, { method: "DELETE" });
  });
}
