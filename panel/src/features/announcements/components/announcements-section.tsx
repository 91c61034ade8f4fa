import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { BannerList, DismissibleBanner, useBannerDismiss } from "../../../components/dismissible-banner.tsx";
import { NEXT_ACTION_RANK, useNextActionTurn } from "../../../components/next-action.tsx";
import { useExtensionPresence } from "../../../hooks/use-extension-presence.ts";
import { canInstallExtensions } from "../../../lib/can-install-extensions.ts";
import { useLocale } from "../../../lib/locale.tsx";
import { myAnnouncementsQueryOptions, useDismissAnnouncement } from "../api.ts";

/** Links, lists and paragraphs inside the server-rendered Markdown. */
const HTML_CLASS =
  "text-sm [&_a]:font-medium [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_code]:font-mono [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5";

/**
 * The dashboard's announcements: those that apply to the user now, newest first, styled by level
 * (critical ones are alerts, the others status messages). Each can be dismissed: it disappears at
 * once and the server remembers it. Nothing is shown while loading, when there are none or when the
 * list cannot be loaded (announcements never block the dashboard). One aimed at people without the
 * extensions is left out once both have said hello in this browser, and on phones (issue 46). It asks
 * for the same step as setting up this browser, so it waits its turn with it: not while the trial
 * is on offer (one next action at a time).
 */
export function AnnouncementsSection() {
  const { t, locale } = useLocale();
  const list = useQuery(myAnnouncementsQueryOptions(locale));
  const { mutate } = useDismissAnnouncement(locale);
  const dismiss = useBannerDismiss(mutate, t("announcements.dismissFailed"));
  const presence = useExtensionPresence();
  const wanted = presence === "absent" && canInstallExtensions();
  const aimed = wanted && (list.data ?? []).some((item) => item.audience === "without_extensions");
  const turn = useNextActionTurn("extension-announcements", NEXT_ACTION_RANK.browserSetup, aimed);
  const items = useMemo(
    () => (list.data ?? []).filter((item) => item.audience !== "without_extensions" || (wanted && turn)),
    [list.data, wanted, turn],
  );

  return (
    <BannerList headingId="announcements-heading" title={t("announcements.title")} testId="announcements" items={items}>
      {(item) => (
        <li key={item.uuid} data-testid="announcement" data-level={item.level}>
          <DismissibleBanner
            tone={item.level}
            dismissLabel={t("announcements.dismissLabel", { title: item.title })}
            dismissTitle={t("announcements.dismiss")}
            onDismiss={() => dismiss(item.uuid)}
          >
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
          </DismissibleBanner>
        </li>
      )}
    </BannerList>
  );
}
