import { apiErrorText } from "../../../lib/api-error-text.ts";
import type { Translate } from "../../../lib/locale.tsx";

/**
 * The words for a failed passkey ceremony: the browser's own refusals (the prompt closed, timed
 * out, or no passkey here) are not API errors and get their own sentence.
 */
export function passkeyErrorText(error: unknown, t: Translate): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError" || name === "WebAuthnError")
    return t("security.passkey.cancelled");
  if (name === "NotSupportedError") return t("security.passkey.unsupported");
  return apiErrorText(error, t);
}
