import { useQuery } from "@tanstack/react-query";
import { DismissButton } from "../../../components/dismiss-button.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { type MyAnnouncement, myAnnouncementsQueryOptions, useDismissAnnouncement } from "../api.ts";

const LEVEL_CLASS: Record<MyAnnouncement["level"], string> = {
  info: "border-brand-200 bg-brand-50 text-brand-900",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  critical: "border-red-300 bg-red-50 text-red-900",
};

/** Links, lists and paragraphs inside the server-rendered Markdown. */
const HTML_CLASS =
  "text-sm [&_a]:font-medium [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_code]:font-mono [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5";

/**
 * The dashboard's announcements: those that apply to the user now, newest first, styled by level
 * (critical ones are alerts, the others status messages). Each can be dismissed: it disappears at
 * once and the server remembers it. Nothing is shown while loading, when there are none or when the
 * list cannot be loaded (announcements never block the dashboard).
 */
export function AnnouncementsSection() {
  const { t, locale } = useLocale();
  const toast = useToast();
  const list = useQuery(myAnnouncementsQueryOptions(locale));
  const dismiss = useDismissAnnouncement(locale);
  const items = list.data ?? [];
  if (items.length === 0) return null;

  const onDismiss = (item: MyAnnouncement) =>
    dismiss.mutate(item.uuid, {
      onError: (error) => toast.error(t("announcements.dismissFailed"), apiErrorText(error, t)),
    });

  return (
    <section aria-labelledby="announcements-heading" data-testid="announcements">
      <h2 id="announcements-heading" className="sr-only">
        {t("announcements.title")}
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.uuid} data-testid="announcement" data-level={item.level}>
            <div
              role={item.level === "critical" ? "alert" : "status"}
              className={`flex items-start gap-3 rounded-lg border p-4 ${LEVEL_CLASS[item.level]}`}
            >
              <LevelIcon level={item.level} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  <span className="sr-only">{t(`announcements.level.${item.level}`)}: </span>
                  {item.title}
                </p>
                <div
                  className={`mt-1 ${HTML_CLASS}`}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered Markdown, sanitized by the API's whitelist
                  dangerouslySetInnerHTML={{ __html: item.html }}
                />
              </div>
              <DismissButton
                label={t("announcements.dismissLabel", { title: item.title })}
                title={t("announcements.dismiss")}
                onClick={() => onDismiss(item)}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LevelIcon({ level }: { level: MyAnnouncement["level"] }) {
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
      {level === "info" ? (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v5M12 8h.01" />
        </>
      ) : (
        <>
          <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          <path d="M12 9v4M12 17h.01" />
        </>
      )}
    </svg>
  );
}
