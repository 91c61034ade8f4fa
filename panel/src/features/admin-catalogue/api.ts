import type {
  AssociateBody,
  CategoryBody,
  CategoryDto,
  PackageBody,
  PlanServiceDto,
  PlanServiceListQuery,
  ServiceBody,
  ServiceDto,
  ServiceListQuery,
  TimeframeBody,
  TimeframeDto,
  UploadedMedia,
} from "@app/shared/schemas/catalogue";
import type { PackageDto } from "@app/shared/schemas/packages";
import type {
  AccountHolding,
  HoldingEndReason,
  probeCheckResult,
  ServiceAccountBody,
  ServiceAccountDto,
  ServiceAccountUpdateBody,
} from "@app/shared/schemas/service-accounts";
import { type QueryKey, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api-client.ts";
import { apiPath } from "../../lib/api-path.ts";
import { refreshQueries } from "../../lib/refresh-queries.ts";

export type { AccountHolding, HoldingEndReason, ServiceAccountDto };
/** Answer of POST /services/{uuid}/accounts/{id}/check: the verdict, the server's detail (English), the account. */
export type ProbeCheckResult = z.infer<typeof probeCheckResult>;

/** One row of GET /plan-services. */
export type PlanServiceRow = PlanServiceDto;
/** Answer of POST /media/upload. */
export type { UploadedMedia };

export const catalogueKeys = {
  categories: ["admin", "categories"] as const,
  timeframes: ["admin", "timeframes"] as const,
  packages: ["admin", "packages"] as const,
  services: ["admin", "services"] as const,
  serviceList: (params: ServiceListQuery) => [...catalogueKeys.services, "list", params] as const,
  allServices: () => [...catalogueKeys.services, "all"] as const,
  /** Under the services: a write of the service's secret (its first account) refreshes them too. */
  accounts: (serviceUuid: string) => [...catalogueKeys.services, "accounts", serviceUuid] as const,
  /** Under the account list: a write of an account (disabled, deleted) refreshes who held it. */
  accountHistory: (serviceUuid: string, accountId: string) =>
    [...catalogueKeys.accounts(serviceUuid), "history", accountId] as const,
  service: (uuid: string) => [...catalogueKeys.services, "one", uuid] as const,
  planServices: ["admin", "plan-services"] as const,
  planServicesOf: (packageUuid: string) => [...catalogueKeys.planServices, packageUuid] as const,
};

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.categories,
    queryFn: async ({ signal }) => (await api<CategoryDto[]>("/category-services", { signal })).data,
  });
}

export function timeframesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.timeframes,
    queryFn: async ({ signal }) => (await api<TimeframeDto[]>("/timeframes", { signal })).data,
  });
}

/** Every package, active or not (admin list). */
export function packagesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.packages,
    queryFn: async ({ signal }) => (await api<PackageDto[]>("/packages-subscriptions/list-all", { signal })).data,
  });
}

export function serviceListPath(params: ServiceListQuery): string {
  const { page, limit, search, category, type, status } = params;
  return apiPath<ServiceListQuery>("/services", { page, limit, search, category, type, status });
}

export function servicesQueryOptions(params: ServiceListQuery) {
  return queryOptions({
    queryKey: catalogueKeys.serviceList(params),
    queryFn: ({ signal }) => api<ServiceDto[]>(serviceListPath(params), { signal }),
  });
}

const ALL_SERVICES_PAGE = 200;

/** Every service (all pages of GET /services), for the plan-services picker. */
export function allServicesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.allServices(),
    queryFn: async ({ signal }) => {
      const all: ServiceDto[] = [];
      for (let page = 1; ; page++) {
        const { data, meta } = await api<ServiceDto[]>(serviceListPath({ page, limit: ALL_SERVICES_PAGE }), {
          signal,
        });
        all.push(...data);
        if (data.length < ALL_SERVICES_PAGE || (meta && all.length >= meta.total)) return all;
      }
    },
  });
}

export function planServicesQueryOptions(packageUuid: string) {
  return queryOptions({
    queryKey: catalogueKeys.planServicesOf(packageUuid),
    queryFn: async ({ signal }) =>
      (await api<PlanServiceRow[]>(apiPath<PlanServiceListQuery>("/plan-services", { packageUuid }), { signal })).data,
  });
}

/** GET /services/{uuid}/accounts: the service's pool of upstream accounts (never their sessions). */
export function serviceAccountsQueryOptions(serviceUuid: string) {
  return queryOptions({
    queryKey: catalogueKeys.accounts(serviceUuid),
    queryFn: async ({ signal }) =>
      (await api<ServiceAccountDto[]>(`/services/${encodeURIComponent(serviceUuid)}/accounts`, { signal })).data,
  });
}

/** GET /services/{uuid}: one service (never its secret), for a dialog opened from the URL. */
export function serviceQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: catalogueKeys.service(uuid),
    queryFn: async ({ signal }) => (await api<ServiceDto>(`/services/${encodeURIComponent(uuid)}`, { signal })).data,
  });
}

/**
 * GET /services/{uuid}/accounts/{id}/history: who held the account, present and past, the newest
 * first (a current holder has `to` null); never a session. Read afresh each time it is shown.
 */
