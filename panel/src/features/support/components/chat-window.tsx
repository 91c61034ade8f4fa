import type { SupportMessageDto } from "@app/shared/schemas/support";
import { SUPPORT_TOPICS, type SupportTopic } from "@app/shared/support-topics";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Button } from "../../../components/button.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";
import { SupportComposer } from "../../../components/support-composer.tsx";
import { ReconnectingNotice, SupportThread } from "../../../components/support-thread.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useLocale, useT } from "../../../lib/locale.tsx";
import { supportUnreadKey } from "../../../lib/support.ts";
import { useSupportLive } from "../../../lib/support-live.ts";
import {
  conversationQueryOptions,
  myConversationsQueryOptions,
  supportKeys,
  useSendMessage,
  useStartChat,
} from "../api.ts";

type View = { kind: "auto" } | { kind: "list" } | { kind: "new" } | { kind: "thread"; uuid: string };

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the panel and closes it on Escape. */
function useFocusTrap(panelRef: RefObject<HTMLElement | null>, onEscape: () => void) {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });
  useEffect(() => {
    // A message box focused by its autoFocus keeps the focus.
    if (!panelRef.current?.contains(document.activeElement)) panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel) return;
      if (event.key === "Escape") {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (!panel.contains(active) || (!event.shiftKey && active === last)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, [panelRef]);
}

/**
 * The chat panel: full screen on phones, a card in the bottom-right corner from `sm` up. Opens on
 * `initialConversation`, else on the latest conversation still open, else on the list (or, with
 * none yet, on a new conversation). Modal: focus stays inside, Escape closes.
 */
export function ChatWindow({
  initialConversation,
  onClose,
}: {
  initialConversation?: string | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(
    initialConversation ? { kind: "thread", uuid: initialConversation } : { kind: "auto" },
  );
  const list = useQuery({ ...myConversationsQueryOptions(), enabled: view.kind === "auto" || view.kind === "list" });
  useFocusTrap(panelRef, onClose);

  useEffect(() => {
    if (view.kind !== "auto") return;
    if (list.isError) setView({ kind: "list" });
    if (!list.data) return;
    const open = list.data.find((conversation) => conversation.status !== "closed");
    setView(open ? { kind: "thread", uuid: open.uuid } : list.data.length > 0 ? { kind: "list" } : { kind: "new" });
  }, [view.kind, list.data, list.isError]);

  return createPortal(
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="support-chat"
      className="fixed inset-0 z-50 flex flex-col bg-white outline-none sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[min(36rem,calc(100dvh-2rem))] sm:w-[380px] sm:overflow-hidden sm:rounded-xl sm:border sm:border-slate-200 sm:shadow-2xl"
    >
      <header className="flex items-center gap-2 border-slate-200 border-b px-3 py-2">
        {view.kind === "thread" || view.kind === "new" ? (
          <button
            type="button"
            onClick={() => setView({ kind: "list" })}
            aria-label={t("support.back")}
            title={t("support.back")}
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
          >
            <span aria-hidden="true">←</span>
          </button>
        ) : null}
        <h2 id={titleId} className="flex-1 px-1 font-semibold text-slate-900">
          {t("support.title")}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t("support.close")}
          title={t("support.close")}
          data-testid="support-chat-close"
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
        >
          <span aria-hidden="true">✕</span>
        </button>
      </header>
      {view.kind === "thread" ? (
        <ChatThread key={view.uuid} uuid={view.uuid} />
      ) : view.kind === "new" ? (
        <NewConversation onStarted={(uuid) => setView({ kind: "thread", uuid })} />
      ) : view.kind === "list" ? (
        <ConversationList onOpen={(uuid) => setView({ kind: "thread", uuid })} onNew={() => setView({ kind: "new" })} />
      ) : (
        <div className="flex flex-col gap-3 p-4" aria-busy="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </div>
      )}
    </div>,
    document.body,
  );
}

function ConversationList({ onOpen, onNew }: { onOpen: (uuid: string) => void; onNew: () => void }) {
  const { t, locale } = useLocale();
  const list = useQuery(myConversationsQueryOptions());
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4">
      <Button onClick={onNew} data-testid="support-new-conversation">
        {t("support.new")}
      </Button>
      <h3 className="text-sm font-semibold text-slate-700">{t("support.list.title")}</h3>
      {list.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : list.isError ? (
        <LoadError
          message={`${t("support.list.loadFailed")} ${apiErrorText(list.error, t)}`}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <p className="text-sm text-slate-500">{t("support.list.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="support-conversation-list">
          {list.data.map((conversation) => (
            <li key={conversation.uuid}>
              <button
                type="button"
                onClick={() => onOpen(conversation.uuid)}
                className="flex w-full flex-col gap-1 rounded-lg border border-slate-200 p-3 text-left hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm font-medium text-slate-900">{conversation.subject}</span>
                  {conversation.unread > 0 ? (
                    <span className="shrink-0 rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
                      {t("support.list.unread", { count: conversation.unread })}
                    </span>
                  ) : null}
                </span>
                <span className="truncate text-xs text-slate-600">{conversation.preview}</span>
                <span className="flex justify-between text-xs text-slate-500">
                  <span>{t(`support.status.${conversation.status}`)}</span>
                  <time dateTime={conversation.lastMessageAt}>{date.format(new Date(conversation.lastMessageAt))}</time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NewConversation({ onStarted }: { onStarted: (uuid: string) => void }) {
  const t = useT();
  const topicId = useId();
  const [topic, setTopic] = useState<SupportTopic | "">("");
  const start = useStartChat();
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4">
      <p className="text-sm text-slate-600">{t("support.new.intro")}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={topicId} className="text-sm font-medium text-slate-700">
          {t("support.new.topic")}
        </label>
        <select
          id={topicId}
          value={topic}
          onChange={(event) => setTopic(event.target.value as SupportTopic | "")}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          <option value="">{t("support.new.noTopic")}</option>
          {SUPPORT_TOPICS.map((value) => (
            <option key={value} value={value}>
              {t(`support.topic.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <SupportComposer
        label={t("support.composer.label")}
        sendLabel={t("support.new.start")}
        autoFocus
        onSend={async (message) => {
          const result = await start.mutateAsync(topic ? { message, topic } : { message });
          onStarted(result.conversation.uuid);
        }}
      />
    </div>
  );
}

function ChatThread({ uuid }: { uuid: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const conversation = useQuery(conversationQueryOptions(uuid));
  const send = useSendMessage();
  const live = useSupportLive({ conversationUuid: uuid, queryKey: supportKeys.conversation(uuid), side: "user" });

  // Reading the conversation marked support's messages read: the badge follows.
  const fetched = !conversation.isFetching && conversation.isSuccess;
  useEffect(() => {
    if (fetched) void queryClient.invalidateQueries({ queryKey: supportUnreadKey });
  }, [fetched, queryClient]);

  if (conversation.isPending) {
    return (
      <div className="flex flex-col gap-3 p-4" aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-10 w-1/2 self-end" />
      </div>
    );
  }
  if (conversation.isError) {
    return (
      <div className="p-4">
        <LoadError
          message={`${t("support.conversation.loadFailed")} ${apiErrorText(conversation.error, t)}`}
          onRetry={() => void conversation.refetch()}
        />
      </div>
    );
  }
  const data = conversation.data;
  const authorLabel = (message: SupportMessageDto) =>
    message.author === "admin" ? (message.authorName ?? t("support.message.support")) : t("support.message.you");
  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="support-conversation" data-uuid={data.uuid}>
      <p className="truncate border-slate-100 border-b px-4 py-2 text-xs text-slate-500" title={data.subject}>
        {data.subject}
      </p>
      {data.supportOnline ? null : (
        <p data-testid="support-offline" className="bg-amber-50 px-4 py-2 text-xs text-amber-900">
          {t("support.offline")}
        </p>
      )}
      {data.status === "closed" ? (
        <p className="bg-slate-50 px-4 py-2 text-xs text-slate-600">{t("support.closedNotice")}</p>
      ) : null}
      <ReconnectingNotice shown={live.state === "reconnecting"} />
      <SupportThread
        className="min-h-0 flex-1 px-4 py-3"
        messages={data.messages}
        side="user"
        authorLabel={authorLabel}
        typing={live.typing ? t("support.typing") : undefined}
        hasEarlier={data.hasEarlier}
      />
      <div className="border-slate-200 border-t p-3">
        <SupportComposer
          label={t("support.composer.label")}
          autoFocus
          onTyping={live.sendTyping}
          onSend={(body) => send.mutateAsync({ uuid, body })}
        />
      </div>
    </div>
  );
}
