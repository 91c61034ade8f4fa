import type { UserDto } from "@app/shared/schemas/users";
import { useState } from "react";
import { Button } from "../../../components/button.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useT } from "../../../lib/locale.tsx";
import { useDownloadMyDataMutation } from "../api.ts";
import { DeleteAccountDialog } from "./delete-account-dialog.tsx";

/** "Your data" on the profile: download everything stored about the user, or delete the account. */
export function PrivacySection({ user }: { user: UserDto }) {
  const t = useT();
  const toast = useToast();
  const download = useDownloadMyDataMutation();
  const [deleting, setDeleting] = useState(false);

  const onDownload = async () => {
    if (download.isPending) return;
    try {
      await download.mutateAsync();
      toast.success(t("profile.privacy.downloaded"));
    } catch (error) {
      toast.error(t("profile.privacy.downloadFailed"), apiErrorText(error, t));
    }
  };

  return (
    <section className="flex max-w-2xl flex-col gap-3" aria-labelledby="profile-privacy">
      <div>
        <h2 id="profile-privacy" className="text-lg font-semibold">
          {t("profile.privacy.title")}
        </h2>
        <p className="text-sm text-slate-600">{t("profile.privacy.intro")}</p>
      </div>
      <div className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">{t("profile.privacy.downloadHint")}</p>
          <Button
            variant="secondary"
            size="md"
            onClick={() => void onDownload()}
            aria-disabled={download.isPending || undefined}
            aria-busy={download.isPending || undefined}
            className="w-full shrink-0 sm:w-auto"
          >
            {download.isPending ? t("profile.privacy.downloading") : t("profile.privacy.download")}
          </Button>
        </div>
        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">{t("profile.privacy.deleteHint")}</p>
          <button
            type="button"
            onClick={() => setDeleting(true)}
            aria-haspopup="dialog"
            className="w-full shrink-0 rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50 sm:w-auto"
          >
            {t("profile.privacy.delete")}
          </button>
        </div>
      </div>
      <DeleteAccountDialog open={deleting} user={user} onClose={() => setDeleting(false)} />
    </section>
  );
}