export function accountHistoryQueryOptions(serviceUuid: string, accountId: string) {
  return queryOptions({
    queryKey: catalogueKeys.accountHistory(serviceUuid, accountId),
    queryFn: async ({ signal }) =>
      (
        await api<AccountHolding[]>(
          `/services/${encodeURIComponent(serviceUuid)}/accounts/${encodeURIComponent(accountId)}/history`,
          { signal },
        )
      ).data,
    staleTime: 0,
  });
}

/**
 * Create (no uuid: POST) or update (PUT /{uuid}) of one catalogue entity; the given caches are
 * refreshed afterwards. `Body` is the create body: the panel sends every field on both (each
 * update body is the create body's fields, all optional).
 */
function useSave<Body, Dto>(path: string, invalidate: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, body }: { uuid?: string | undefined; body: Body }) =>
      (
        await api<Dto>(uuid ? `${path}/${encodeURIComponent(uuid)}` : path, {
          method: uuid ? "PUT" : "POST",
          json: body,
        })
      ).data,
    onSuccess: () => refreshQueries(queryClient, invalidate),
  });
}

function useDelete(path: string, invalidate: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (uuid: string) => {
      await api<{ deleted: true }>(`${path}/${encodeURIComponent(uuid)}`, { method: "DELETE" });
    },
    onSuccess: () => refreshQueries(queryClient, invalidate),
  });
}

// A category or timeframe shows up in the service and package lists: refresh those too.
export const useSaveCategory = () =>
  useSave<CategoryBody, CategoryDto>("/category-services", [catalogueKeys.categories, catalogueKeys.services]);
export const useDeleteCategory = () =>
  useDelete("/category-services", [catalogueKeys.categories, catalogueKeys.services]);
export const useSaveTimeframe = () =>
  useSave<TimeframeBody, TimeframeDto>("/timeframes", [catalogueKeys.timeframes, catalogueKeys.packages]);
export const useDeleteTimeframe = () => useDelete("/timeframes", [catalogueKeys.timeframes, catalogueKeys.packages]);
export const useSavePackage = () =>
  useSave<PackageBody, PackageDto>("/packages-subscriptions", [catalogueKeys.packages]);
export const useDeletePackage = () =>
  useDelete("/packages-subscriptions", [catalogueKeys.packages, catalogueKeys.planServices]);
export const useSaveService = () =>
  useSave<ServiceBody, ServiceDto>("/services", [catalogueKeys.services, catalogueKeys.categories]);
export const useDeleteService = () =>
  useDelete("/services", [catalogueKeys.services, catalogueKeys.categories, catalogueKeys.planServices]);

const accountsPath = (serviceUuid: string) => `/services/${encodeURIComponent(serviceUuid)}/accounts`;
// An account's session decides the service's "secret set" and its health in the list: refresh both.
const accountCaches = (serviceUuid: string) => [catalogueKeys.accounts(serviceUuid), catalogueKeys.services];

/**
 * Create (no id: POST) or update (PUT, any part) of one account of a service. `session` is
 * write-only: a cookie service's pasted JSON, a key service's key; in an update, left out keeps it
 * and "" clears it.
 */
export function useSaveServiceAccount(serviceUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id?: string | undefined;
      body: ServiceAccountBody | ServiceAccountUpdateBody;
    }) =>
      (
        await api<ServiceAccountDto>(
          id ? `${accountsPath(serviceUuid)}/${encodeURIComponent(id)}` : accountsPath(serviceUuid),
          {
            method: id ? "PUT" : "POST",
            json: body,
          },
        )
      ).data,
    onSuccess: () => refreshQueries(queryClient, accountCaches(serviceUuid)),
  });
}

export function useDeleteServiceAccount(serviceUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api<{ deleted: true }>(`${accountsPath(serviceUuid)}/${encodeURIComponent(id)}`, { method: "DELETE" });
    },
    onSuccess: () => refreshQueries(queryClient, accountCaches(serviceUuid)),
  });
}

/**
 * POST /services/{uuid}/accounts/{id}/check: probes the account with its session now. The answer's
 * account (its health after the probe) goes into the list at once; the lists are read again after.
 */
export function useCheckServiceAccount(serviceUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await api<ProbeCheckResult>(`${accountsPath(serviceUuid)}/${encodeURIComponent(id)}/check`, {
          method: "POST",
        })
      ).data,
    onSuccess: ({ account }) => {
      queryClient.setQueryData<ServiceAccountDto[]>(catalogueKeys.accounts(serviceUuid), (list) =>
        list?.map((row) => (row.id === account.id ? account : row)),
      );
      // The account's health is the service's too (its column in the services list).
      return refreshQueries(queryClient, accountCaches(serviceUuid));
    },
  });
}

/** POST /plan-services/associate: replaces the package's set of services atomically. */
export function useAssociateServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AssociateBody) =>
      (await api<PlanServiceRow[]>("/plan-services/associate", { method: "POST", json: body })).data,
    onSuccess: (rows, { packageUuid }) => {
      queryClient.setQueryData(catalogueKeys.planServicesOf(packageUuid), rows);
      return refreshQueries(queryClient, [catalogueKeys.planServices]);
    },
  });
}

/** POST /media/upload (multipart field `file`); the answer's `url` is what a service stores as its logo. */
export function useUploadMedia() {
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return (await api<UploadedMedia>("/media/upload", { method: "POST", body })).data;
    },
  });
}
