import { type ReactNode, type RefObject, useEffect, useRef, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * The open dialogs, the newest last. A dialog opened from another one (a form or a confirmation
 * over a list) is on top: only it answers Escape and keeps Tab, the one below waits.
 */
const openPanels: HTMLElement[] = [];
const isTopmost = (panel: HTMLElement) => openPanels[openPanels.length - 1] === panel;

/**
 * What a direct child of <body> carries to stay usable while a dialog is open: the toasts, which
 * report a dialog's own action (a failed delete keeps its confirmation open) and must be heard.
 */
export const STAYS_LIVE_ATTRIBUTE = "data-stays-live";

/** The children of <body> made inert here (and only those are given back: others may be inert for their own reasons). */
const madeInert = new Set<Element>();

/**
 * Everything but the topmost dialog is inert (issue 28): Tab cannot leave it, a click cannot reach
 * the page, and screen readers (whose virtual cursor ignores focus traps) do not read the page
 * behind, nor a dialog below the top one. Each dialog is a portal, a child of <body> of its own.
 */
function updateInert(): void {
  const top = openPanels[openPanels.length - 1];
  let keep: Element | null = top ?? null;
  while (keep && keep.parentElement !== document.body) keep = keep.parentElement;
  for (const element of madeInert) {
    if (!top || element === keep || !element.isConnected) {
      element.removeAttribute("inert");
      madeInert.delete(element);
    }
  }
  if (!keep) return;
  for (const child of document.body.children) {
    if (child === keep || child.hasAttribute("inert") || child.hasAttribute(STAYS_LIVE_ATTRIBUTE)) continue;
    child.setAttribute("inert", "");
    madeInert.add(child);
  }
}

/** Who follows whether any dialog is open (useAnyDialogOpen). */
const openListeners = new Set<() => void>();
const notifyOpenChange = () => {
  for (const listener of openListeners) listener();
};
const subscribeToOpen = (listener: () => void) => {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
};

/**
 * Whether any dialog (modal or drawer) is open. What floats above the pages (the support launcher)
 * steps aside meanwhile, so it never sits over a dialog's buttons (issue 28).
 */
export function useAnyDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribeToOpen,
    () => openPanels.length > 0,
    () => false,
  );
}

/** Classes of the backdrop and of the panel, per kind of dialog. */
const FRAME = {
  modal: {
    backdrop: "fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4 dark:bg-black/60",
    panel: "w-full max-w-md rounded-xl bg-white p-6 shadow-xl outline-none",
  },
  drawer: {
    backdrop: "fixed inset-0 z-50 flex bg-slate-900/50 dark:bg-black/60",
    panel: "flex h-full w-80 max-w-[85vw] flex-col overflow-y-auto overscroll-contain bg-white shadow-xl outline-none",
  },
} as const;

interface DialogProps {
  open: boolean;
  /**
   * Escape. For a modal, not called for clicks on the backdrop: a modal decision needs a button. A
   * drawer (navigation, nothing to decide) also closes on a click on the backdrop.
   */
  onClose: () => void;
  /** "drawer": full height at the start edge, and the page behind does not scroll while it is open. */
  variant?: keyof typeof FRAME;
  role?: "dialog" | "alertdialog";
  labelledBy: string;
  describedBy?: string | undefined;
  /** Element focused on open; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Element focused on close (the button that opens the dialog); the one focused before opening otherwise. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** False while something runs that must not be abandoned. */
  closeOnEscape?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Modal frame rendered into document.body: moves focus inside on open, makes the rest of the page
 * (and any dialog below) inert, keeps Tab within the panel, closes on Escape, and gives focus back
 * to the element that had it before opening.
 */
export function Dialog({
  open,
  onClose,
  role = "dialog",
  labelledBy,
  describedBy,
  initialFocus,
  returnFocus,
  closeOnEscape = true,
  variant = "modal",
  className = "",
  children,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const closeOnEscapeRef = useRef(closeOnEscape);
  useEffect(() => {
    onCloseRef.current = onClose;
    closeOnEscapeRef.current = closeOnEscape;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      openPanels.push(panel);
      updateInert();
      notifyOpenChange();
      (initialFocus?.current ?? focusableIn(panel)[0] ?? panel).focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      const current = panelRef.current;
      if (!current || !isTopmost(current)) return;
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        if (closeOnEscapeRef.current) onCloseRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusableIn(current);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        current.focus();
      } else if (!current.contains(active)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      const index = panel ? openPanels.indexOf(panel) : -1;
      if (index >= 0) {
        openPanels.splice(index, 1);
        // Before the focus goes back: an inert element cannot take it (the dialog below, the page).
        updateInert();
        notifyOpenChange();
      }
      const target = returnFocus?.current ?? previous;
      if (target?.isConnected) target.focus();
    };
  }, [open, initialFocus, returnFocus]);

  useEffect(() => {
    if (!open || variant !== "drawer") return;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open, variant]);

  if (!open) return null;
  const frame = FRAME[variant];
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a pointer shortcut; Escape and the drawer's close button are the keyboard ways
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above, Escape is handled for the whole dialog
    <div
      className={frame.backdrop}
      onClick={
        variant === "drawer"
          ? (event) => {
              if (event.target === event.currentTarget) onCloseRef.current();
            }
          : undefined
      }
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is "dialog" or "alertdialog", both take aria-modal */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`${frame.panel} ${className}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
