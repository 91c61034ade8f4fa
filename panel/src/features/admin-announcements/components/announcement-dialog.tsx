import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_LEVELS } from "@app/shared/constants/comms";
import type { AnnouncementDto } from "@app/shared/schemas/comms";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { CheckboxField, SelectField, TextareaField } from "../../../components/form-controls.tsx";
import { FormDialog } from "../../../components/form-dialog.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { MarkdownPreview } from "../../../components/markdown-preview.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { applyServerFieldErrors, shownErrors, useZodForm } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import { announcementFormSchema, formDefaults, LANGUAGE_FIELDS, toInput } from "../announcement-form.ts";
import { useCreateAnnouncement, useUpdateAnnouncement } from "../api.ts";

type Language = keyof typeof LANGUAGE_FIELDS;
const LANGUAGES: readonly Language[] = ["en", "id"];

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
  const toast = useToast();
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({});
  const [language, setLanguage] = useState<Language>("en");
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => announcementFormSchema(t("adminAnnouncements.form.endsAfterStart")), [t]);
  const form = useZodForm(schema, { defaultValues: formDefaults(announcement) });
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const pending = create.isPending || update.isPending;
  const shown = shownErrors(form);
  const hasError = (lang: Language) => LANGUAGE_FIELDS[lang].some((field) => shown(field));

  // A new subject for the dialog (opened for another announcement, or for a new one) resets it.
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset(formDefaults(announcement));
    setLanguage("en");
    setFormError(null);
  }, [open, announcement, reset]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        if (announcement) {
          await update.mutateAsync({ uuid: announcement.uuid, input: toInput(values) });
          toast.success(t("adminAnnouncements.updated"));
        } else {
          await create.mutateAsync(toInput(values));
          toast.success(t("adminAnnouncements.created"));
        }
        onClose();
      } catch (error) {
        if (!applyServerFieldErrors(form, error, t)) setFormError(apiErrorText(error, t));
      }
    },
    (invalid) => {
      // Open the tab that holds the first error, so the error (and its field) can be seen.
      const withError = LANGUAGES.find((lang) => LANGUAGE_FIELDS[lang].some((field) => invalid[field]));
      if (withError && !LANGUAGE_FIELDS[language].some((field) => invalid[field])) setLanguage(withError);
    },
  );

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft" && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const index = LANGUAGES.indexOf(language);
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? LANGUAGES.length - 1
          : (index + (event.key === "ArrowRight" ? 1 : -1) + LANGUAGES.length) % LANGUAGES.length;
    const lang = LANGUAGES[next] ?? "en";
    setLanguage(lang);
    tabRefs.current[lang]?.focus();
  };

  const tabLabel = (lang: Language) =>
    t(lang === "en" ? "adminAnnouncements.form.tabEn" : "adminAnnouncements.form.tabId");
  const body = form.watch(language === "en" ? "bodyEn" : "bodyId") ?? "";

  return (
    <FormDialog
      open={open}
      wide
      title={t(announcement ? "adminAnnouncements.edit" : "adminAnnouncements.new")}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      pending={pending}
      error={formError}
    >
      <div className="flex flex-col gap-3">
        <div
          role="tablist"
          aria-label={t("adminAnnouncements.form.languages")}
          className="flex gap-1 border-b border-slate-200"
        >
          {LANGUAGES.map((lang) => {
            const selected = lang === language;
            return (
              <button
                key={lang}
                ref={(element) => {
                  tabRefs.current[lang] = element;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${lang}`}
                aria-selected={selected}
                aria-controls={`${baseId}-panel-${lang}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setLanguage(lang)}
                onKeyDown={onTabKeyDown}
                className="-mb-px rounded-t-md border border-transparent px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 aria-selected:border-slate-200 aria-selected:border-b-white aria-selected:bg-white aria-selected:text-brand-700"
              >
                {hasError(lang) ? t("adminAnnouncements.form.tabError", { language: tabLabel(lang) }) : tabLabel(lang)}
              </button>
            );
          })}
        </div>
        {LANGUAGES.map((lang) => (
          <div
            key={lang}
            role="tabpanel"
            id={`${baseId}-panel-${lang}`}
            aria-labelledby={`${baseId}-tab-${lang}`}
            hidden={lang !== language}
            className="flex flex-col gap-4"
          >
            <TextField
              label={t(lang === "en" ? "adminAnnouncements.form.titleEn" : "adminAnnouncements.form.titleId")}
              maxLength={200}
              error={shown(lang === "en" ? "titleEn" : "titleId")}
              {...form.register(lang === "en" ? "titleEn" : "titleId")}
            />
            <TextareaField
              label={t(lang === "en" ? "adminAnnouncements.form.bodyEn" : "adminAnnouncements.form.bodyId")}
              hint={t("adminAnnouncements.form.bodyHint")}
              rows={6}
              className="font-mono"
              error={shown(lang === "en" ? "bodyEn" : "bodyId")}
              {...form.register(lang === "en" ? "bodyEn" : "bodyId")}
            />
          </div>
        ))}
        <MarkdownPreview
          markdown={body}
          label={t("adminAnnouncements.form.preview", { language: tabLabel(language) })}
        />
      </div>
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
    </FormDialog>
  );
}
