import type {
  ApplyReferralBody,
  ApplyReferralResult,
  MyReferralCode,
  ReferralCheckoutStats,
  ReferralHistoryQuery,
  ReferralValidation,
} from "@app/shared/schemas/referrals";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../lib/api-client.ts";

// Types only from the shared schemas: the full zod runtime stays out of the panel's chunks here.
export type { ApplyReferralResult, MyReferralCode, ReferralCheckoutStats, ReferralValidation };

export const referralKeys = {
  all: ["referrals"] as const,
  myCode: ["referrals", "my-code"] as const,
  stats: ["referrals", "stats"] as const,
  history: ["referrals", "history"] as const,
  checkoutStats: ["referrals", "checkout-stats"] as const,
  validate: (code: string) => ["referrals", "validate", code] as const,
};

export function myReferralCodeQueryOptions() {
  return queryOptions({
    queryKey: referralKeys.myCode,
    queryFn: async ({ signal }) => (await apiGet("/referrals/my-code", { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export function referralStatsQueryOptions() {
  return queryOptions({
    queryKey: referralKeys.stats,
    queryFn: async ({ signal }) => (await apiGet("/referrals/stats", { signal })).data,
  });
}

/** One page of the caller's invitations (GET /referrals/history), with its meta. */
export function referralHistoryQueryOptions(params: ReferralHistoryQuery) {
  const { page, limit, status } = params;
  return queryOptions({
    queryKey: [...referralKeys.history, params] as const,
    queryFn: ({ signal }) => apiGet("/referrals/history", { query: { page, limit, status }, signal }),
  });
}

export function referralCheckoutStatsQueryOptions() {
  return queryOptions({
    queryKey: referralKeys.checkoutStats,
    queryFn: async ({ signal }) => (await apiGet("/referrals/checkout-stats", { signal })).data,
  });
}

/** Validate-as-you-type: the code must already be trimmed and non-empty. A 404 means an unknown code. */
export function validateReferralCodeQueryOptions(code: string) {
  return queryOptions({
    queryKey: referralKeys.validate(code),
    queryFn: async ({ signal }) => (await apiGet("/referrals/validate/{code}", { path: { code }, signal })).data,
    staleTime: 60_000,
    retry: false,
  });
}

/** POST /referrals/apply with a trimmed code; refreshes the discount state afterwards. */
export function useApplyReferralMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (referralCode: string) => {
      const json: ApplyReferralBody = { referralCode };
      return (await apiPost("/referrals/apply", { json })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.checkoutStats }),
  });
}
