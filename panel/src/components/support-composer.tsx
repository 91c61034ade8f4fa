import { SUPPORT_LIMITS } from "@app/shared/support-topics";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { apiErrorText } from "../lib/api-error-text.ts";
import { useT } from "../lib/locale.tsx";
import { Button } from "./button.tsx";

/** Typing stops counting after this long without a keystroke. */
const TYPING_IDLE_MS = 3_000;

/**
 * `onTyping(true)` when text is typed, `onTyping(false)` when the text is emptied, after
 * TYPING_IDLE_MS without input, on `stop` (the message is sent) and on unmount.
 */
function useTypingSignal(onTyping: ((typing: boolean) => void) | undefined) {
  const typing = useRef(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onTypingRef = useRef(onTyping);
  useEffect(() => {
    onTypingRef.current = onTyping;
  });

  const stop = () => {
    clearTimeout(idleTimer.current);
    if (!typing.current) return;
    typing.current = false;
    onTypingRef.current?.(false);
  };
  useEffect(
    () => () => {
      clearTimeout(idleTimer.current);
      if (typing.current) onTypingRef.current?.(false);
    },
    [],
  );

  const onInput = (text: string) => {
    if (text.trim() === "") {
      stop();
      return;
    }
    if (!typing.current) {
      typing.current = true;
      onTypingRef.current?.(true);
    }
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stop, TYPING_IDLE_MS);
  };
  return { onInput, stop };
}

/**
 * The message box of the support chat and the inbox: Enter sends, Shift+Enter starts a new line,
 * a character counter against the limit, the button and the box inert while sending, and the
 * error of a failed send (by its code) under it. The text is kept when sending fails.
 */
export function SupportComposer({
  onSend,
  onTyping,
  label,
  sendLabel,
  hint,
  max = SUPPORT_LIMITS.message,
  autoFocus = false,
  testId = "support-composer",
}: {
  /** Gets the trimmed text; a rejection is shown as the error and keeps the text. */
  onSend: (body: string) => Promise<unknown>;
  onTyping?: ((typing: boolean) => void) | undefined;
  label: string;
  sendLabel?: string | undefined;
  hint?: string | undefined;
  max?: number;
  autoFocus?: boolean;
  testId?: string;
}) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const typing = useTypingSignal(onTyping);

  const length = value.length;
  const tooLong = length > max;
  const empty = value.trim() === "";

  const change = (next: string) => {
    setValue(next);
    setError(null);
    typing.onInput(next);
  };

  const send = async () => {
    if (sending || empty || tooLong) return;
    setSending(true);
    setError(null);
    typing.stop();
    try {
      await onSend(value.trim());
      setValue("");
    } catch (failure) {
      setError(apiErrorText(failure, t));
    } finally {
      setSending(false);
      textareaRef.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <form
      data-testid={testId}
      aria-busy={sending || undefined}
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        value={value}
        rows={3}
        maxLength={max}
        readOnly={sending}
        // biome-ignore lint/a11y/noAutofocus: the chat opens to write a message
        autoFocus={autoFocus}
        placeholder={t("support.composer.placeholder")}
        aria-describedby={`${hintId} ${countId}${error ? ` ${errorId}` : ""}`}
        aria-invalid={tooLong || undefined}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        className="w-full resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 read-only:bg-slate-50"
      />
      <div className="flex items-start justify-between gap-2 text-xs text-slate-500">
        <span id={hintId}>{hint ?? t("support.composer.hint")}</span>
        <span
          id={countId}
          data-testid={`${testId}-count`}
          className={`shrink-0 tabular-nums ${tooLong ? "font-semibold text-red-700" : ""}`}
        >
          {t("support.composer.count", { count: length, max })}
        </span>
      </div>
      {tooLong ? (
        <p className="text-xs text-red-700" role="alert">
          {t("support.composer.tooLong", { max })}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" data-testid={`${testId}-error`} className="text-xs text-red-700">
          {t("support.composer.failed")} {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={sending || empty || tooLong} aria-busy={sending || undefined}>
          {sending ? t("support.composer.sending") : (sendLabel ?? t("support.composer.send"))}
        </Button>
      </div>
    </form>
  );
}
