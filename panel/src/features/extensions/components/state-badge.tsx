import type { MessageKey } from "@app/shared/i18n/translate";
import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import type { ExtensionStateKind } from "../../../lib/extension-bridge.ts";
import { useT } from "../../../lib/locale.tsx";

const BADGES: Record<ExtensionStateKind, { tone: BadgeTone; label: MessageKey }> = {
  missing: { tone: "neutral", label: "extensions.state.missing" },
  outdated: { tone: "danger", label: "extensions.state.outdated" },
  "update-available": { tone: "warning", label: "extensions.state.updateAvailable" },
  current: { tone: "success", label: "extensions.state.current" },
};

/** The state of one required extension as a coloured label. */
export function ExtensionStateBadge({ state, testId }: { state: ExtensionStateKind; testId?: string }) {
  const t = useT();
  const badge = BADGES[state];
  return (
    <StatusBadge tone={badge.tone} testId={testId}>
      {t(badge.label)}
    </StatusBadge>
  );
}
