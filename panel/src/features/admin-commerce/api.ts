import { VOUCHER_STATUSES, type VoucherStatus } from "@app/shared/constants";
import type {
  TransactionListQuery,
  VoucherCreateBody,
  VoucherListQuery,
  VoucherUpdateBody,
} from "@app/shared/schemas/commerce";
import { queryOptions } from "@tanstack/react-query";
import { apiDelete, apiGet, apiPost, apiPut } from "../../lib/api-client.ts";
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

/** The query of /vouchers for the list's params: only the fields the list sends. */
export function voucherListSearch(params: VoucherListQuery) {
  const { page, limit, search, status } = params;
  return { page, limit, search, status };
}

export function voucherListQueryOptions(params: VoucherListQuery) {
  return queryOptions({
    queryKey: adminCommerceKeys.voucherList(params),
    queryFn: ({ signal }) => apiGet("/vouchers", { query: voucherListSearch(params), signal }),
  });
}

/** Every package, active or not (GET /packages-subscriptions/list-all), for the voucher form. */
export function voucherPackagesQueryOptions() {
  return queryOptions({
    queryKey: adminCommerceKeys.packages,
    queryFn: async ({ signal }) => (await apiGet("/packages-subscriptions/list-all", { signal })).data,
    staleTime: 60_000,
  });
}

/**
 * The query of /transactions for everyone's transactions; the page's `from`/`to` are calendar days
 * in the admin's time zone.
 */
export function adminTransactionListSearch(params: WithDayRange<TransactionListQuery>) {
  const { page, limit, search, status } = params;
  return { page, limit, search, status, ...dayRangeInstants(params) };
}

/** Everyone's transactions (the API answers all of them, with userEmail, to admins). */
export function adminTransactionListQueryOptions(params: WithDayRange<TransactionListQuery>) {
  return queryOptions({
    queryKey: adminCommerceKeys.transactionList(params),
    queryFn: ({ signal }) => apiGet("/transactions", { query: adminTransactionListSearch(params), signal }),
  });
}

/** POST /vouchers: answers the created vouchers (several when codes were generated). */
export function useCreateVouchersMutation() {
  return useInvalidatingMutation(
    adminCommerceKeys.vouchers,
    async (input: VoucherCreateBody) => (await apiPost("/vouchers", { json: input })).data,
  );
}

export function useUpdateVoucherMutation() {
  return useInvalidatingMutation(
    adminCommerceKeys.vouchers,
    async ({ uuid, input }: { uuid: string; input: VoucherUpdateBody }) =>
      (await apiPut("/vouchers/{uuid}", { path: { uuid }, json: input })).data,
  );
}

export function useDeleteVoucherMutation() {
  return useInvalidatingMutation(adminCommerceKeys.vouchers, async (uuid: string) => {
    await apiDelete("/vouchers/{uuid}", { path: { uuid } });
  });
}
