import type { MfaPassedDto, MfaVerifyBody, TotpConfirmBody } from "@app/shared/schemas/mfa";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiDelete, apiGet, apiPost } from "../../lib/api-client.ts";
import { SESSION_QUERY_KEY, type Session } from "../../lib/session/session.ts";

/** The admin second factor (decision 053): GET/POST /auth/mfa… */
export const MFA_QUERY_KEY = ["auth", "mfa"] as const;

export function mfaStatusQueryOptions() {
  return queryOptions({
    queryKey: MFA_QUERY_KEY,
    queryFn: async () => (await apiGet("/auth/mfa")).data,
  });
}

/** After a factor was passed or added: the session may use the admin area now. */
function useGranted() {
  const queryClient = useQueryClient();
  return (passed: { adminAccess: MfaPassedDto["adminAccess"] }) => {
    queryClient.setQueryData<Session>(SESSION_QUERY_KEY, (session) =>
      session?.user ? { ...session, user: { ...session.user, adminAccess: passed.adminAccess } } : session,
    );
    void queryClient.invalidateQueries({ queryKey: MFA_QUERY_KEY });
  };
}

export function useVerifyMutation() {
  const granted = useGranted();
  return useMutation({
    mutationFn: async (body: MfaVerifyBody) => (await apiPost("/auth/mfa/verify", { json: body })).data,
    onSuccess: granted,
  });
}

/** Passkey sign-in: options from the server, the browser's prompt, then verify. */
export function usePasskeyVerifyMutation() {
  const granted = useGranted();
  return useMutation({
    mutationFn: async () => {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const options = (await apiPost("/auth/mfa/verify/options")).data;
      const credential = await startAuthentication({ optionsJSON: options });
      // Hand-picked: the browser's credential type has no index signature for its extension
      // results, which the documented body (any object) asks for.
      return (await api<MfaPassedDto>("/auth/mfa/verify", { method: "POST", json: { method: "passkey", credential } }))
        .data;
    },
    onSuccess: granted,
  });
}

export function useStartTotpMutation() {
  return useMutation({
    mutationFn: async () => (await apiPost("/auth/mfa/totp")).data,
  });
}

export function useConfirmTotpMutation() {
  const granted = useGranted();
  return useMutation({
    mutationFn: async (body: TotpConfirmBody) => (await apiPost("/auth/mfa/totp/confirm", { json: body })).data,
    onSuccess: granted,
  });
}

export function useAddPasskeyMutation() {
  const granted = useGranted();
  return useMutation({
    mutationFn: async (label: string) => {
      const { startRegistration } = await import("@simplewebauthn/browser");
      // Hand-picked: the document has the options as an object with a challenge (the server's
      // WebAuthn library builds them), and the credential as for verify above.
      const options = (
        await api<PublicKeyCredentialCreationOptionsJSON>("/auth/mfa/passkeys/options", { method: "POST" })
      ).data;
      const credential = await startRegistration({ optionsJSON: options });
      return (await api<MfaPassedDto>("/auth/mfa/passkeys", { method: "POST", json: { credential, label } })).data;
    },
    onSuccess: granted,
  });
}

export function useRegenerateRecoveryCodesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiPost("/auth/mfa/recovery-codes")).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MFA_QUERY_KEY }),
  });
}

export function useRemoveFactorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await apiDelete("/auth/mfa/factors/{id}", { path: { id } })).data,
    onSuccess: (status) => queryClient.setQueryData(MFA_QUERY_KEY, status),
  });
}
