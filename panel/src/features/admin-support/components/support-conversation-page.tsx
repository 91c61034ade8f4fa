import type { SupportMessageDto, SupportPostResult } from "@app/shared/schemas/support";
import type { SupportStatus } from "@app/shared/support-topics";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { Button } from "../../../components/button.tsx";
import { useConfirm } from "../../../components/confirm-dialog.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { SupportComposer } from "../../../components/support-composer.tsx";
import { SupportThread } from "../../../components/support-thread.tsx";
import { useToast } from "../../../components/toast.tsx";
import { usePageTitle } from "../../../hooks/use-page-title.ts";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { type Translate, useLocale } from "../../../lib/locale.tsx";
import { useSession } from "../../../lib/session/session.ts";
import { supportUnreadKey } from "../../../lib/support.ts";
import { useSupportLive } from "../../../lib/support-live.ts";
import { adminConversationQueryOptions, adminSupportKeys, useReply, useUpdateConversation } from "../api.ts";
import { SupportStatusBadge } from "./support-status-badge.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/support/$uuid");

/** The toast after a reply: how it reached the customer. */
function deliveryText(deliveredBy: SupportPostResult["deliveredBy"], t: Translate): string {
  const live = deliveredBy.includes("live");
  const email = deliveredBy.includes("email");
  if (live && email) return t("adminSupport.sent.liveAndEmail");
  return email ? t("adminSupport.sent.email") : t("adminSupport.sent.live");
}

/**
 * Admin: one conversation. The messages update live (a chat's socket, as the admin side), the reply
 * goes live to a chat or by email to a contact message, and the conversation can be assigned,
 * closed (after a confirmation) and reopened.
 */
