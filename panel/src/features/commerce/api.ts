import { track } from "@app/shared/analytics";
import type { RenewalChannel } from "@app/shared/constants/commerce";
import type {
  CheckoutQuote,
  PaymentBody,
  ReceiptPdfQuery,
  RedeemBody,
  RedeemResult,
  TransactionListQuery,
  TrialOffer,
  VoucherPreview,
  VoucherPreviewResult,
} from "@app/shared/schemas/commerce";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiDelete, apiGet, apiPost, apiResponse } from "../../lib/api-client.ts";
import { apiPath } from "../../lib/api-path.ts";
import { attachmentName, saveBlob } from "../../lib/download.ts";
import { SESSION_QUERY_KEY } from "../../lib/session/session.ts";

// Types only from the shared schemas: this module is reachable from route files (entry chunk),
// where the full zod runtime must not be loaded.

export const commerceKeys = {
  paymentMethods: ["payments", "methods"] as const,
  quote: (packageUuid: string) => ["payments", "quote", packageUuid] as const,
  subscription: ["user-information"] as const,
  transactions: ["transactions", "own"] as const,
  transactionList: (params: TransactionListQuery) => [...commerceKeys.transactions, "list", params] as const,
  transaction: (uuid: string) => [...commerceKeys.transactions, "one", uuid] as const,
  receipt: (uuid: string) => [...commerceKeys.transactions, "receipt", uuid] as const,
  redemptions: ["users", "vouchers"] as const,
  package: (uuid: string) => ["packages", "one", uuid] as const,
  trial: ["subscriptions", "trial"] as const,
  renewal: ["subscriptions", "renewal"] as const,
};

/** GET /payments/methods: the configured gateway and whether crypto is offered. */
export function paymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: commerceKeys.paymentMethods,
    queryFn: async ({ signal }) => (await apiGet("/payments/methods", { signal })).data,
    staleTime: 5 * 60_000,
  });
}

/** GET /payments/quote: the server's amounts for this buyer (friend discount included). */
export function checkoutQuoteQueryOptions(packageUuid: string) {
  return queryOptions({
    queryKey: commerceKeys.quote(packageUuid),
    queryFn: async ({ signal }) => (await apiGet("/payments/quote", { query: { packageUuid }, signal })).data,
    // The end dates move with the clock and with other purchases: always ask again on mount.
    staleTime: 0,
    retry: false,
  });
}

/**
 * GET /user-information: the current subscription ("Subscription information",
 * docs/product.md#subscriptions-and-days).
 */
export function subscriptionInfoQueryOptions() {
  return queryOptions({
    queryKey: commerceKeys.subscription,
    queryFn: async ({ signal }) => (await apiGet("/user-information", { signal })).data,
  });
}

/** GET /packages-subscriptions/{uuid}: a package with its days, timeframe and services (for the cart). */
export function packageQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: commerceKeys.package(uuid),
    queryFn: async ({ signal }) =>
      (await apiGet("/packages-subscriptions/{name}", { path: { name: uuid }, signal })).data,
  });
}

/** The query of /transactions for the list's params: only the fields the list sends. */
export function transactionListSearch(params: TransactionListQuery) {
  const { page, limit, search, status, from, to } = params;
  return { page, limit, search, status, from, to };
}

/**
 * The signed-in user's transactions ("My transactions", docs/product.md#packages-and-checkout), one
 * page with its meta.
 */
export function transactionListQueryOptions(params: TransactionListQuery) {
  return queryOptions({
    queryKey: commerceKeys.transactionList(params),
    queryFn: ({ signal }) => apiGet("/transactions", { query: transactionListSearch(params), signal }),
  });
}

/**
 * One of the user's transactions, found by its uuid through the list's search (the list matches
 * ids). Null when it is not (or no longer) among the user's transactions.
 */
export function transactionQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: commerceKeys.transaction(uuid),
    queryFn: async ({ signal }) => {
      const { data } = await apiGet("/transactions", {
        query: transactionListSearch({ page: 1, limit: 1, search: uuid }),
        signal,
      });
      return data.find((tx) => tx.uuid === uuid) ?? null;
    },
    staleTime: 0,
  });
}

/** GET /transactions/{uuid}/receipt: a completed transaction's receipt (404 for any other). */
export function receiptQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: commerceKeys.receipt(uuid),
    queryFn: async ({ signal }) => (await apiGet("/transactions/{uuid}/receipt", { path: { uuid }, signal })).data,
    // A receipt never changes, and a 404 stays a 404.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The path of a receipt's PDF in a language, its dates in the browser's time zone. */
export function receiptPdfPath(uuid: string, locale: ReceiptPdfQuery["locale"]): string {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  return apiPath<ReceiptPdfQuery>(`/transactions/${encodeURIComponent(uuid)}/receipt.pdf`, { locale, tz });
}

/**
 * GET /transactions/{uuid}/receipt.pdf, saved as a download: the API needs the bearer token, so a
 * plain link cannot fetch it.
 */
