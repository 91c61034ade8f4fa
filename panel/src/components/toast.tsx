import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from "@app/shared/constants";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { apiErrorText } from "../lib/api-error-text.ts";
import { useT } from "../lib/locale.tsx";
import { STAYS_LIVE_ATTRIBUTE } from "./dialog.tsx";
import { DismissButton } from "./dismiss-button.tsx";

type ToastKind = "success" | "error";

interface ToastItem {
  id: number;
  kind: ToastKind;
  title: string;
  description?: string | undefined;
}

export interface ToastApi {
  /**
   * Shown for ERROR_TOAST_MS (5 s, docs/product.md#rules-and-limits; paused while hovered or
   * focused) with role="alert".
   */
  error: (title: string, description?: string) => number;
  /**
   * Shown for SUCCESS_TOAST_MS (3 s, docs/product.md#rules-and-limits; paused while hovered or
   * focused) with role="status".
   */
  success: (title: string, description?: string) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const DURATION: Record<ToastKind, number> = { error: ERROR_TOAST_MS, success: SUCCESS_TOAST_MS };

/** Holds the toasts and renders them stacked in the bottom-right corner (newest last). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const push = useCallback((kind: ToastKind, title: string, description?: string) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, kind, title, description }]);
    return id;
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      error: (title, description) => push("error", title, description),
      success: (title, description) => push("success", title, description),
      dismiss,
    }),
    [push, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* A child of <body> that stays live while a dialog makes the rest inert: a toast often
          reports the open dialog's action, and must be heard and closable. */}
      {createPortal(
        <section
          aria-label={t("toast.region")}
          {...{ [STAYS_LIVE_ATTRIBUTE]: "" }}
          className="pointer-events-none fixed right-4 bottom-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
        >
          {toasts.map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={dismiss} closeLabel={t("toast.close")} />
          ))}
        </section>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

function Toast({
  toast,
  onDismiss,
  closeLabel,
}: {
  toast: ToastItem;
  onDismiss: (id: number) => void;
  closeLabel: string;
}) {
  // The timer waits while the pointer is over the toast or the focus is in it (issue 28: reading a
  // long error, or reaching its close button, took longer than its seconds), then runs on with the
  // time it had left.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(DURATION[toast.kind]);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, toast.id, onDismiss]);

  const tone =
    toast.kind === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-green-200 bg-green-50 text-green-900";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the listeners only pause the timer; nothing is activated by them
    <div
      role={toast.kind === "error" ? "alert" : "status"}
      data-testid={`toast-${toast.kind}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-3 shadow-md ${tone}`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-0.5 text-sm opacity-90">{toast.description}</p> : null}
      </div>
      <DismissButton label={closeLabel} title={closeLabel} onClick={() => onDismiss(toast.id)} />
    </div>
  );
}

export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error("useToast must be used inside <ToastProvider>");
  return value;
}

/**
 * Runs a confirmed action and reports it: a success toast (`done`, `doneDetail`) or an error toast
 * (`failed` and the API's reason) with the error rethrown, so that a confirm dialog stays open.
 */
export function useReportedAction() {
  const t = useT();
  const toast = useToast();
  return useCallback(
    async (action: () => Promise<unknown>, texts: { failed: string; done: string; doneDetail?: string }) => {
      try {
        await action();
      } catch (error) {
        toast.error(texts.failed, apiErrorText(error, t));
        throw error;
      }
      toast.success(texts.done, texts.doneDetail);
    },
    [t, toast],
  );
}
