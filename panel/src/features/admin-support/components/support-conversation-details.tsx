import type { SupportConversationDto } from "@app/shared/schemas/support";
import { useLocale } from "../../../lib/locale.tsx";
import { SupportStatusBadge } from "./support-status-badge.tsx";

/** The conversation's facts beside the thread: status, address, channel, topic, language, assignee, start. */
export function SupportConversationDetails({ conversation }: { conversation: SupportConversationDto }) {
  const { t, locale } = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <aside className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2">
        <dt className="text-slate-500">{t("adminSupport.details.status")}</dt>
        <dd>
          <SupportStatusBadge status={conversation.status} testId="admin-support-status" />
        </dd>
        <dt className="text-slate-500">{t("adminSupport.details.email")}</dt>
        <dd className="break-all">{conversation.email}</dd>
        <dt className="text-slate-500">{t("adminSupport.column.channel")}</dt>
        <dd>{t(`adminSupport.channel.${conversation.channel}`)}</dd>
        <dt className="text-slate-500">{t("adminSupport.details.topic")}</dt>
        <dd>{conversation.topic ? t(`support.topic.${conversation.topic}`) : t("table.noValue")}</dd>
        <dt className="text-slate-500">{t("adminSupport.details.language")}</dt>
        <dd>{conversation.locale.toUpperCase()}</dd>
        <dt className="text-slate-500">{t("adminSupport.column.assignee")}</dt>
        <dd data-testid="admin-support-assignee">{conversation.assignee?.name ?? t("adminSupport.unassignedValue")}</dd>
        <dt className="text-slate-500">{t("adminSupport.details.started")}</dt>
        <dd>
          <time dateTime={conversation.createdAt}>{date.format(new Date(conversation.createdAt))}</time>
        </dd>
      </dl>
    </aside>
  );
}
