import { pluralForm } from "@app/shared/i18n/plural";
import { useQuery } from "@tanstack/react-query";
import { DismissButton } from "../../../components/dismiss-button.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { formatDateTime } from "../../../lib/date-format.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { noticesQueryOptions, type UserNotice, useMarkNoticeRead } from "../api.ts";

/**
 * The user's unread notices as info banners, each dismissed for good (marked read on the server):
 * today the days added to the subscription after a service was down (decision 049). Nothing is
 * shown while loading, when there are none or when the list cannot be loaded.
 */
export function NoticesBanner() {
  const { t } = useLocale();
  const toast = useToast();
  const notices = useQuery(noticesQueryOptions());
  const markRead = useMarkNoticeRead();
  const items = notices.data ?? [];
  if (items.length === 0) return null;

  const dismiss = (notice: UserNotice) =>
    markRead.mutate(notice.uuid, {
      onError: (error) => toast.error(t("notices.dismissFailed"), apiErrorText(error, t)),
    });

  return (
    <section aria-labelledby="notices-heading" data-testid="notices">
      <h2 id="notices-heading" className="sr-only">
        {t("notices.title")}
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((notice) => (
          <li key={notice.uuid} data-testid="notice" data-kind={notice.kind}>
            <div
              role="status"
              className="flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900"
            >
              <InfoIcon />
              <p className="min-w-0 flex-1 text-sm">
                <NoticeText notice={notice} />
              </p>
              <DismissButton
                label={t("notices.dismissLabel", { service: notice.data.service })}
                title={t("notices.dismiss")}
                onClick={() => dismiss(notice)}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NoticeText({ notice }: { notice: UserNotice }) {
  const { t, locale } = useLocale();
  const { service, days, startedAt, endedAt } = notice.data;
  return t(`notices.downtimeCredit.${pluralForm(locale, days)}`, {
    days: new Intl.NumberFormat(locale).format(days),
    service,
    start: formatDateTime(startedAt, locale) ?? startedAt,
    end: formatDateTime(endedAt, locale) ?? endedAt,
  });
}

function InfoIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mt-0.5 size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </svg>
  );
}
