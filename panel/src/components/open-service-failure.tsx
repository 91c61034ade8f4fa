import { Link } from "@tanstack/react-router";
import type { OpenState } from "../hooks/use-open-service.ts";
import type { AccessReply } from "../lib/access-extension.ts";
import { ApiError } from "../lib/api-client.ts";
import { apiErrorText } from "../lib/api-error-text.ts";
import { useT } from "../lib/locale.tsx";
import { SeatQueueMessage, useQueuePosition } from "./service-seat.tsx";

/** Where a failure can be fixed: the setup guide (install) or the security alert (a conflict). */
const FAILURE_LINKS = {
  EXTENSION_MISSING: {
    text: "services.access.extensionMissing",
    link: "services.access.installExtensions",
    to: "/panel/addons",
    search: { guide: 1 },
  },
  CONFLICT_EXTENSIONS: {
    text: "services.access.extensionBlocked",
    link: "services.access.seeConflicts",
    to: "/panel/addons/security-alert",
    search: {},
  },
} as const;

/**
 * Why the extension did not open a service, and where to fix it when we know. A full pool is no
 * dead end: the user's place in its queue, and that they will be told (decision 070).
 */
export function OpenServiceFailure({
  reply,
  serviceUuid,
  name,
}: {
  reply: Extract<AccessReply, { ok: false }>;
  serviceUuid: string;
  name: string;
}) {
  if (reply.code === "NO_FREE_SEAT") return <QueuedFailure serviceUuid={serviceUuid} name={name} />;
  return <FailureText reply={reply} />;
}

function QueuedFailure({ serviceUuid, name }: { serviceUuid: string; name: string }) {
  const position = useQueuePosition(serviceUuid);
  return <SeatQueueMessage service={name} position={position} variant="short" />;
}

function FailureText({ reply }: { reply: Extract<AccessReply, { ok: false }> }) {
  const t = useT();
  const fix = FAILURE_LINKS[reply.code as keyof typeof FAILURE_LINKS];
  // The extension passes the API's envelope through: its code is translated like any API error.
  const text = fix
    ? t(fix.text)
    : reply.status
      ? apiErrorText(new ApiError(reply.code, reply.message ?? "", reply.status), t)
      : t("services.access.extensionFailed");
  return (
    <p role="alert" className="text-sm text-red-800" data-testid="service-open-error" data-code={reply.code}>
      {text}
      {fix ? (
        <>
          {" "}
          <Link to={fix.to} search={fix.search} className="font-medium text-brand-700 underline">
            {t(fix.link)}
          </Link>
        </>
      ) : null}
    </p>
  );
}

/** What came of opening a service: opened in a new tab, or why not (announced politely). */
export function OpenServiceStatus({
  state,
  serviceUuid,
  name,
  openedTestId,
  className = "",
}: {
  state: OpenState;
  serviceUuid: string;
  name: string;
  openedTestId: string;
  className?: string;
}) {
  const t = useT();
  return (
    <div aria-live="polite" className={className}>
      {state.kind === "opened" ? (
        <p role="status" className="text-sm text-emerald-800" data-testid={openedTestId}>
          {t("services.access.opened", { name })}
        </p>
      ) : null}
      {state.kind === "failed" ? (
        <OpenServiceFailure reply={state.reply} serviceUuid={serviceUuid} name={name} />
      ) : null}
    </div>
  );
}
