import type { ApiBody } from "@app/shared/api/operations";
import type { Locale } from "@app/shared/constants";
import {
  type BlastSegment,
  type BlastState,
  MAIL_TEMPLATE_NAMES,
  type MailTemplateName,
} from "@app/shared/constants/comms";
import type { SortOrder } from "@app/shared/constants/users";
import {
  BLAST_SORT_FIELDS,
  type BlastSortField,
  RECIPIENT_STATUSES,
  type RecipientStatus,
} from "@app/shared/query-fields";
import type {
  BlastCreated,
  BlastDetail,
  BlastDto,
  BlastListQuery,
  BlastPreview,
  BlastPreviewBody,
  BlastStatus,
  BlastSummary,
  DatabaseBlastBody,
  ExcelBlastFields,
  ManualBlastBody,
  OutboxMessage,
  OutboxQuery,
  RecipientDto,
  RecipientListQuery,
  SampleRecipientQuery,
  SenderBody,
  SenderDto,
  SenderUpdateBody,
} from "@app/shared/schemas/comms";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiGet, apiPost, apiPut } from "../../lib/api-client.ts";
import { useInvalidatingMutation } from "../../lib/mutation.ts";

// Response types come from the shared schemas, type-only: this chunk never loads zod for them.
export type {
  BlastCreated,
  BlastDetail,
  BlastDto,
  BlastPreview,
  BlastPreviewBody,
  BlastSegment,
  BlastSortField,
  BlastState,
  BlastStatus,
  BlastSummary,
  MailTemplateName,
  OutboxMessage,
  RecipientDto,
  RecipientStatus,
  SenderDto,
  SortOrder,
};
export { BLAST_SORT_FIELDS, MAIL_TEMPLATE_NAMES, RECIPIENT_STATUSES };

/**
 * The create call's variables: the body of one of the three calls, by the recipients' source (a
 * file goes as a multipart upload with the same text fields).
 */
export type BlastCreateVariables =
  | (ManualBlastBody & { source: "manual" })
  | (ExcelBlastFields & { source: "file"; file: File })
  | (DatabaseBlastBody & { source: "database" });

export const adminEmailKeys = {
  all: ["admin", "email"] as const,
  blasts: () => [...adminEmailKeys.all, "blasts"] as const,
  blastList: (params: BlastListQuery) => [...adminEmailKeys.blasts(), "list", params] as const,
  summary: () => [...adminEmailKeys.blasts(), "summary"] as const,
  blast: (id: string) => [...adminEmailKeys.blasts(), "blast", id] as const,
  status: (id: string) => [...adminEmailKeys.blast(id), "status"] as const,
  detail: (id: string) => [...adminEmailKeys.blast(id), "detail"] as const,
  history: (id: string, params: RecipientListQuery) => [...adminEmailKeys.blast(id), "history", params] as const,
  segmentCount: (segment: BlastSegment) => [...adminEmailKeys.all, "segment-count", segment] as const,
  senders: () => [...adminEmailKeys.all, "senders"] as const,
  outbox: (params: OutboxQuery) => [...adminEmailKeys.all, "outbox", params] as const,
  template: (name: MailTemplateName, locale: Locale) => [...adminEmailKeys.all, "template", name, locale] as const,
};

export function blastListQueryOptions(params: BlastListQuery) {
  const { page, limit, sortBy, sortOrder } = params;
  return queryOptions({
    queryKey: adminEmailKeys.blastList(params),
    queryFn: ({ signal }) => apiGet("/email-blasts", { query: { page, limit, sortBy, sortOrder }, signal }),
  });
}

export function blastSummaryQueryOptions() {
  return queryOptions({
    queryKey: adminEmailKeys.summary(),
    queryFn: async ({ signal }) => (await apiGet("/email-blasts/summary", { signal })).data,
  });
}

/** Progress of one blast. The detail page polls it every second while the blast is sending. */
export function blastStatusQueryOptions(blastId: string) {
  return queryOptions({
    queryKey: adminEmailKeys.status(blastId),
    queryFn: async ({ signal }) => (await apiGet("/email-blasts/status/{id}", { path: { id: blastId }, signal })).data,
    staleTime: 0,
  });
}

export function blastDetailQueryOptions(blastId: string) {
  return queryOptions({
    queryKey: adminEmailKeys.detail(blastId),
    queryFn: async ({ signal }) => (await apiGet("/email-blasts/detail/{id}", { path: { id: blastId }, signal })).data,
  });
}

export function blastHistoryQueryOptions(blastId: string, params: RecipientListQuery) {
  const { page, limit, status, search } = params;
  return queryOptions({
    queryKey: adminEmailKeys.history(blastId, params),
    queryFn: ({ signal }) =>
      apiGet("/email-blasts/history/{id}", { path: { id: blastId }, query: { page, limit, status, search }, signal }),
  });
}

