import { pluralForm } from "@app/shared/i18n/plural";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BannerList, DismissibleBanner, useBannerDismiss } from "../../../components/dismissible-banner.tsx";
import { formatDateTime } from "../../../lib/date-format.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { noticesQueryOptions, type UserNotice, useMarkNoticeRead } from "../api.ts";

/**
 * The user's unread notices as info banners, each dismissed for good (marked read on the server):
 * today the days added to the subscription after a service was down (decision 049). Nothing is
 * shown while loading, when there are none or when the list cannot be loaded. Also a seat of a full
 * service that is now the user's, with a link that opens it (decision 070).
 */
export function NoticesBanner() {
  const { t } = useLocale();
  const notices = useQuery(noticesQueryOptions());
  const { mutate } = useMarkNoticeRead();
  const dismiss = useBannerDismiss(mutate, t("notices.dismissFailed"));

  return (
    <BannerList headingId="notices-heading" title={t("notices.title")} testId="notices" items={notices.data ?? []}>
      {(notice) => (
        <li key={notice.uuid} data-testid="notice" data-kind={notice.kind}>
          <DismissibleBanner
            tone="info"
            dismissLabel={t("notices.dismissLabel", { service: notice.data.service })}
            dismissTitle={t("notices.dismiss")}
            onDismiss={() => dismiss(notice.uuid)}
          >
            <p className="min-w-0 flex-1 text-sm">
              <NoticeText notice={notice} />
            </p>
          </DismissibleBanner>
        </li>
      )}
    </BannerList>
  );
}

function NoticeText({ notice }: { notice: UserNotice }) {
  const { t, locale } = useLocale();
  if (notice.kind === "seat-ready") {
    // A seat of a full pool is theirs (decision 070): where to open it, and until when it is kept.
    const { service, slug, heldUntil } = notice.data;
    return (
      <>
        {t("notices.seatReady", { service, time: formatDateTime(heldUntil, locale) ?? heldUntil })}{" "}
        <Link
          to="/panel/service/$slug"
          params={{ slug }}
          className="font-medium text-brand-700 underline underline-offset-2"
          data-testid="notice-open-service"
        >
          {t("notices.seatReady.open", { service })}
        </Link>
      </>
    );
  }
  const { service, days, startedAt, endedAt } = notice.data;
  return t(`notices.downtimeCredit.${pluralForm(locale, days)}`, {
    days: new Intl.NumberFormat(locale).format(days),
    service,
    start: formatDateTime(startedAt, locale) ?? startedAt,
    end: formatDateTime(endedAt, locale) ?? endedAt,
  });
}
