import type { SupportMessageDto } from "@app/shared/schemas/support";
import type { SupportRoomRole } from "@app/shared/support-topics";
import { useEffect, useRef } from "react";
import { useLocale, useT } from "../lib/locale.tsx";
import { sideOfAuthor } from "../lib/support.ts";
import { SupportMessageText } from "./support-message-text.tsx";

/**
 * The messages of a support conversation, oldest first, seen from `side`: one's own on the right
 * with a sent/read tick, the other side's on the left. Scrolls to the newest message as they come.
 */
export function SupportThread({
  messages,
  side,
  authorLabel,
  typing,
  hasEarlier = false,
  className = "",
}: {
  messages: readonly SupportMessageDto[];
  side: SupportRoomRole;
  authorLabel: (message: SupportMessageDto) => string;
  /** "Support is typing…", shown under the last message. */
  typing?: string | undefined;
  hasEarlier?: boolean;
  className?: string;
}) {
  const { t, locale } = useLocale();
  const endRef = useRef<HTMLDivElement>(null);
  const lastUuid = messages[messages.length - 1]?.uuid;
  useEffect(() => {
    if (lastUuid || typing) endRef.current?.scrollIntoView?.({ block: "end" });
  }, [lastUuid, typing]);
  const time = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" });

  return (
    <div
      role="log"
      aria-label={t("support.thread")}
      // Messages are text: focusable so that keyboard users can scroll the thread.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={`flex flex-col gap-3 overflow-y-auto focus-visible:outline-2 focus-visible:outline-brand-500 ${className}`}
    >
      {hasEarlier ? <p className="text-center text-xs text-slate-500">{t("support.hasEarlier")}</p> : null}
      <ol className="flex flex-col gap-3" data-testid="support-thread">
        {messages.map((message) => {
          const mine = sideOfAuthor(message.author) === side;
          return (
            <li
              key={message.uuid}
              data-testid="support-message"
              data-author={message.author}
              data-mine={mine || undefined}
              className={`flex max-w-[85%] flex-col gap-1 ${mine ? "items-end self-end" : "items-start self-start"}`}
            >
              <span className="text-xs text-slate-500">{authorLabel(message)}</span>
              <div
                className={`rounded-2xl px-3 py-2 text-sm ${
                  mine ? "rounded-br-sm bg-brand-600 text-white" : "rounded-bl-sm bg-slate-100 text-slate-900"
                }`}
              >
                <SupportMessageText body={message.body} />
              </div>
              <span className="flex items-center gap-1 text-xs text-slate-500">
                <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
                {mine ? (
                  <span
                    data-testid="support-message-status"
                    data-read={message.readAt ? "true" : "false"}
                    className={message.readAt ? "text-brand-600" : undefined}
                  >
                    <span aria-hidden="true">{message.readAt ? "✓✓" : "✓"}</span>
                    <span className="sr-only">
                      {message.readAt ? t("support.message.read") : t("support.message.sent")}
                    </span>
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
      <p role="status" data-testid="support-typing" className="min-h-4 text-xs text-slate-500 italic">
        {typing ?? ""}
      </p>
      <div ref={endRef} />
    </div>
  );
}

/** Said while the live connection of a support conversation is being restored (nothing otherwise). */
export function ReconnectingNotice({ shown }: { shown: boolean }) {
  const t = useT();
  return shown ? (
    <p role="status" className="px-4 py-1 text-xs text-slate-500">
      {t("support.live.reconnecting")}
    </p>
  ) : null;
}
