import type { UserStatus } from "@app/shared/constants";
import type { UserDto, UserStatusBody } from "@app/shared/schemas/users";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { useReportedAction } from "../../../components/toast.tsx";
import { useT } from "../../../lib/locale.tsx";
import { useSetUserStatus } from "../api.ts";

/** A status an admin picked for a user, to confirm before it is saved. */
export type StatusChange = { user: UserDto; status: UserStatusBody["status"] };

/** Confirms a status change (`change`, none: closed), then saves it and toasts how it went. */
export function StatusChangeDialog({ change, onClose }: { change: StatusChange | null; onClose: () => void }) {
  const t = useT();
  const report = useReportedAction();
  const setStatus = useSetUserStatus();
  const statusLabel = (status: UserStatus) => t(`adminUsers.status.${status}`);
  return (
    <ConfirmDialog
      open={change !== null}
      tone="primary"
      title={t("adminUsers.confirmStatus.title")}
      description={
        change
          ? t("adminUsers.confirmStatus.description", {
              name: change.user.name,
              from: statusLabel(change.user.status),
              to: statusLabel(change.status),
            })
          : undefined
      }
      onCancel={onClose}
      onConfirm={async () => {
        if (!change) return;
        await report(() => setStatus.mutateAsync({ uuid: change.user.uuid, status: change.status }), {
          failed: t("adminUsers.statusFailed"),
          done: t("adminUsers.statusChanged"),
          doneDetail: t("adminUsers.statusChangedDetail", {
            name: change.user.name,
            status: statusLabel(change.status),
          }),
        });
        onClose();
      }}
    />
  );
}
