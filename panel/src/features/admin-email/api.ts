import type { Locale } from "@app/shared/constants";
import {
  BLAST_SORT_FIELDS,
  type BlastSegment,
  type BlastSortField,
  type BlastState,
  MAIL_TEMPLATE_NAMES,
  type MailTemplateName,
  RECIPIENT_STATUSES,
  type RecipientStatus,
} from "@app/shared/constants/comms";
import type { SortOrder } from "@app/shared/constants/users";
import type {
  BlastCreated,
  BlastDetail,
  BlastDto,
  BlastStatus,
  BlastSummary,
  MailPreview,
  OutboxMessage,
  RecipientDto,
  SampleRecipient,
  SegmentCount,
  SenderDto,
} from "@app/shared/schemas/comms";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { useInvalidatingMutation } from "../../lib/mutation.ts";

// Response types come from the shared schemas, type-only: this chunk never loads zod for them.
export type {
  BlastCreated,
  BlastDetail,
  BlastDto,
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
export type SenderInput = Omit<SenderDto, "uuid" | "createdAt">;

interface BlastContent {
  senderId: string;
  subject: string;
  /** Markdown; {name} and {email} are filled per recipient. */
  body: string;
  scheduledAt?: string | undefined;
}
export type BlastCreateInput =
  | (BlastContent & { source: "manual"; emails: string[] })
  | (BlastContent & { source: "file"; file: File })
  | (BlastContent & { source: "database"; segment: BlastSegment });

export interface BlastListParams {
  page: number;
  limit: number;
  sortBy: BlastSortField;
  sortOrder: SortOrder;
}
export interface RecipientListParams {
  page: number;
  limit: number;
  status?: RecipientStatus | undefined;
  search?: string | undefined;
}
export interface OutboxListParams {
  page: number;
  limit: number;
  search?: string | undefined;
}

export const adminEmailKeys = {
  all: ["admin", "email"] as const,
  blasts: () => [...adminEmailKeys.all, "blasts"] as const,
  blastList: (params: BlastListParams) => [...adminEmailKeys.blasts(), "list", params] as const,
  summary: () => [...adminEmailKeys.blasts(), "summary"] as const,
  blast: (id: string) => [...adminEmailKeys.blasts(), "blast", id] as const,
  status: (id: string) => [...adminEmailKeys.blast(id), "status"] as const,
  detail: (id: string) => [...adminEmailKeys.blast(id), "detail"] as const,
  history: (id: string, params: RecipientListParams) => [...adminEmailKeys.blast(id), "history", params] as const,
  segmentCount: (segment: BlastSegment) => [...adminEmailKeys.all, "segment-count", segment] as const,
  senders: () => [...adminEmailKeys.all, "senders"] as const,
  outbox: (params: OutboxListParams) => [...adminEmailKeys.all, "outbox", params] as const,
  template: (name: MailTemplateName, locale: Locale) => [...adminEmailKeys.all, "template", name, locale] as const,
};

const id = (value: string) => encodeURIComponent(value);

export function blastListQueryOptions(params: BlastListParams) {
  const query = new URLSearchParams({
    page: String(params.page),
    limit: String(params.limit),
    sortBy: params.sortBy,
    sortOrder: params.sortOrder,
  });
  return queryOptions({
    queryKey: adminEmailKeys.blastList(params),
    queryFn: ({ signal }) => api<BlastDto[]>(`/email-blasts?${query}`, { signal }),
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

export function blastHistoryQueryOptions(blastId: string, params: RecipientListParams) {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.status) query.set("status", params.status);
  if (params.search) query.set("search", params.search);
  return queryOptions({
    queryKey: adminEmailKeys.history(blastId, params),
    queryFn: ({ signal }) => api<RecipientDto[]>(`/email-blasts/history/${id(blastId)}?${query}`, { signal }),
  });
}

/** How many addresses a segment blast would reach now (unsubscribed ones left out); never cached. */
export function segmentCountQueryOptions(segment: BlastSegment) {
  return queryOptions({
    queryKey: adminEmailKeys.segmentCount(segment),
    queryFn: async ({ signal }) =>
      (await api<SegmentCount>(`/email-blasts/segment-count?${new URLSearchParams({ segment })}`, { signal })).data
        .count,
    staleTime: 0,
  });
}

/** The first real recipient of a segment or a typed list, with the {name} a blast would use. */
export function sampleRecipientQueryOptions(from: { segment: BlastSegment } | { email: string }) {
  return queryOptions({
    queryKey: [...adminEmailKeys.all, "sample-recipient", from] as const,
    queryFn: async ({ signal }) =>
      (await api<SampleRecipient>(`/email-blasts/sample-recipient?${new URLSearchParams(from)}`, { signal })).data,
    staleTime: 60_000,
  });
}

export function senderListQueryOptions() {
  return queryOptions({
    queryKey: adminEmailKeys.senders(),
    queryFn: async ({ signal }) => (await api<SenderDto[]>("/email-blasts/senders", { signal })).data,
  });
}

export function outboxQueryOptions(params: OutboxListParams) {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.search) query.set("search", params.search);
  return queryOptions({
    queryKey: adminEmailKeys.outbox(params),
    queryFn: ({ signal }) => api<OutboxMessage[]>(`/email-blasts/outbox?${query}`, { signal }),
  });
}

/** A transactional email rendered with sample data in one language (the admin preview). */
export function mailPreviewQueryOptions(name: MailTemplateName, locale: Locale) {
  return queryOptions({
    queryKey: adminEmailKeys.template(name, locale),
    queryFn: async ({ signal }) =>
      (await api<MailPreview>(`/email-blasts/templates/${name}?locale=${locale}`, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /email-blasts/manual, /excel (multipart) or /database, by the recipients' source. */
export function useCreateBlast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BlastCreateInput): Promise<BlastCreated> => {
      const content = {
        senderId: input.senderId,
        subject: input.subject,
        body: input.body,
        ...(input.scheduledAt ? { scheduledAt: input.scheduledAt } : {}),
      };
      if (input.source === "manual") {
        return (
          await api<BlastCreated>("/email-blasts/manual", {
            method: "POST",
            json: { ...content, emails: input.emails },
          })
        ).data;
      }
      if (input.source === "database") {
        return (
          await api<BlastCreated>("/email-blasts/database", {
            method: "POST",
            json: { ...content, segment: input.segment },
          })
        ).data;
      }
      const form = new FormData();
      form.set("file", input.file);
      for (const [key, value] of Object.entries(content)) form.set(key, value);
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
    async (input: SenderInput) => (await api<SenderDto>("/email-blasts/senders", { method: "POST", json: input })).data,
  );
}

export function useUpdateSender() {
  return useInvalidatingMutation(
    adminEmailKeys.senders(),
    async ({ uuid, input }: { uuid: string; input: SenderInput }) =>
      (await api<SenderDto>(`/email-blasts/senders/${id(uuid)}`, { method: "PUT", json: input })).data,
  );
}

export function useDeleteSender() {
  return useInvalidatingMutation(adminEmailKeys.senders(), async (uuid: string) => {
    await api<unknown>(`/email-blasts/senders/${id(uuid)}`, { method: "DELETE" });
  });
}
