import type { MfaPassedDto } from "@app/shared/schemas/mfa";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { FormAlert } from "../../../components/form-alert.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { LoadingScreen } from "../../../components/loading-screen.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { useToast } from "../../../components/toast.tsx";
import { useT } from "../../../lib/locale.tsx";
import { resolveRedirectAfterLogin } from "../../../lib/session/redirect-after-login.ts";
import { useSession } from "../../../lib/session/session.ts";
import { mfaStatusQueryOptions } from "../api.ts";
import { AddFactor } from "./add-factor.tsx";
import { FactorList } from "./factor-list.tsx";
import { RecoveryCodes } from "./recovery-codes.tsx";
import { RecoveryCodesLeft } from "./recovery-codes-left.tsx";
import { SecondFactorCheck } from "./second-factor-check.tsx";

const routeApi = getRouteApi("/_auth/panel/security");

/**
 * /panel/security (admins): confirm the second factor for this session, or set up and manage the
 * authenticator apps, passkeys and recovery codes (decision 053). `redirect` is the admin page the
 * admin was on the way to; they continue there once the admin area opens.
 */
export function SecurityPage() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const { redirect } = routeApi.useSearch();
  const user = useSession().user;
  const status = useQuery(mfaStatusQueryOptions());
  const [codes, setCodes] = useState<string[] | null>(null);

  const continueOn = () => {
    if (redirect) void navigate({ href: resolveRedirectAfterLogin(redirect, user?.role), replace: true });
  };
  const onPassed = () => {
    toast.success(t("security.verify.done"));
    continueOn();
  };
  const onEnrolled = (passed: MfaPassedDto) => {
    // The first factor brings the recovery codes: they are saved before going on.
    if (passed.recoveryCodes) setCodes(passed.recoveryCodes);
    else continueOn();
  };

  const header = <PageHeader id="security-heading" level={1} title={t("security.title")} intro={t("security.intro")} />;
  if (!user || status.isPending) return <LoadingScreen />;
  if (status.isError) return <QueryLoadError query={status} />;

  const factors = status.data.factors;
  if (user.adminAccess === "verify") {
    return (
      <section className="flex flex-col gap-6">
        {header}
        <SecondFactorCheck
          hasApp={factors.some((f) => f.kind === "totp")}
          hasPasskey={factors.some((f) => f.kind === "passkey")}
          onPassed={onPassed}
        />
      </section>
    );
  }

  return (
    <section className="flex max-w-3xl flex-col gap-6">
      {header}
      {user.adminAccess === "enroll" ? <FormAlert tone="notice">{t("security.enrollNotice")}</FormAlert> : null}
      {codes ? (
        <RecoveryCodes
          codes={codes}
          email={user.email}
          onDone={() => {
            setCodes(null);
            continueOn();
          }}
        />
      ) : null}
      <section aria-labelledby="mfa-factors-heading" className="flex flex-col gap-3">
        <h2 id="mfa-factors-heading" className="text-lg font-semibold">
          {t("security.factors.title")}
        </h2>
        <FactorList factors={factors} />
        <AddFactor onEnrolled={onEnrolled} />
      </section>
      {factors.length > 0 ? <RecoveryCodesLeft left={status.data.recoveryCodesLeft} onCodes={setCodes} /> : null}
    </section>
  );
}
