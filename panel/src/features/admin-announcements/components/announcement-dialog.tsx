import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_LEVELS } from "@app/shared/constants/comms";
import type { AnnouncementDto } from "@app/shared/schemas/comms";
import { CheckboxField, SelectField } from "../../../components/form-controls.tsx";
import { FormDialog } from "../../../components/form-dialog.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { shownErrors } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import { type AnnouncementForm, useAnnouncementForm } from "../hooks/use-announcement-form.ts";
import { AnnouncementLanguageTabs } from "./announcement-language-tabs.tsx";

/**
 * Write or edit an announcement: title and Markdown message per language (tabs), a live preview of
 * the open tab's message, level, audience, an optional time window and the published switch.
 * `announcement` null → a new one.
 */
export function AnnouncementDialog({
  open,
  announcement,
  onClose,
}: {
  open: boolean;
  announcement: AnnouncementDto | null;
  onClose: () => void;
}) {
  const t = useT();
  const { form, language, setLanguage, submit, pending, formError } = useAnnouncementForm({
    open,
    announcement,
    onClose,
  });
  const shown = shownErrors(form);

  return (
    <FormDialog
      open={open}
      wide
      title={t(announcement ? "adminAnnouncements.edit" : "adminAnnouncements.new")}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={pending}
      error={formError}
    >
      <AnnouncementLanguageTabs form={form} shown={shown} language={language} onSelect={setLanguage} />
      <AnnouncementSettings form={form} shown={shown} />
    </FormDialog>
  );
}

/** Who sees the announcement, how prominently, when, and whether it is published at all. */
function AnnouncementSettings({
  form,
  shown,
}: {
  form: AnnouncementForm;
  shown: (field: "startsAt" | "endsAt") => string | undefined;
}) {
  const t = useT();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t("adminAnnouncements.form.level")} {...form.register("level")}>
          {ANNOUNCEMENT_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`adminAnnouncements.level.${level}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("adminAnnouncements.form.audience")} {...form.register("audience")}>
          {ANNOUNCEMENT_AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {t(`adminAnnouncements.audience.${audience}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-700">{t("adminAnnouncements.form.schedule")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="datetime-local"
            label={t("adminAnnouncements.form.startsAt")}
            error={shown("startsAt")}
            {...form.register("startsAt")}
          />
          <TextField
            type="datetime-local"
            label={t("adminAnnouncements.form.endsAt")}
            error={shown("endsAt")}
            {...form.register("endsAt")}
          />
        </div>
        <p className="text-xs text-slate-500">{t("adminAnnouncements.form.scheduleHint")}</p>
      </fieldset>
      <CheckboxField
        label={t("adminAnnouncements.form.published")}
        hint={t("adminAnnouncements.form.publishedHint")}
        {...form.register("published")}
      />
    </>
  );
}