/** How many addresses a segment blast would reach now (unsubscribed ones left out); never cached. */
export function segmentCountQueryOptions(segment: BlastSegment) {
  return queryOptions({
    queryKey: adminEmailKeys.segmentCount(segment),
    queryFn: async ({ signal }) =>
      (await apiGet("/email-blasts/segment-count", { query: { segment }, signal })).data.count,
    staleTime: 0,
  });
}

/** The first real recipient of a segment or a typed list (give one of the two), with the {name} a blast would use. */
export function sampleRecipientQueryOptions(from: SampleRecipientQuery) {
  return queryOptions({
    queryKey: [...adminEmailKeys.all, "sample-recipient", from] as const,
    queryFn: async ({ signal }) =>
      (
        await apiGet("/email-blasts/sample-recipient", {
          query: {
            segment: from.segment,
            email: from.email,
          },
          signal,
        })
      ).data,
    staleTime: 60_000,
  });
}

/**
 * A blast's message exactly as the server will send it to one recipient (layout, footer,
 * unsubscribe link, text part): a POST that stores nothing, cached by its input.
 */
export function blastPreviewQueryOptions(draft: BlastPreviewBody) {
  return queryOptions({
    queryKey: [...adminEmailKeys.all, "blast-preview", draft] as const,
    queryFn: async ({ signal }) => (await apiPost("/email-blasts/preview", { json: draft, signal })).data,
    staleTime: 60_000,
  });
}

/** POST /email-blasts/test: the message to the signed-in admin alone. */
export function useSendTestBlast() {
  return useMutation({
    mutationFn: async (draft: BlastPreviewBody) => (await apiPost("/email-blasts/test", { json: draft })).data,
  });
}

export function senderListQueryOptions() {
  return queryOptions({
    queryKey: adminEmailKeys.senders(),
    queryFn: async ({ signal }) => (await apiGet("/email-blasts/senders", { signal })).data,
  });
}

export function outboxQueryOptions(params: OutboxQuery) {
  const { page, limit, search } = params;
  return queryOptions({
    queryKey: adminEmailKeys.outbox(params),
    queryFn: ({ signal }) => apiGet("/email-blasts/outbox", { query: { page, limit, search }, signal }),
  });
}

/** A transactional email rendered with sample data in one language (the admin preview). */
export function mailPreviewQueryOptions(name: MailTemplateName, locale: Locale) {
  return queryOptions({
    queryKey: adminEmailKeys.template(name, locale),
    queryFn: async ({ signal }) =>
      (await apiGet("/email-blasts/templates/{name}", { path: { name }, query: { locale }, signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /email-blasts/manual, /excel (multipart) or /database, by the recipients' source. */
export function useCreateBlast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BlastCreateVariables): Promise<BlastCreated> => {
      const content: Omit<ApiBody<"/api/email-blasts/manual", "post">, "emails"> = {
        senderId: input.senderId,
        subject: input.subject,
        body: input.body,
        ...(input.scheduledAt ? { scheduledAt: input.scheduledAt } : {}),
      };
      if (input.source === "manual") {
        const json: ApiBody<"/api/email-blasts/manual", "post"> = { ...content, emails: input.emails };
        return (await apiPost("/email-blasts/manual", { json })).data;
      }
      if (input.source === "database") {
        const json: ApiBody<"/api/email-blasts/database", "post"> = { ...content, segment: input.segment };
        return (await apiPost("/email-blasts/database", { json })).data;
      }
      const form = new FormData();
      form.set("file", input.file);
      for (const [key, value] of Object.entries(content)) form.set(key, String(value));
      return (await apiPost("/email-blasts/excel", { body: form })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEmailKeys.blasts() }),
  });
}

/**
 * POST /email-blasts/{id}/cancel: stops a sending or scheduled blast. The answer is the blast's new
 * progress, shown at once; everything else about blasts (details, history, list, summary) reloads.
 */
export function useCancelBlast(blastId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiPost("/email-blasts/{id}/cancel", { path: { id: blastId } })).data,
    onSuccess: (status) => {
      queryClient.setQueryData(adminEmailKeys.status(blastId), status);
      void queryClient.invalidateQueries({ queryKey: adminEmailKeys.blasts() });
    },
    // A 409 means the blast finished or was canceled meanwhile: its status is reloaded either way.
    onError: () => queryClient.invalidateQueries({ queryKey: adminEmailKeys.blast(blastId) }),
  });
}

export function useCreateSender() {
  return useInvalidatingMutation(
    adminEmailKeys.senders(),
    async (input: SenderBody) => (await apiPost("/email-blasts/senders", { json: input })).data,
  );
}

export function useUpdateSender() {
  return useInvalidatingMutation(
    adminEmailKeys.senders(),
    async ({ uuid, input }: { uuid: string; input: SenderUpdateBody }) =>
      (await apiPut("/email-blasts/senders/{id}", { path: { id: uuid }, json: input })).data,
  );
}

export function useDeleteSender() {
  return useInvalidatingMutation(adminEmailKeys.senders(), async (uuid: string) => {
    await apiDelete("/email-blasts/senders/{id}", { path: { id: uuid } });
  });
}
