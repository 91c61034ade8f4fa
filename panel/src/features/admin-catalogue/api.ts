import type {
  AssociateBody,
  CategoryBody,
  PackageBody,
  PlanServiceDto,
  ServiceBody,
  ServiceDto,
  ServiceListQuery,
  TimeframeBody,
  UploadedMedia,
} from "@app/shared/schemas/catalogue";
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
import { apiDelete, apiGet, apiPost, apiPut } from "../../lib/api-client.ts";
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
    queryFn: async ({ signal }) => (await apiGet("/category-services", { signal })).data,
  });
}

export function timeframesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.timeframes,
    queryFn: async ({ signal }) => (await apiGet("/timeframes", { signal })).data,
  });
}

/** Every package, active or not (admin list). */
export function packagesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.packages,
    queryFn: async ({ signal }) => (await apiGet("/packages-subscriptions/list-all", { signal })).data,
  });
}

/** The query of /services for the list's params: only the fields the list sends. */
export function serviceListSearch(params: ServiceListQuery) {
  const { page, limit, search, category, type, status } = params;
  return { page, limit, search, category, type, status };
}

export function servicesQueryOptions(params: ServiceListQuery) {
  return queryOptions({
    queryKey: catalogueKeys.serviceList(params),
    queryFn: ({ signal }) => apiGet("/services", { query: serviceListSearch(params), signal }),
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
        const { data, meta } = await apiGet("/services", {
          query: serviceListSearch({ page, limit: ALL_SERVICES_PAGE }),
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
    queryFn: async ({ signal }) => (await apiGet("/plan-services", { query: { packageUuid }, signal })).data,
  });
}

/** GET /services/{uuid}/accounts: the service's pool of upstream accounts (never their sessions). */
export function serviceAccountsQueryOptions(serviceUuid: string) {
  return queryOptions({
    queryKey: catalogueKeys.accounts(serviceUuid),
    queryFn: async ({ signal }) =>
      (await apiGet("/services/{uuid}/accounts", { path: { uuid: serviceUuid }, signal })).data,
  });
}

/** GET /services/{uuid}: one service (never its secret), for a dialog opened from the URL. */
export function serviceQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: catalogueKeys.service(uuid),
    queryFn: async ({ signal }) => (await apiGet("/services/{uuid}", { path: { uuid }, signal })).data,
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
      (await apiGet("/services/{uuid}/accounts/{id}/history", { path: { uuid: serviceUuid, id: accountId }, signal }))
        .data,
    staleTime: 0,
  });
}

/**
 * Create (no uuid: POST) or update (PUT /{uuid}) of one catalogue entity, sent by `send`; the given
 * caches are refreshed afterwards. The panel sends every field on both (each update body is the
 * create body's fields, all optional).
 */
function useSave<Body, Answer extends { data: unknown }>(
  send: (body: Body, uuid: string | undefined) => Promise<Answer>,
  invalidate: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uuid, body }: { uuid?: string | undefined; body: Body }): Promise<Answer["data"]> =>
      (await send(body, uuid)).data,
    onSuccess: () => refreshQueries(queryClient, invalidate),
  });
}

function useDelete(remove: (uuid: string) => Promise<unknown>, invalidate: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (uuid: string) => {
      await remove(uuid);
    },
    onSuccess: () => refreshQueries(queryClient, invalidate),
  });
}

// A category or timeframe shows up in the service and package lists: refresh those too.
export const useSaveCategory = () =>
  useSave(
    async (json: CategoryBody, uuid) =>
      uuid
        ? await apiPut("/category-services/{uuid}", { path: { uuid }, json })
        : await apiPost("/category-services", { json }),
    [catalogueKeys.categories, catalogueKeys.services],
  );
export const useDeleteCategory = () =>
  useDelete(
    (uuid) => apiDelete("/category-services/{uuid}", { path: { uuid } }),
    [catalogueKeys.categories, catalogueKeys.services],
  );
export const useSaveTimeframe = () =>
  useSave(
    async (json: TimeframeBody, uuid) =>
      uuid ? await apiPut("/timeframes/{uuid}", { path: { uuid }, json }) : await apiPost("/timeframes", { json }),
    [catalogueKeys.timeframes, catalogueKeys.packages],
  );
export const useDeleteTimeframe = () =>
  useDelete(
    (uuid) => apiDelete("/timeframes/{uuid}", { path: { uuid } }),
    [catalogueKeys.timeframes, catalogueKeys.packages],
  );
// The document spells the package's path parameter `{name}`: its GET by name came first (one path, two spellings).
export const useSavePackage = () =>
  useSave(
    async (json: PackageBody, uuid) =>
      uuid
        ? await apiPut("/packages-subscriptions/{name}", { path: { name: uuid }, json })
        : await apiPost("/packages-subscriptions", { json }),
    [catalogueKeys.packages],
  );
export const useDeletePackage = () =>
  useDelete(
    (uuid) => apiDelete("/packages-subscriptions/{name}", { path: { name: uuid } }),
    [catalogueKeys.packages, catalogueKeys.planServices],
  );
export const useSaveService = () =>
  useSave(
    async (json: ServiceBody, uuid) =>
      uuid ? await apiPut("/services/{uuid}", { path: { uuid }, json }) : await apiPost("/services", { json }),
    [catalogueKeys.services, catalogueKeys.categories],
  );
export const useDeleteService = () =>
  useDelete(
    (uuid) => apiDelete("/services/{uuid}", { path: { uuid } }),
    [catalogueKeys.services, catalogueKeys.categories, catalogueKeys.planServices],
  );

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
      (id
        ? await apiPut("/services/{uuid}/accounts/{id}", { path: { uuid: serviceUuid, id }, json: body })
        : await apiPost("/services/{uuid}/accounts", { path: { uuid: serviceUuid }, json: body as ServiceAccountBody })
      ).data,
    onSuccess: () => refreshQueries(queryClient, accountCaches(serviceUuid)),
  });
}

export function useDeleteServiceAccount(serviceUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiDelete("/services/{uuid}/accounts/{id}", { path: { uuid: serviceUuid, id } });
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
      (await apiPost("/services/{uuid}/accounts/{id}/check", { path: { uuid: serviceUuid, id } })).data,
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
    mutationFn: async (body: AssociateBody) => (await apiPost("/plan-services/associate", { json: body })).data,
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
      return (await apiPost("/media/upload", { body })).data;
    },
  });
}
