import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { usePageTitle } from "../../../hooks/use-page-title.ts";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useT } from "../../../lib/locale.tsx";
import { supportUnreadKey } from "../../../lib/support.ts";
import { useSupportLive } from "../../../lib/support-live.ts";
import { adminConversationQueryOptions, adminSupportKeys } from "../api.ts";
import { SupportConversationActions } from "./support-conversation-actions.tsx";
import { SupportConversationChat } from "./support-conversation-chat.tsx";
import { SupportConversationDetails } from "./support-conversation-details.tsx";

const routeApi = getRouteApi("/_auth/panel/admin/support/$uuid");

/**
 * Admin: one conversation. The messages update live (a chat's socket, as the admin side), the reply
 * goes live to a chat or by email to a contact message, and the conversation can be assigned,
 * closed (after a confirmation) and reopened.
 */
export function SupportConversationPage() {
  const { uuid } = routeApi.useParams();
  const t = useT();
  const queryClient = useQueryClient();
  const conversation = useQuery(adminConversationQueryOptions(uuid));
  usePageTitle(conversation.data?.name ?? t("adminSupport.title"));
  const live = useSupportLive({
    conversationUuid: uuid,
    queryKey: adminSupportKeys.conversation(uuid),
    side: "admin",
    enabled: conversation.data?.channel === "chat",
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
        <SupportConversationActions uuid={uuid} conversation={data} />
      </header>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <SupportConversationChat uuid={uuid} conversation={data} live={live} />
        <SupportConversationDetails conversation={data} />
      </div>
    </section>
  );
}
