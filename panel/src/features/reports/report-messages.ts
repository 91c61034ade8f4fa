import type { MessageKey } from "@app/shared/i18n/translate";
import { REPORT_MESSAGES } from "@app/shared/messages";
import type { Translate } from "../../lib/locale.tsx";

const KEYS = new Map<string, MessageKey>([
  [REPORT_MESSAGES.serviceNameRequired, "report.error.serviceNameRequired"],
  [REPORT_MESSAGES.descriptionRequired, "report.error.descriptionRequired"],
  [REPORT_MESSAGES.descriptionMin, "report.error.descriptionMin"],
]);

/**
 * The report form's messages of SPEC §5 come from the shared schema in English (the API sends the
 * same strings); they are shown in the page's language. Other messages pass through.
 */
export function reportMessageText(message: string | undefined, t: Translate): string | undefined {
  if (!message) return message;
  const key = KEYS.get(message);
  return key ? t(key) : message;
}
