import type { UserDto } from "@app/shared/schemas/users";
import { CheckboxField } from "../../../components/form-controls.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { useUpdateMeMutation } from "../api.ts";

/**
 * The mails before the subscription ends (issue 43), on by default: the box saves at once
 * (PUT /users/me) and says so; a failure leaves the box as the server has it.
 */
export function ReminderSettings({ user }: { user: UserDto }) {
  const { t } = useLocale();
  const toast = useToast();
  const update = useUpdateMeMutation();
  const checked = update.isPending ? !!update.variables?.renewalReminders : user.renewalReminders;

  const onChange = async (renewalReminders: boolean) => {
    try {
      await update.mutateAsync({ renewalReminders });
      toast.success(t(renewalReminders ? "profile.reminders.on" : "profile.reminders.off"));
    } catch (error) {
      toast.error(t("profile.reminders.failed"), apiErrorText(error, t));
    }
  };

  return (
    <section className="flex max-w-lg flex-col gap-3" aria-labelledby="profile-email-settings">
      <h2 id="profile-email-settings" className="text-lg font-semibold">
        {t("profile.reminders.title")}
      </h2>
      <CheckboxField
        label={t("profile.reminders.label")}
        hint={t("profile.reminders.hint")}
        checked={checked}
        disabled={update.isPending}
        aria-busy={update.isPending || undefined}
        onChange={(event) => void onChange(event.currentTarget.checked)}
        data-testid="profile-renewal-reminders"
      />
    </section>
  );
}