export function useDownloadReceiptMutation() {
  return useMutation({
    mutationFn: async ({ uuid, locale }: { uuid: string; locale: ReceiptPdfQuery["locale"] }) => {
      const response = await apiResponse(receiptPdfPath(uuid, locale), { headers: { Accept: "application/pdf" } });
      if (!response.ok) {
        const failure = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
        throw new ApiError(failure?.code ?? "INTERNAL_ERROR", failure?.message ?? response.statusText, response.status);
      }
      const filename = attachmentName(response.headers.get("content-disposition"), `receipt-${uuid.slice(0, 8)}.pdf`);
      saveBlob(await response.blob(), filename);
      return filename;
    },
  });
}

/** GET /users/vouchers: the redemption history (docs/product.md#vouchers). */
export function redemptionHistoryQueryOptions() {
  return queryOptions({
    queryKey: commerceKeys.redemptions,
    queryFn: async ({ signal }) => (await apiGet("/users/vouchers", { signal })).data,
  });
}

export type PaymentMethod = "gateway" | "crypto";

/**
 * POST /payments (gateway) or /payments/coinbase (crypto): creates the pending transaction and
 * answers the provider's hosted page. Fires purchase_initiated (docs/product.md#analytics) once it
 * exists; the caller then sends the browser there.
 */
export function useCreatePaymentMutation() {
  return useMutation({
    mutationFn: async ({ method, quote }: { method: PaymentMethod; quote: CheckoutQuote }) => {
      const path = method === "crypto" ? "/payments/coinbase" : "/payments";
      const json: PaymentBody = { packageUuid: quote.packageUuid };
      const { data } = await apiPost(path, { json });
      return data;
    },
    onSuccess: (result, { method, quote }) => {
      track("purchase_initiated", "Purchase", {
        transaction_id: result.transactionUuid,
        package_id: quote.packageUuid,
        package_name: quote.namePackage,
        value: quote.amount,
        currency: quote.currency,
        payment_method: method,
      });
    },
  });
}

export type { RedeemResult, VoucherPreview, VoucherPreviewResult };

/**
 * After a purchase or a redemption the subscription, the services it unlocks (the dashboard grid,
 * owned by another feature) and the lists all change: everything but the session is marked stale
 * and what is on screen refetches.
 */
export function invalidateAccountData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
}

/** GET /subscriptions/trial: the free trial this user may start now, or null (decision 041). */
export function trialOfferQueryOptions() {
  return queryOptions({
    queryKey: commerceKeys.trial,
    queryFn: async ({ signal }) => (await apiGet("/subscriptions/trial", { signal })).data,
    retry: false,
  });
}

/** Whether the offer is a trial this user can start now (not one they are told they cannot take). */
export function isStartableTrial(offer: TrialOffer | null | undefined): boolean {
  return !!offer && !offer.blockedBy;
}

/** POST /subscriptions/trial; refreshes the subscription and what it unlocks, as a purchase does. */
export function useStartTrialMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiPost("/subscriptions/trial")).data,
    onSuccess: () => invalidateAccountData(queryClient),
  });
}

/**
 * POST /vouchers/preview: what redeeming a code would do (extend, switch, start or bonus days) and
 * until when, or why the code is refused (`redeemable: false`, answered with 200, so a wrong code
 * is no failed request). A mutation, not a query: it is asked for once per press (the server counts
 * it with the redemptions), and it changes nothing, so nothing is refreshed.
 */
export function usePreviewVoucherMutation() {
  return useMutation({
    mutationFn: async (code: string) => {
      const json: RedeemBody = { code };
      return (await apiPost("/vouchers/preview", { json })).data;
    },
  });
}

/** POST /vouchers/redeem; refreshes the history, the subscription and what it unlocks. */
export function useRedeemVoucherMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const json: RedeemBody = { code };
      return (await apiPost("/vouchers/redeem", { json })).data;
    },
    onSuccess: () => invalidateAccountData(queryClient),
  });
}

/** GET /subscriptions/renewal: auto-renew's state, method and next charge (issue 43). */
export function renewalQueryOptions() {
  return queryOptions({
    queryKey: commerceKeys.renewal,
    queryFn: async ({ signal }) => (await apiGet("/subscriptions/renewal", { signal })).data,
    staleTime: 60_000,
  });
}

/**
 * POST /subscriptions/renewal: starts linking a wallet and answers its authorisation page, where the
 * caller sends the browser; the provider's answer turns auto-renew on.
 */
export function useStartAutoRenewMutation() {
  return useMutation({
    mutationFn: async (channel: RenewalChannel) =>
      (await apiPost("/subscriptions/renewal", { json: { channel } })).data,
  });
}

/** DELETE /subscriptions/renewal: auto-renew off; access continues to the end date. */
export function useTurnOffAutoRenewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiDelete("/subscriptions/renewal")).data,
    onSuccess: (info) => {
      queryClient.setQueryData(commerceKeys.renewal, info);
      void queryClient.invalidateQueries({ queryKey: commerceKeys.subscription });
    },
  });
}
