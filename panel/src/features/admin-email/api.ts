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
  BlastTestResult,
  DatabaseBlastBody,
  ExcelBlastFields,
  MailPreview,
  MailPreviewQuery,
  ManualBlastBody,
  OutboxMessage,
  OutboxQuery,
  RecipientDto,
  RecipientListQuery,
  SampleRecipient,
  SampleRecipientQuery,
  SegmentCount,
  SegmentCountQuery,
  SenderBody,
  SenderDto,
  SenderUpdateBody,
} from "@app/shared/schemas/comms";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { apiPath } from "../../lib/api-path.ts";
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

const id = (value: string) => encodeURIComponent(value);

export function blastListQueryOptions(params: BlastListQuery) {
  const { page, limit, sortBy, sortOrder } = params;
  const path = apiPath<BlastListQuery>("/email-blasts", { page, limit, sortBy, sortOrder });
  return queryOptions({
    queryKey: adminEmailKeys.blastList(params),
    queryFn: ({ signal }) => api<BlastDto[]>(path, { signal }),
  });
}

export function blastSummaryQueryOptions() {
  return queryOptions({
    queryKey: adminEmailKeys.summary(),
    queryFn: async ({ signal }) => (await api<BlastSummary>("/email-blasts/summary", { signal })).data,
  });
}

/** Progress of one blast. The detail page polls it every second while the blast is sending. */
export function blastStatusQueryOptions(blastId: string) {
  return queryOptions({
    queryKey: adminEmailKeys.status(blastId),
    queryFn: async ({ signal }) => (await api<BlastStatus>(`/email-blasts/status/${id(blastId)}`, { signal })).data,
    staleTime: 0,
  });
}

export function blastDetailQueryOptions(blastId: string) {
  return queryOptions({
    queryKey: adminEmailKeys.detail(blastId),
    queryFn: async ({ signal }) => (await api<BlastDetail>(`/email-blasts/detail/${id(blastId)}`, { signal })).data,
  });
}

export function blastHistoryQueryOptions(blastId: string, params: RecipientListQuery) {
  const { page, limit, status, search } = params;
  const path = apiPath<RecipientListQuery>(`/email-blasts/history/${id(blastId)}`, { page, limit, status, search });
  return queryOptions({
    queryKey: adminEmailKeys.history(blastId, params),
    queryFn: ({ signal }) => api<RecipientDto[]>(path, { signal }),
  });
}

/** How many addresses a segment blast would reach now (unsubscribed ones left out); never cached. */
export function segmentCountQueryOptions(segment: BlastSegment) {
  const path = apiPath<SegmentCountQuery>("/email-blasts/segment-count", { segment });
  return queryOptions({
    queryKey: adminEmailKeys.segmentCount(segment),
    queryFn: async ({ signal }) => (await api<SegmentCount>(path, { signal })).data.count,
    staleTime: 0,
  });
}

/** The first real recipient of a segment or a typed list (give one of the two), with the {name} a blast would use. */
export function sampleRecipientQueryOptions(from: SampleRecipientQuery) {
  const path = apiPath<SampleRecipientQuery>("/email-blasts/sample-recipient", {
    segment: from.segment,
    email: from.email,
  });
  return queryOptions({
    queryKey: [...adminEmailKeys.all, "sample-recipient", from] as const,
    queryFn: async ({ signal }) => (await api<SampleRecipient>(path, { signal })).data,
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
    queryFn: async ({ signal }) =>
      (await api<BlastPreview>("/email-blasts/preview", { method: "POST", json: draft, signal })).data,
    staleTime: 60_000,
  });
}

/** POST /email-blasts/test: the message to the signed-in admin alone. */
export function useSendTestBlast() {
  return useMutation({
    mutationFn: async (draft: BlastPreviewBody) =>
      (await api<BlastTestResult>("/email-blasts/test", { method: "POST", json: draft })).data,
  });
}

export function senderListQueryOptions() {
  return queryOptions({
    queryKey: adminEmailKeys.senders(),
    queryFn: async ({ signal }) => (await api<SenderDto[]>("/email-blasts/senders", { signal })).data,
  });
}

export function outboxQueryOptions(params: OutboxQuery) {
  const { page, limit, search } = params;
  const path = apiPath<OutboxQuery>("/email-blasts/outbox", { page, limit, search });
  return queryOptions({
    queryKey: adminEmailKeys.outbox(params),
    queryFn: ({ signal }) => api<OutboxMessage[]>(path, { signal }),
  });
}

/** A transactional email rendered with sample data in one language (the admin preview). */
export function mailPreviewQueryOptions(name: MailTemplateName, locale: Locale) {
  const path = apiPath<MailPreviewQuery>(`/email-blasts/templates/${name}`, { locale });
  return queryOptions({
    queryKey: adminEmailKeys.template(name, locale),
    queryFn: async ({ signal }) => (await api<MailPreview>(path, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /email-blasts/manual, /excel (multipart) or /database, by the recipients' source. */
export function useCreateBlast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BlastCreateVariables): Promise<BlastCreated> => {
      const content: ExcelBlastFields = {
        senderId: input.senderId,
        subject: input.subject,
        body: input.body,
        ...(input.scheduledAt ? { scheduledAt: input.scheduledAt } : {}),
      };
      if (input.source === "manual") {
        const json: ManualBlastBody = { ...content, emails: input.emails };
        return (await api<BlastCreated>("/email-blasts/manual", { method: "POST", json })).data;
      }
      if (input.source === "database") {
        const json: DatabaseBlastBody = { ...content, segment: input.segment };
        return (await api<BlastCreated>("/email-blasts/database", { method: "POST", json })).data;
      }
      const form = new FormData();
      form.set("file", input.file);
      for (const [key, value] of Object.entries(content)) form.set(key, String(value));
      return (await api<BlastCreated>("/email-blasts/excel", { method: "POST", body: form })).data;
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
    mutationFn: async () => (await api<BlastStatus>(`/email-blasts/${id(blastId)}/cancel`, { method: "POST" })).data,
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
    async (input: SenderBody) => (await api<SenderDto>("/email-blasts/senders", { method: "POST", json: input })).data,
  );
}

export function useUpdateSender() {
  return useInvalidatingMutation(
    adminEmailKeys.senders(),
    async ({ uuid, input }: { uuid: string; input: SenderUpdateBody }) =>
      (await api<SenderDto>(`/email-blasts/senders/${id(uuid)}`, { method: "PUT", json: input })).data,
  );
}

export function useDeleteSender() {
  return useInvalidatingMutation(adminEmailKeys.senders(), async (uuid: string) => {
    await api<unknown>(`/email-blasts/senders/${id(uuid)}`, { method: "DELETE" });
  });
}
