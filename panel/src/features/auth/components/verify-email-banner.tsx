import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { NEXT_ACTION_RANK, useNextActionTurn } from "../../../components/next-action.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useT } from "../../../lib/locale.tsx";
import { SESSION_QUERY_KEY, useSession } from "../../../lib/session/session.ts";
import { useResendVerificationMutation } from "../api.ts";

/** What the verification link's redirect (`/panel?verified=1|invalid`) says, read once. */
function verifiedParam(): "1" | "invalid" | null {
  const value = new URLSearchParams(window.location.search).get("verified");
  return value === "1" || value === "invalid" ? value : null;
}

/**
 * Password sign-ups prove their address by a mailed link (docs/decisions: email verification).
 * Until then the dashboard asks for it, with a resend button; the link's redirect shows the result.
 * The request waits its turn among the dashboard's next actions (issue 46): while the trial is on
 * offer, the trial's card asks for the address with `VerifyEmailResend`. A result of the link
 * (confirmed, or a bad link) always shows: the user just acted.
 */
export function VerifyEmailBanner() {
  const t = useT();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const outcome = verifiedParam();
  const unverified = user?.emailVerified === false;
  const turn = useNextActionTurn("verify-email", NEXT_ACTION_RANK.verifyEmail, unverified);

  useEffect(() => {
    if (outcome === "1") void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [outcome, queryClient]);

  if (outcome === "1" && !unverified) {
    return (
      <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
        {t("auth.verify.done")}
      </p>
    );
  }
  if (!unverified || (!turn && outcome !== "invalid")) return null;
  return (
    <section
      aria-labelledby="verify-email-heading"
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p id="verify-email-heading" className="font-medium">
        {outcome === "invalid" ? t("auth.verify.invalid") : t("auth.verify.banner")}
      </p>
      <VerifyEmailResend />
    </section>
  );
}

/** The resend button with what came of it, for the banner and for a card that asks for the address. */
export function VerifyEmailResend() {
  const t = useT();
  const resend = useResendVerificationMutation();
  const error = resend.error ? apiErrorText(resend.error, t) : null;
  return (
    <div className="flex shrink-0 flex-col items-start gap-1 text-sm text-amber-900">
      <button
        type="button"
        onClick={() => resend.mutate()}
        disabled={resend.isPending || resend.data?.sent === true}
        className="rounded-md border border-amber-300 bg-white px-3 py-2 font-medium text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700 disabled:opacity-60"
      >
        {t("auth.verify.resend")}
      </button>
      {resend.data?.sent ? <p role="status">{t("auth.verify.sent")}</p> : null}
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
