import type { SupportConversationDto } from "@app/shared/schemas/support";
import type { SupportStatus } from "@app/shared/support-topics";
import { Button } from "../../../components/button.tsx";
import { useConfirm } from "../../../components/confirm-dialog.tsx";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { type Translate, useT } from "../../../lib/locale.tsx";
import { useSession } from "../../../lib/session/session.ts";
import { useUpdateConversation } from "../api.ts";

/** Assign the conversation to oneself, unassign it, close it (after a confirmation) or reopen it. */
export function SupportConversationActions({
  uuid,
  conversation,
}: {
  /** The route's uuid, which the update is sent for. */
  uuid: string;
  conversation: SupportConversationDto;
}) {
  const t = useT();
  const toast = useToast();
  const { user } = useSession();
  const update = useUpdateConversation();
  const { confirm, dialog } = useConfirm();
  const mine = !!user && conversation.assignee?.uuid === user.uuid;

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

  return (
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
      {conversation.assignee ? (
        <Button
          variant="secondary"
          disabled={update.isPending}
          onClick={() => void change({ assigneeUuid: null }, "adminSupport.unassigned").catch(() => {})}
        >
          {t("adminSupport.unassign")}
        </Button>
      ) : null}
      {conversation.status === "closed" ? (
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
      {dialog}
    </div>
  );
}
