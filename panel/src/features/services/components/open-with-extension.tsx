import type { ServiceAccessDto } from "@app/shared/schemas/catalogue";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "../../../components/button.tsx";
import { type AccessReply, openServiceWithExtension } from "../../../lib/access-extension.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { useT } from "../../../lib/locale.tsx";
import { useSession } from "../../../lib/session/session.ts";

type OpenState = { kind: "idle" } | { kind: "opening" } | { kind: "opened" } | { kind: "failed"; reply: AccessReply };

/**
 * A cookie service opens through the Access extension: it fetches the service's cookies with its
 * own token, applies them and opens the site signed in. The page never sees the cookies.
 */
export function OpenWithExtension({ service }: { service: ServiceAccessDto }) {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  const [state, setState] = useState<OpenState>({ kind: "idle" });

  const open = async () => {
    setState({ kind: "opening" });
    let reply: AccessReply;
    try {
      reply = await openServiceWithExtension(service.uuid, user?.email ?? "");
    } catch (error) {
      reply = {
        ok: false,
        code: error instanceof ApiError ? error.code : "INTERNAL_ERROR",
        message: apiErrorText(error, t),
      };
    }
    if (!reply.ok && (reply.status === 426 || reply.code === "EXTENSION_OUTDATED")) {
      await navigate({ to: "/panel/addons/outdated" });
      return;
    }
    setState(reply.ok ? { kind: "opened" } : { kind: "failed", reply });
  };

  return (
    <div className="flex flex-col gap-3" data-testid="open-with-extension">
      <div>
        <Button
          onClick={() => void open()}
          disabled={state.kind === "opening"}
          data-testid="service-open"
          className="inline-flex items-center gap-2"
        >
          {state.kind === "opening" ? t("services.access.opening") : t("services.access.open", { name: service.name })}
          <span className="sr-only">{t("services.opensInNewTab")}</span>
        </Button>
      </div>
      <div aria-live="polite">
        {state.kind === "opened" ? (
          <p role="status" className="text-sm text-emerald-800" data-testid="service-opened">
            {t("services.access.opened", { name: service.name })}
          </p>
        ) : null}
        {state.kind === "failed" ? <OpenFailure reply={state.reply} /> : null}
      </div>
    </div>
  );
}

/** Where a failure can be fixed: the addons (install) or the security alert (a conflict). */
const FAILURE_LINKS = {
  EXTENSION_MISSING: {
    text: "services.access.extensionMissing",
    link: "services.access.installExtensions",
    to: "/panel/addons",
  },
  CONFLICT_EXTENSIONS: {
    text: "services.access.extensionBlocked",
    link: "services.access.seeConflicts",
    to: "/panel/addons/security-alert",
  },
} as const;

function OpenFailure({ reply }: { reply: AccessReply }) {
  const t = useT();
  if (reply.ok) return null;
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
          <Link to={fix.to} className="font-medium text-brand-700 underline">
            {t(fix.link)}
          </Link>
        </>
      ) : null}
    </p>
  );
}
