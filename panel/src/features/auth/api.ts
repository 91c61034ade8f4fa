import { track } from "@app/shared/analytics";
import type {
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  VerifyEmailBody,
} from "@app/shared/schemas/users";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../lib/api-client.ts";
import { currentLocale } from "../../lib/locale.tsx";
import { clearReferralCode } from "../../lib/referral-capture.ts";
import { startSession } from "../../lib/session/session.ts";

/** Whether the server has Google sign-in configured (the button is hidden otherwise). */
export function googleConfigQueryOptions() {
  return queryOptions({
    queryKey: ["auth", "google-config"],
    queryFn: async () => {
      try {
        return (await apiGet("/auth/google/config")).data;
      } catch {
        return { enabled: false };
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      track("login_initiated", "Authentication", { method: "password" });
      return (await apiPost("/auth/login", { json: body })).data;
    },
    onSuccess: (result) => {
      startSession(queryClient, result);
      track("login_success", "Authentication", { method: "password" });
    },
    onError: (error) => {
      track("login_failed", "Authentication", { method: "password", code: (error as { code?: string }).code });
    },
  });
}

export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterBody) => {
      track("signup_initiated", "Authentication", { method: "password", referral: !!body.referralCode });
      // The page's language becomes the account's: its mail is written in it (issue 28).
      return (await apiPost("/users/register", { json: { ...body, locale: currentLocale() } })).data;
    },
    onSuccess: (result, body) => {
      startSession(queryClient, result);
      // docs/product.md#referrals: the referral code is kept until used; registering with it uses it.
      if (body.referralCode) clearReferralCode();
      track("signup_success", "Authentication", { method: "password", referral: !!body.referralCode });
      if (body.referralCode) track("referral_signup", "Affiliate", { method: "password" });
    },
  });
}

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: async (body: ForgotPasswordBody) => (await apiPost("/auth/forgot-password", { json: body })).data,
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: async (body: ResetPasswordBody) => (await apiPost("/auth/reset-password", { json: body })).data,
  });
}

/** Mails a new confirmation link to the signed-in, unverified user. */
export function useResendVerificationMutation() {
  return useMutation({
    mutationFn: async () => (await apiPost("/auth/verify-email/resend")).data,
  });
}

/** The mailed link's page confirms the address with its token: signed in or not. */
export function useConfirmEmailMutation() {
  return useMutation({
    mutationFn: async (token: string) =>
      (await apiPost("/auth/verify-email", { json: { token } satisfies VerifyEmailBody, skipForcedLogout: true })).data,
  });
}
