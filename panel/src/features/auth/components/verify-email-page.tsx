import { loadCart } from "@app/shared/cart";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { AuthCard } from "../../../components/auth-card.tsx";
import { buttonClass } from "../../../components/button.tsx";
import { useT } from "../../../lib/locale.tsx";
import { SESSION_QUERY_KEY, sessionQueryOptions } from "../../../lib/session/session.ts";
import { useConfirmEmailMutation } from "../api.ts";

/**
 * The mailed confirmation link's page (issue 27): it confirms the address by POST (a mail
 * scanner's GET confirms nothing) and says so, signed in or not — the link is often opened on a
 * phone while the account was made on a laptop. Signed in here, the dashboard takes over with its
 * own "confirmed" notice.
 */
export function VerifyEmailPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token } = useSearch({ from: "/verify-email" });
  const confirm = useConfirmEmailMutation();
  const session = useQuery(sessionQueryOptions());
  const signedIn = session.data?.valid === true;
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token ?? "");
  }, [confirm, token]);

  // A buyer who picked a package before confirming goes on to its checkout (issue 27).
  const [buying] = useState(() => loadCart().items.some((item) => item.type === "package"));

  useEffect(() => {
    if (confirm.isSuccess && signedIn) {
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void navigate({ href: buying ? "/checkout" : "/panel?verified=1", replace: true });
    }
  }, [confirm.isSuccess, signedIn, navigate, queryClient, buying]);

  if (confirm.isIdle || confirm.isPending || session.isPending) {
    return (
      <AuthCard title={t("auth.confirm.title")} headingTestId="verify-email-heading">
        <p role="status" className="mt-4 text-sm text-slate-600">
          {t("auth.confirm.working")}
        </p>
      </AuthCard>
    );
  }
  const next = signedIn ? (
    <Link to="/panel" className={buttonClass("primary", "md", "mt-6 block text-center")}>
      {t("auth.confirm.toPanel")}
    </Link>
  ) : (
    <Link
      to="/login"
      search={buying ? { redirect: "/checkout" } : {}}
      className={buttonClass("primary", "md", "mt-6 block text-center")}
    >
      {t("auth.confirm.signIn")}
    </Link>
  );
  const done = confirm.isSuccess;
  // A link used before: the address is confirmed, which is all the visitor needs to hear (issue 46).
  const already = confirm.data?.alreadyConfirmed === true;
  return (
    <AuthCard
      title={t(done ? (already ? "auth.confirm.alreadyTitle" : "auth.confirm.doneTitle") : "auth.confirm.invalidTitle")}
      headingTestId="verify-email-heading"
    >
      <p role={done ? "status" : "alert"} className="mt-4 text-sm text-slate-700" data-testid="verify-email-result">
        {done
          ? t(
              already
                ? "auth.confirm.alreadySignedOut"
                : signedIn
                  ? "auth.confirm.doneSignedIn"
                  : "auth.confirm.doneSignedOut",
            )
          : t(signedIn ? "auth.confirm.invalidSignedIn" : "auth.confirm.invalidSignedOut")}
      </p>
      {next}
    </AuthCard>
  );
}
