import type { SupportConversationDto, SupportMessageDto, SupportPostResult } from "@app/shared/schemas/support";
import { SupportComposer } from "../../../components/support-composer.tsx";
import { ReconnectingNotice, SupportThread } from "../../../components/support-thread.tsx";
import { useToast } from "../../../components/toast.tsx";
import { type Translate, useT } from "../../../lib/locale.tsx";
import type { SupportLive } from "../../../lib/support-live.ts";
import { useReply } from "../api.ts";

/** The toast after a reply: how it reached the customer. */
function deliveryText(deliveredBy: SupportPostResult["deliveredBy"], t: Translate): string {
  const live = deliveredBy.includes("live");
  const email = deliveredBy.includes("email");
  if (live && email) return t("adminSupport.sent.liveAndEmail");
  return email ? t("adminSupport.sent.email") : t("adminSupport.sent.live");
}

/**
 * The messages and the reply box, under whether the customer is there: online or offline in a
 * chat (`live`, its socket), the address a contact message's reply is mailed to.
 */
export function SupportConversationChat({
  uuid,
  conversation,
  live,
}: {
  /** The route's uuid: the reply goes into the conversation cached under it. */
  uuid: string;
  conversation: SupportConversationDto;
  live: SupportLive;
}) {
  const t = useT();
  const toast = useToast();
  const reply = useReply();
  const isChat = conversation.channel === "chat";
  const authorLabel = (message: SupportMessageDto) =>
    message.author === "admin" ? (message.authorName ?? t("support.message.support")) : conversation.name;

  const onReply = async (body: string) => {
    const result = await reply.mutateAsync({ uuid, body });
    if (result.deliveredBy.length === 0) toast.error(t("adminSupport.sent.emailFailed"));
    else toast.success(deliveryText(result.deliveredBy, t));
  };

  const presence = !isChat
    ? t("adminSupport.presence.contact", { email: conversation.email })
    : live.presence?.userConnected
      ? t("adminSupport.presence.online")
      : t("adminSupport.presence.offline");

  return (
    <div className="flex h-[min(40rem,75vh)] flex-col rounded-lg border border-slate-200 bg-white">
      <p data-testid="admin-support-presence" className="border-slate-100 border-b px-4 py-2 text-xs text-slate-600">
        {presence}
      </p>
      <ReconnectingNotice shown={isChat && live.state === "reconnecting"} />
      <SupportThread
        className="min-h-0 flex-1 px-4 py-3"
        messages={conversation.messages}
        side="admin"
        authorLabel={authorLabel}
        typing={live.typing ? t("adminSupport.typing", { name: live.typing.name ?? conversation.name }) : undefined}
        hasEarlier={conversation.hasEarlier}
      />
      <div className="border-slate-200 border-t p-3">
        <SupportComposer
          testId="admin-support-reply"
          label={t("adminSupport.reply.label")}
          sendLabel={t("adminSupport.reply.send")}
          hint={isChat ? undefined : t("adminSupport.reply.byEmail", { email: conversation.email })}
          onTyping={isChat ? live.sendTyping : undefined}
          onSend={onReply}
        />
      </div>
    </div>
  );
}
