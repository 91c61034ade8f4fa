import { type KeyboardEvent, useId, useRef } from "react";
import { TextareaField } from "../../../components/form-controls.tsx";
import { TextField } from "../../../components/form-field.tsx";
import { MarkdownPreview } from "../../../components/markdown-preview.tsx";
import { useT } from "../../../lib/locale.tsx";
import { LANGUAGE_FIELDS } from "../announcement-form.ts";
import { type AnnouncementForm, LANGUAGES, type Language } from "../hooks/use-announcement-form.ts";

type Shown = (field: (typeof LANGUAGE_FIELDS)[Language][number]) => string | undefined;

/**
 * Title and Markdown message per language, one tab each (arrow keys, Home and End move between
 * them; a tab holding an error says so), and a live preview of the open tab's message.
 */
export function AnnouncementLanguageTabs({
  form,
  shown,
  language,
  onSelect,
}: {
  form: AnnouncementForm;
  shown: Shown;
  language: Language;
  onSelect: (language: Language) => void;
}) {
  const t = useT();
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({});
  const hasError = (lang: Language) => LANGUAGE_FIELDS[lang].some((field) => shown(field));

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
    onSelect(lang);
    tabRefs.current[lang]?.focus();
  };

  const tabLabel = (lang: Language) =>
    t(lang === "en" ? "adminAnnouncements.form.tabEn" : "adminAnnouncements.form.tabId");
  const body = form.watch(language === "en" ? "bodyEn" : "bodyId") ?? "";

  return (
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
              onClick={() => onSelect(lang)}
              onKeyDown={onTabKeyDown}
              className="-mb-px rounded-t-md border border-transparent px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 aria-selected:border-slate-200 aria-selected:border-b-white aria-selected:bg-white aria-selected:text-brand-700"
            >
              {hasError(lang) ? t("adminAnnouncements.form.tabError", { language: tabLabel(lang) }) : tabLabel(lang)}
            </button>
          );
        })}
      </div>
      {LANGUAGES.map((lang) => (
        <LanguagePanel key={lang} form={form} shown={shown} lang={lang} baseId={baseId} hidden={lang !== language} />
      ))}
      <MarkdownPreview markdown={body} label={t("adminAnnouncements.form.preview", { language: tabLabel(language) })} />
    </div>
  );
}

/** One language's title and message, labelled by its tab. */
function LanguagePanel({
  form,
  shown,
  lang,
  baseId,
  hidden,
}: {
  form: AnnouncementForm;
  shown: Shown;
  lang: Language;
  baseId: string;
  hidden: boolean;
}) {
  const t = useT();
  const en = lang === "en";
  return (
    <div
      role="tabpanel"
      id={`${baseId}-panel-${lang}`}
      aria-labelledby={`${baseId}-tab-${lang}`}
      hidden={hidden}
      className="flex flex-col gap-4"
    >
      <TextField
        label={t(en ? "adminAnnouncements.form.titleEn" : "adminAnnouncements.form.titleId")}
        maxLength={200}
        error={shown(en ? "titleEn" : "titleId")}
        {...form.register(en ? "titleEn" : "titleId")}
      />
      <TextareaField
        label={t(en ? "adminAnnouncements.form.bodyEn" : "adminAnnouncements.form.bodyId")}
        hint={t("adminAnnouncements.form.bodyHint")}
        rows={6}
        className="font-mono"
        error={shown(en ? "bodyEn" : "bodyId")}
        {...form.register(en ? "bodyEn" : "bodyId")}
      />
    </div>
  );
}
