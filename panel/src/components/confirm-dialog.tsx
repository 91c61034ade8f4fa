import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useT } from "../lib/locale.tsx";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";

interface ConfirmDialogProps {
  open: boolean;
  /** Defaults to the dictionary's "Are you sure?". */
  title?: string | undefined;
  description?: ReactNode;
  /**
   * The confirmed action. While a returned promise runs the dialog is pending (buttons inert,
   * Escape ignored). The dialog never closes itself: the caller sets `open` to false when done.
   * A rejection leaves it open so the caller can report the error and the user can retry or cancel.
   */
  onConfirm: () => unknown;
  /** "No, cancel" and Escape. */
  onCancel: () => void;
  /** Pending state driven from outside, e.g. by a mutation's isPending. */
  pending?: boolean;
  tone?: "danger" | "primary";
}

/**
 * Confirm dialog of docs/product.md#shared-interface-pieces: an alertdialog with exactly "Yes, I'm
 * sure" and "No, cancel".
 */
export function ConfirmDialog({
  open,
  title,
  description,
  onConfirm,
  onCancel,
  pending: pendingProp = false,
  tone = "danger",
}: ConfirmDialogProps) {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [running, setRunning] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!open) setRunning(false);
  }, [open]);

  const pending = pendingProp || running;

  const confirm = async () => {
    if (pending) return;
    setRunning(true);
    try {
      await onConfirm();
    } catch {
      // The caller reports the failure; the dialog stays open for a retry or a cancel.
    } finally {
      if (mounted.current) setRunning(false);
    }
  };
  const cancel = () => {
    if (!pending) onCancel();
  };

  return (
    <Dialog
      open={open}
      onClose={cancel}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      initialFocus={cancelRef}
      closeOnEscape={!pending}
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title ?? t("confirm.title")}
      </h2>
      {description ? (
        <div id={descriptionId} className="mt-2 text-sm text-slate-600">
          {description}
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2" aria-busy={pending || undefined}>
        <Button ref={cancelRef} variant="secondary" size="md" aria-disabled={pending || undefined} onClick={cancel}>
          {t("confirm.no")}
        </Button>
        <Button
          variant={tone === "danger" ? "danger" : "primary"}
          aria-disabled={pending || undefined}
          data-pending={pending || undefined}
          onClick={() => void confirm()}
          className="inline-flex items-center gap-2"
        >
          {pending ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          ) : null}
          {t("confirm.yes")}
        </Button>
      </div>
    </Dialog>
  );
}

export interface ConfirmOptions {
  title?: string;
  description?: ReactNode;
  tone?: "danger" | "primary";
  /** Runs while the dialog shows its pending state; a rejection keeps the dialog open. */
  action?: () => unknown;
}

interface ConfirmRequest extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

/**
 * Promise-based confirmation: `const ok = await confirm({ title, action })` resolves true once the
 * action has succeeded, false on "No, cancel" or Escape. Render the returned `dialog` once.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setRequest((previous) => {
          previous?.resolve(false);
          return { ...options, resolve };
        });
      }),
    [],
  );
  const dialog = (
    <ConfirmDialog
      open={request !== null}
      title={request?.title}
      description={request?.description}
      tone={request?.tone ?? "danger"}
      onConfirm={async () => {
        if (!request) return;
        await request.action?.();
        request.resolve(true);
        setRequest(null);
      }}
      onCancel={() => {
        request?.resolve(false);
        setRequest(null);
      }}
    />
  );
  return { confirm, dialog };
}
