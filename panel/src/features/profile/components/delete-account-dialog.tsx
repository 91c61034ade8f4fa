import { splitLocalePath } from "@app/shared/locale";
import type { UserDto } from "@app/shared/schemas/users";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { Dialog } from "../../../components/dialog.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { PasswordInput } from "../../../components/password-input.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { apiErrorText, apiFieldErrors } from "../../../lib/api-error-text.ts";
import { startGoogleLogin } from "../../../lib/google-login.ts";
import { useT } from "../../../lib/locale.tsx";
import { useDeleteAccountMutation } from "../api.ts";

/** Replaceable in tests (jsdom cannot navigate). */
export const accountDeletionEnv = {
  navigate: (url: string): void => window.location.assign(url),
};

/** The home page (in the page's locale when the URL has one), told to confirm the deletion. */
export function homeAfterDeletion(pathname = window.location.pathname): string {
  const { locale } = splitLocalePath(pathname);
  return `${locale ? `/${locale}/` : "/"}?account=deleted`;
}

/**
 * Confirms the deletion of the signed-in user's account: with the password, or for a Google-only
 * account after a fresh Google sign-in (the server checks it). On success the session is gone and
 * the browser goes to the home page, which shows the confirmation.
 */
export function DeleteAccountDialog({ open, user, onClose }: { open: boolean; user: UserDto; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const remove = useDeleteAccountMutation();
  const passwordRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [googleLoading, setGoogleLoading] = useState(false);
  const pending = remove.isPending || googleLoading;

  useEffect(() => {
    if (open) return;
    setPassword("");
    setFieldError(null);
    setFormError(null);
  }, [open]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    if (user.hasPassword && !password) {
      setFieldError(t("profile.privacy.deletePasswordRequired"));
      passwordRef.current?.focus();
      return;
    }
    setFieldError(null);
    try {
      await remove.mutateAsync(user.hasPassword ? { password } : {});
    } catch (error) {
      if (apiFieldErrors(error).some((f) => f.field === "password")) {
        setFieldError(t("profile.privacy.deleteWrongPassword"));
        passwordRef.current?.focus();
      } else if (error instanceof ApiError && error.code === "REAUTH_REQUIRED") {
        setFormError(t("profile.privacy.deleteReauth"));
      } else {
        setFormError(apiErrorText(error, t));
      }
      return;
    }
    accountDeletionEnv.navigate(homeAfterDeletion());
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!pending) onClose();
      }}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={descriptionId}
      initialFocus={user.hasPassword ? passwordRef : cancelRef}
      closeOnEscape={!pending}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {t("profile.privacy.deleteTitle")}
        </h2>
        <div id={descriptionId} className="flex flex-col gap-2 text-sm text-slate-600">
          <p className="break-words">{t("profile.privacy.deleteBody", { email: user.email })}</p>
          {user.hasPassword ? null : <p>{t("profile.privacy.deleteGoogle")}</p>}
        </div>
        {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
        {user.hasPassword ? (
          <PasswordInput
            ref={passwordRef}
            label={t("profile.privacy.deletePassword")}
            hint={t("profile.privacy.deletePasswordHint")}
            autoComplete="current-password"
            value={password}
            error={fieldError ?? undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              setFieldError(null);
            }}
          />
        ) : (
          <Button
            variant="secondary"
            size="md"
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) startGoogleLogin({ setLoading: setGoogleLoading, returnUrl: "/panel/profile" });
            }}
            className="w-full sm:w-auto"
          >
            {t("profile.privacy.reauthGoogle")}
          </Button>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end" aria-busy={pending || undefined}>
          <Button
            ref={cancelRef}
            variant="secondary"
            size="md"
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) onClose();
            }}
            className="w-full sm:w-auto"
          >
            {t("profile.privacy.cancel")}
          </Button>
          <Button type="submit" variant="danger" aria-disabled={pending || undefined} className="w-full sm:w-auto">
            {remove.isPending ? t("profile.privacy.deleting") : t("profile.privacy.deleteConfirm")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
