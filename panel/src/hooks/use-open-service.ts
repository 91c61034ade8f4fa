import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { type AccessReply, openServiceWithExtension } from "../lib/access-extension.ts";
import { ApiError } from "../lib/api-client.ts";
import { apiErrorText } from "../lib/api-error-text.ts";
import { useT } from "../lib/locale.tsx";
import { seatKeys } from "../lib/seats.ts";
import { useSession } from "../lib/session/session.ts";

export type OpenState =
  | { kind: "idle" }
  | { kind: "opening" }
  | { kind: "opened" }
  | { kind: "failed"; reply: Extract<AccessReply, { ok: false }> };

/**
 * Opens a cookie service through the Access extension (it fetches the session with its own token,
 * applies it and opens the site signed in; the page never sees the cookies), from the service page
 * or straight from a dashboard card. An outdated extension leads to its update page. The seats are
 * read again after an open or a full pool's refusal: the card and the queue message say where the
 * user now stands (decision 070).
 */
export function useOpenService(serviceUuid: string) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [state, setState] = useState<OpenState>({ kind: "idle" });

  const open = async () => {
    setState({ kind: "opening" });
    let reply: AccessReply;
    try {
      reply = await openServiceWithExtension(serviceUuid, user?.email ?? "");
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
    if (reply.ok || reply.code === "NO_FREE_SEAT") void queryClient.invalidateQueries({ queryKey: seatKeys.all });
    setState(reply.ok ? { kind: "opened" } : { kind: "failed", reply });
  };

  return { state, open };
}
