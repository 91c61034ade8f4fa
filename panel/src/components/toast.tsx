import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from "@app/shared/constants";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { apiErrorText } from "../lib/api-error-text.ts";
import { useT } from "../lib/locale.tsx";
import { DismissButton } from "./dismiss-button.tsx";

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
