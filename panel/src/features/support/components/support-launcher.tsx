import { useQuery } from "@tanstack/react-query";
import { Link, useRouterState } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useAnyDialogOpen } from "../../../components/dialog.tsx";
import { StrokeIcon } from "../../../components/stroke-icon.tsx";
import { useT } from "../../../lib/locale.tsx";
import { useSession } from "../../../lib/session/session.ts";
import { supportUnreadQueryOptions } from "../../../lib/support.ts";
import { ChatWindow } from "./chat-window.tsx";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The panel shell places it (its `overlay`): in the phone's top bar, at the sidebar's foot from md up.
const BUTTON_CLASS =
  "relative flex size-10 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:size-14 md:shadow-lg";

/**
 * The support button of every panel page, with the unread count (polled every minute, refreshed
 * when a conversation is read). Users open the chat; admins go to the inbox. While a dialog is open
 * it is not shown: nothing floats over a dialog's buttons (issue 28).
 */
export function SupportLauncher() {
  const { user } = useSession();
  const dialogOpen = useAnyDialogOpen();
  if (!user) return null;
  return user.role === "admin" ? <InboxLauncher hidden={dialogOpen} /> : <ChatLauncher hidden={dialogOpen} />;
}

function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="support-unread-badge"
      aria-hidden="true"
      className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold text-white ring-2 ring-white"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

function ChatIcon() {
  return (
    <StrokeIcon className="size-6">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
    </StrokeIcon>
  );
}

function ChatLauncher({ hidden }: { hidden: boolean }) {
  const t = useT();
  const unread = useQuery(supportUnreadQueryOptions());
  const count = unread.data?.messages ?? 0;
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<string | undefined>();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A reply email links to /panel?support=<uuid>: that conversation opens at once.
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  useEffect(() => {
    const uuid = new URLSearchParams(searchStr).get("support");
    if (!uuid || !UUID.test(uuid)) return;
    setTarget(uuid.toLowerCase());
    setOpen(true);
  }, [searchStr]);

  const label = count > 0 ? t("support.launcher.openUnread", { count }) : t("support.launcher.open");
  return (
    <>
      {hidden ? null : (
        <button
          ref={buttonRef}
          type="button"
          data-testid="support-launcher"
          aria-label={label}
          title={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setTarget(undefined);
            setOpen(true);
          }}
          className={BUTTON_CLASS}
        >
          <ChatIcon />
          <UnreadBadge count={count} />
        </button>
      )}
      {open ? (
        <ChatWindow
          initialConversation={target}
          onClose={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

function InboxLauncher({ hidden }: { hidden: boolean }) {
  const t = useT();
  const unread = useQuery(supportUnreadQueryOptions());
  const count = unread.data?.conversations ?? 0;
  const inInbox = useRouterState({ select: (state) => /\/panel\/admin\/support(\/|$)/.test(state.location.pathname) });
  if (inInbox || hidden) return null;
  const label = count > 0 ? t("support.launcher.inboxUnread", { count }) : t("support.launcher.inbox");
  return (
    <Link
      to="/panel/admin/support"
      data-testid="support-launcher"
      aria-label={label}
      title={label}
      className={BUTTON_CLASS}
    >
      <ChatIcon />
      <UnreadBadge count={count} />
    </Link>
  );
}