export function SupportConversationPage() {
  const { uuid } = routeApi.useParams();
  const { t, locale } = useLocale();
  const toast = useToast();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const conversation = useQuery(adminConversationQueryOptions(uuid));
  usePageTitle(conversation.data?.name ?? t("adminSupport.title"));
  const reply = useReply();
  const update = useUpdateConversation();
  const { confirm, dialog } = useConfirm();
  const isChat = conversation.data?.channel === "chat";
  const live = useSupportLive({
    conversationUuid: uuid,
    queryKey: adminSupportKeys.conversation(uuid),
    side: "admin",
    enabled: isChat,
  });

  // Opening the conversation marked the customer's messages read: the badges follow.
  const fetched = !conversation.isFetching && conversation.isSuccess;
  useEffect(() => {
    if (!fetched) return;
    void queryClient.invalidateQueries({ queryKey: supportUnreadKey });
    void queryClient.invalidateQueries({ queryKey: adminSupportKeys.lists() });
  }, [fetched, queryClient]);

  const back = (
    <Link to="/panel/admin/support" className="text-sm font-medium text-brand-700 hover:underline">
      ← {t("adminSupport.back")}
    </Link>
  );

  if (conversation.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        {back}
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (conversation.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <LoadError
          message={`${t("adminSupport.conversation.loadFailed")} ${apiErrorText(conversation.error, t)}`}
          onRetry={() => void conversation.refetch()}
        />
      </div>
    );
  }

  const data = conversation.data;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const authorLabel = (message: SupportMessageDto) =>
    message.author === "admin" ? (message.authorName ?? t("support.message.support")) : data.name;
  const mine = !!user && data.assignee?.uuid === user.uuid;

  const change = async (
    body: { status: SupportStatus } | { assigneeUuid: string | null },
    done: Parameters<Translate>[0],
  ) => {
    try {
      await update.mutateAsync({ uuid, ...body });
      toast.success(t(done));
    } catch (error) {
      toast.error(t("adminSupport.updateFailed"), apiErrorText(error, t));
      throw error;
    }
  };
  const closeConversation = () =>
    void confirm({
      title: t("adminSupport.closeTitle"),
      description: t("adminSupport.closeDescription"),
      tone: "primary",
      action: () => change({ status: "closed" }, "adminSupport.closed"),
    });

  const onReply = async (body: string) => {
    const result = await reply.mutateAsync({ uuid, body });
    if (result.deliveredBy.length === 0) toast.error(t("adminSupport.sent.emailFailed"));
    else toast.success(deliveryText(result.deliveredBy, t));
  };

  const presence = !isChat
    ? t("adminSupport.presence.contact", { email: data.email })
    : live.presence?.userConnected
      ? t("adminSupport.presence.online")
      : t("adminSupport.presence.offline");

  return (
    <section
      className="flex flex-col gap-4"
      aria-labelledby="admin-support-conversation-heading"
      data-testid="admin-support-conversation"
      data-uuid={data.uuid}
    >
      {back}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1
            id="admin-support-conversation-heading"
            data-testid="admin-support-conversation-heading"
            className="text-2xl font-semibold"
          >
            {data.name}
          </h1>
          <p className="truncate text-sm text-slate-600">{data.subject}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {mine ? null : (
            <Button
              variant="secondary"
              disabled={update.isPending || !user}
              onClick={() => void change({ assigneeUuid: user?.uuid ?? null }, "adminSupport.assigned").catch(() => {})}
            >
              {t("adminSupport.assignMe")}
            </Button>
          )}
          {data.assignee ? (
            <Button
              variant="secondary"
              disabled={update.isPending}
              onClick={() => void change({ assigneeUuid: null }, "adminSupport.unassigned").catch(() => {})}
            >
              {t("adminSupport.unassign")}
            </Button>
          ) : null}
          {data.status === "closed" ? (
            <Button
              variant="secondary"
              disabled={update.isPending}
              onClick={() => void change({ status: "open" }, "adminSupport.reopened").catch(() => {})}
            >
              {t("adminSupport.reopen")}
            </Button>
          ) : (
            <Button variant="secondary" disabled={update.isPending} onClick={closeConversation}>
              {t("adminSupport.close")}
            </Button>
          )}
        </div>
      </header>

      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex h-[min(40rem,75vh)] flex-col rounded-lg border border-slate-200 bg-white">
          <p
            data-testid="admin-support-presence"
            className="border-slate-100 border-b px-4 py-2 text-xs text-slate-600"
          >
            {presence}
          </p>
          {isChat && live.state === "reconnecting" ? (
            <p role="status" className="px-4 py-1 text-xs text-slate-500">
              {t("support.live.reconnecting")}
            </p>
          ) : null}
          <SupportThread
            className="min-h-0 flex-1 px-4 py-3"
            messages={data.messages}
            side="admin"
            authorLabel={authorLabel}
            typing={live.typing ? t("adminSupport.typing", { name: live.typing.name ?? data.name }) : undefined}
            hasEarlier={data.hasEarlier}
          />
          <div className="border-slate-200 border-t p-3">
            <SupportComposer
              testId="admin-support-reply"
              label={t("adminSupport.reply.label")}
              sendLabel={t("adminSupport.reply.send")}
              hint={isChat ? undefined : t("adminSupport.reply.byEmail", { email: data.email })}
              onTyping={isChat ? live.sendTyping : undefined}
              onSend={onReply}
            />
          </div>
        </div>

        <aside className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2">
            <dt className="text-slate-500">{t("adminSupport.details.status")}</dt>
            <dd>
              <SupportStatusBadge status={data.status} testId="admin-support-status" />
            </dd>
            <dt className="text-slate-500">{t("adminSupport.details.email")}</dt>
            <dd className="break-all">{data.email}</dd>
            <dt className="text-slate-500">{t("adminSupport.column.channel")}</dt>
            <dd>{t(`adminSupport.channel.${data.channel}`)}</dd>
            <dt className="text-slate-500">{t("adminSupport.details.topic")}</dt>
            <dd>{data.topic ? t(`support.topic.${data.topic}`) : t("table.noValue")}</dd>
            <dt className="text-slate-500">{t("adminSupport.details.language")}</dt>
            <dd>{data.locale.toUpperCase()}</dd>
            <dt className="text-slate-500">{t("adminSupport.column.assignee")}</dt>
            <dd data-testid="admin-support-assignee">{data.assignee?.name ?? t("adminSupport.unassignedValue")}</dd>
            <dt className="text-slate-500">{t("adminSupport.details.started")}</dt>
            <dd>
              <time dateTime={data.createdAt}>{date.format(new Date(data.createdAt))}</time>
            </dd>
          </dl>
        </aside>
      </div>
      {dialog}
    </section>
  );
}
