import type { MfaPassedDto, TotpSetupDto } from "@app/shared/schemas/mfa";
import { useState } from "react";
import { Button } from "../../../components/button.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useT } from "../../../lib/locale.tsx";
import { useStartTotpMutation } from "../api.ts";
import { AuthenticatorSetup } from "./authenticator-setup.tsx";
import { PasskeySetup } from "./passkey-setup.tsx";

type Adding = { kind: "app"; setup: TotpSetupDto } | { kind: "passkey" } | null;

/**
 * "Add an authenticator app" and "Add a passkey" (off where the browser has no passkeys), then the
 * chosen setup in their place. A factor added is toasted and handed to `onEnrolled`.
 */
export function AddFactor({ onEnrolled }: { onEnrolled: (passed: MfaPassedDto) => void }) {
  const t = useT();
  const toast = useToast();
  const startTotp = useStartTotpMutation();
  const [adding, setAdding] = useState<Adding>(null);
  const [addError, setAddError] = useState<string | null>(null);

  const enrolled = (passed: MfaPassedDto, message: string) => {
    setAdding(null);
    toast.success(message);
    onEnrolled(passed);
  };
  const addApp = async () => {
    setAddError(null);
    try {
      setAdding({ kind: "app", setup: await startTotp.mutateAsync() });
    } catch (error) {
      setAddError(apiErrorText(error, t));
    }
  };

  const passkeysSupported = typeof window !== "undefined" && "PublicKeyCredential" in window;
  return (
    <>
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
          onDone={(passed) => enrolled(passed, t("security.app.added"))}
          onCancel={() => setAdding(null)}
        />
      ) : (
        <PasskeySetup
          onDone={(passed) => enrolled(passed, t("security.passkey.added"))}
          onCancel={() => setAdding(null)}
        />
      )}
    </>
  );
}
