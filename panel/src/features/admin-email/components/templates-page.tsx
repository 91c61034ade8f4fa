import { LOCALES, type Locale } from "@app/shared/constants";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useId } from "react";
import { INPUT_CLASS } from "../../../components/form-field.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageSection } from "../../../components/page-header.tsx";
import { SandboxedHtml } from "../../../components/sandboxed-html.tsx";
import { SegmentedControl } from "../../../components/segmented-control.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { isOneOf } from "../../../lib/list-search.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { MAIL_TEMPLATE_NAMES, type MailTemplateName, mailPreviewQueryOptions } from "../api.ts";
import { EmailNav } from "./email-nav.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/email/templates");

const WIDTHS = ["phone", "computer"] as const;
type Width = (typeof WIDTHS)[number];

/**
 * Every transactional email as its reader sees it, with sample data (issue 28): pick the email,
 * the reader's language and a phone or computer width; the text part is shown under it.
 */
export function TemplatesPage() {
  const { t } = useLocale();
  const navigate = routeApi.useNavigate();
  const search = routeApi.useSearch();
  const name: MailTemplateName = isOneOf(MAIL_TEMPLATE_NAMES, search.name) ? search.name : "verify";
  const mailLocale: Locale = search.lang ?? "en";
  const width: Width = search.width ?? "computer";
  const selectId = useId();
  const preview = useQuery(mailPreviewQueryOptions(name, mailLocale));
  const set = (next: { name?: MailTemplateName; lang?: Locale; width?: Width }) =>
    navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });

  return (
    <PageSection
      headingId="admin-email-templates-heading"
      title={t("adminEmail.templates.title")}
      intro={t("adminEmail.templates.intro")}
    >
      <EmailNav />
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="flex min-w-56 flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
            {t("adminEmail.templates.pick")}
          </label>
          <select
            id={selectId}
            value={name}
            onChange={(event) => set({ name: event.target.value as MailTemplateName })}
            className={INPUT_CLASS}
          >
            {MAIL_TEMPLATE_NAMES.map((template) => (
              <option key={template} value={template}>
                {t(`adminEmail.templates.name.${template}`)}
              </option>
            ))}
          </select>
        </div>
        <SegmentedControl
          label={t("adminEmail.templates.language")}
          options={LOCALES.map((value) => ({ value, label: t(`adminEmail.templates.lang.${value}`) }))}
          value={mailLocale}
          onChange={(lang) => set({ lang })}
          testId="template-language"
        />
        <SegmentedControl
          label={t("adminEmail.templates.width")}
          options={WIDTHS.map((value) => ({ value, label: t(`adminEmail.templates.width.${value}`) }))}
          value={width}
          onChange={(next) => set({ width: next })}
        />
      </div>
      {preview.isError ? (
        <LoadError message={t("adminEmail.templates.loadFailed")} onRetry={() => preview.refetch()} />
      ) : !preview.data ? (
        <Skeleton className="h-[32rem] w-full" />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm">
            <span className="font-medium text-slate-700">{t("adminEmail.templates.subject")}</span>{" "}
            <span data-testid="template-subject">{preview.data.subject}</span>
          </p>
          <div className={width === "phone" ? "w-[390px] max-w-full" : "w-full"}>
            <SandboxedHtml
              html={preview.data.html}
              title={t("adminEmail.outbox.frameTitle", { subject: preview.data.subject })}
              className="h-[40rem]"
              testId="template-frame"
            />
          </div>
          <h2 className="text-base font-semibold">{t("adminEmail.templates.textPart")}</h2>
          <pre
            data-testid="template-text"
            className="max-h-96 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-xs whitespace-pre-wrap break-words"
          >
            {preview.data.text}
          </pre>
        </div>
      )}
    </PageSection>
  );
}
