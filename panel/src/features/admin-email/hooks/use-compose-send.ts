import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useToast } from "../../../components/toast.tsx";
import { apiErrorText } from "../../../lib/api-error-text.ts";
import { applyServerFieldErrors } from "../../../lib/form.ts";
import { useT } from "../../../lib/locale.tsx";
import { type BlastCreated, type BlastCreateVariables, segmentCountQueryOptions, useCreateBlast } from "../api.ts";
import { COMPOSE_DEFAULTS, toCreateInput, validEmailCount } from "../compose-form.ts";
import type { ComposeForm } from "./use-compose-form.ts";

/** A blast waiting for the admin's confirmation. */
export interface PendingSend {
  input: BlastCreateVariables;
  senderId: string;
  /** Known for a typed list (counted here) and a segment (counted by the server); a file is read by the server. */
  recipients: number | null;
}

/**
 * Sending a blast in two steps: `submit` checks the form and counts its recipients for the
 * confirmation (`confirming`), `send` creates the confirmed blast. Then a file or a typed list with
 * left-out rows goes to `onReport` (its import report) and the form starts again with the same
 * sender; a segment blast opens its progress page.
 */
export function useComposeSend(form: ComposeForm, onReport: (created: BlastCreated) => void) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateBlast();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PendingSend | null>(null);
  const [counting, setCounting] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const input = toCreateInput(values);
    let recipients: number | null = null;
    if (input.source === "manual") recipients = validEmailCount(input.emails);
    else if (input.source === "database") {
      setCounting(true);
      try {
        recipients = await queryClient.fetchQuery(segmentCountQueryOptions(input.segment));
      } catch (error) {
        setFormError(`${t("adminEmail.confirm.countFailed")} ${apiErrorText(error, t)}`);
        return;
      } finally {
        setCounting(false);
      }
    }
    setConfirming({ input, senderId: values.senderId, recipients });
  });

  const send = async ({ input, senderId }: PendingSend) => {
    try {
      const created = await create.mutateAsync(input);
      setConfirming(null);
      toast.success(
        t(created.blast.status === "scheduled" ? "adminEmail.compose.scheduled" : "adminEmail.compose.created"),
      );
      const leftOut = (created.invalid?.length ?? 0) + (created.duplicates?.length ?? 0);
      if (input.source === "file" || (input.source === "manual" && leftOut > 0)) {
        onReport(created);
        form.reset({ ...COMPOSE_DEFAULTS, senderId });
      } else {
        void navigate({ to: "/panel/admin/email/$id", params: { id: created.blast.uuid } });
      }
    } catch (error) {
      // The form shows what went wrong, next to the fields the server named.
      setConfirming(null);
      if (!applyServerFieldErrors(form, error, t)) setFormError(apiErrorText(error, t));
    }
  };

  return {
    submit,
    send,
    cancel: () => setConfirming(null),
    confirming,
    counting,
    sending: create.isPending,
    formError,
  };
}
