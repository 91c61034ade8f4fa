import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from "@app/shared/constants";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useT } from "../lib/locale.tsx";

type ToastKind = "success" | "error";

interface ToastItem {
  id: number;
  kind: ToastKind;
  title: string;
  description?: string | undefined;
}

export interface ToastApi {
  /** Shown for ERROR_TOAST_MS (5 s, SPEC §9) with role="alert". */
  error: (title: string, description?: string) => number;
  /** Shown for SUCCESS_TOAST_MS (3 s, SPEC §9) with role="status". */
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
      <section
        aria-label={t("toast.region")}
        className="pointer-events-none fixed right-4 bottom-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
      >
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} closeLabel={t("toast.close")} />
        ))}
      </section>
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
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), DURATION[toast.kind]);
    return () => clearTimeout(timer);
  }, [toast.id, toast.kind, onDismiss]);

  const tone =
    toast.kind === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-green-200 bg-green-50 text-green-900";
  return (
    <div
      role={toast.kind === "error" ? "alert" : "status"}
      data-testid={`toast-${toast.kind}`}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-3 shadow-md ${tone}`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-0.5 text-sm opacity-90">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        title={closeLabel}
        onClick={() => onDismiss(toast.id)}
        className="rounded p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error("useToast must be used inside <ToastProvider>");
  return value;
}
