import type { MfaFactorDto, MfaPassedDto, TotpSetupDto } from "@app/shared/schemas/mfa";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "../../../components/button.tsx";
import { useConfirm } from "../../../components/confirm-dialog.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { QueryLoadError } from "../../../components/load-error.tsx";
import { LoadingScreen } from "../../../components/loading-screen.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { formatDate } from "../../../lib/date-format.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { resolveRedirectAfterLogin } from "../../../lib/session/redirect-after-login.ts";
import { useSession } from "../../../lib/session/session.ts";
import {
  mfaStatusQueryOptions,
  useRegenerateRecoveryCodesMutation,
  useRemoveFactorMutation,
  useStartTotpMutation,
} from "../api.ts";
import { AuthenticatorSetup } from "./authenticator-setup.tsx";
import { PasskeySetup } from "./passkey-setup.tsx";
import { RecoveryCodes } from "./recovery-codes.tsx";
import { SecondFactorCheck } from "./second-factor-check.tsx";

const routeApi = getRouteApi("/_auth/panel/security");

type Adding = { kind: "app"; setup: TotpSetupDto } | { kind: "passkey" } | null;

/**
 * /panel/security (admins): confirm the second factor for this session, or set up and manage the
 * authenticator apps, passkeys and recovery codes (decision 053). `redirect` is the admin page the
 * admin was on the way to; they continue there once the admin area opens.
 */
export function SecurityPage() {
  const { t, locale } = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const { redirect } = routeApi.useSearch();
  const user = useSession().user;
  const status = useQuery(mfaStatusQueryOptions());
  const startTotp = useStartTotpMutation();
  const regenerate = useRegenerateRecoveryCodesMutation();
  const remove = useRemoveFactorMutation();
  const { confirm, dialog } = useConfirm();
  const [adding, setAdding] = useState<Adding>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [addError, setAddError] = useState<string | null>(null);

  const continueOn = () => {
    if (redirect) void navigate({ href: resolveRedirectAfterLogin(redirect), replace: true });
  };
  const onPassed = () => {
    toast.success(t("security.verify.done"));
    continueOn();
  };
  const onEnrolled = (passed: MfaPassedDto, message: string) => {
    setAdding(null);
    toast.success(message);
    // The first factor brings the recovery codes: they are saved before going on.
    if (passed.recoveryCodes) setCodes(passed.recoveryCodes);
    else continueOn();
  };

  const addApp = async () => {
    setAddError(null);
    try {
      setAdding({ kind: "app", setup: await startTotp.mutateAsync() });
    } catch (error) {
      setAddError(apiErrorText(error, t));
    }
  };
  const removeFactor = (factor: MfaFactorDto, last: boolean) =>
    confirm({
      title: t("security.factors.removeTitle"),
      description: last
        ? t("security.factors.removeLastBody")
        : t("security.factors.removeBody", { label: factor.label }),
      action: async () => {
        try {
          await remove.mutateAsync(factor.id);
          toast.success(t("security.factors.removed"));
        } catch (error) {
          toast.error(apiErrorText(error, t));
          throw error;
        }
      },
    });
  const newCodes = () =>
    confirm({
      title: t("security.recovery.regenerateTitle"),
      description: t("security.recovery.regenerateBody"),
      tone: "primary",
      action: async () => {
        try {
          setCodes((await regenerate.mutateAsync()).recoveryCodes);
        } catch (error) {
          toast.error(apiErrorText(error, t));
          throw error;
        }
      },
    });

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

  const passkeysSupported = typeof window !== "undefined" && "PublicKeyCredential" in window;
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
        {factors.length === 0 ? (
          <p className="text-sm text-slate-600">{t("security.factors.empty")}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {factors.map((factor) => (
              <li
                key={factor.id}
                className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
                data-testid="mfa-factor"
              >
                <div className="flex min-w-0 flex-col">
                  <span className="font-medium break-words text-slate-900">{factor.label}</span>
                  <span className="text-sm text-slate-600">
                    {factor.kind === "totp" ? t("security.factors.app") : t("security.factors.passkey")}
                    {" · "}
                    {t("security.factors.added", { date: formatDate(factor.createdAt, locale) ?? "" })}
                    {" · "}
                    {factor.lastUsedAt
                      ? t("security.factors.lastUsed", { date: formatDate(factor.lastUsedAt, locale) ?? "" })
                      : t("security.factors.neverUsed")}
                  </span>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start sm:self-auto"
                  aria-label={`${t("security.factors.remove")}: ${factor.label}`}
                  onClick={() => void removeFactor(factor, factors.length === 1)}
                >
                  {t("security.factors.remove")}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {addError ? <FormAlert tone="error">{addError}</FormAlert> : null}
        {adding === null ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="md"
              onClick={() => void addApp()}
              aria-busy={startTotp.isPending || undefined}
              data-testid="mfa-add-app"
            >
              {t("security.app.add")}
            </Button>
            <Button
              variant="secondary"
              size="md"
              onClick={() => setAdding({ kind: "passkey" })}
              disabled={!passkeysSupported}
              data-testid="mfa-add-passkey"
            >
              {t("security.passkey.add")}
            </Button>
            {passkeysSupported ? null : (
              <p className="w-full text-sm text-slate-600">{t("security.passkey.unsupported")}</p>
            )}
          </div>
        ) : adding.kind === "app" ? (
          <AuthenticatorSetup
            setup={adding.setup}
            onDone={(passed) => onEnrolled(passed, t("security.app.added"))}
            onCancel={() => setAdding(null)}
          />
        ) : (
          <PasskeySetup
            onDone={(passed) => onEnrolled(passed, t("security.passkey.added"))}
            onCancel={() => setAdding(null)}
          />
        )}
      </section>

      {factors.length > 0 ? (
        <section aria-labelledby="mfa-recovery-heading" className="flex flex-col gap-3">
          <h2 id="mfa-recovery-heading" className="text-lg font-semibold">
            {t("security.recovery.title")}
          </h2>
          <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-600" data-testid="mfa-codes-left">
              {t("security.recovery.left", { count: status.data.recoveryCodesLeft })}
            </p>
            <Button variant="secondary" size="md" className="shrink-0" onClick={() => void newCodes()}>
              {t("security.recovery.regenerate")}
            </Button>
          </div>
        </section>
      ) : null}
      {dialog}
    </section>
  );
}
