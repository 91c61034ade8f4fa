import { useQuery } from "@tanstack/react-query";
import { useT } from "../lib/locale.tsx";
import { supportUnreadQueryOptions } from "../lib/support.ts";

/**
 * Conversations with unread customer messages, beside the admin's support inbox link (the query the
 * support launcher polls every minute). Nothing when there are none.
 */
export function SupportUnreadBadge() {
  const t = useT();
  const count = useQuery(supportUnreadQueryOptions()).data?.conversations ?? 0;
  if (count <= 0) return null;
  return (
    <span
      data-testid="admin-nav-support-unread"
      className="ml-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white"
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only"> {t("panel.admin.unreadConversations", { count })}</span>
    </span>
  );
}
