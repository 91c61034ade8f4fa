import type { ExtensionReleases } from "@app/shared/schemas/extensions";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../lib/api-client.ts";

export type AdminExtension = ExtensionReleases["extensions"][number];
export interface ConflictRow {
  id: string;
  name: string;
}

export const adminExtensionKeys = {
  /** The same entry the user pages read: a change here refreshes their alerts too. */
  releases: ["extension", "releases"] as const,
};

/**
 * GET /extension/releases, revalidated with the server each time (the public answer may be cached
 * by the browser for a minute, and an admin must see their change at once).
 */
export function adminReleasesQueryOptions() {
  return queryOptions({
    queryKey: adminExtensionKeys.releases,
    queryFn: async ({ signal }) =>
      (await api<ExtensionReleases>("/extension/releases", { signal, cache: "no-cache" })).data,
  });
}

function useInvalidateReleases() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminExtensionKeys.releases });
}

export interface ReleaseUpload {
  extensionId: string;
  version: string;
  file: File;
}

/** POST /extension/releases (multipart): a new release file; its version must be greater. */
export function useUploadRelease() {
  const invalidate = useInvalidateReleases();
  return useMutation({
    mutationFn: async ({ extensionId, version, file }: ReleaseUpload) => {
      const body = new FormData();
      body.set("extensionId", extensionId);
      body.set("version", version);
      body.set("file", file, file.name);
      return (await api<{ version: string; fileName: string }>("/extension/releases", { method: "POST", body })).data;
    },
    onSuccess: () => invalidate(),
  });
}

export interface ExtensionSettings {
  name?: string;
  minimumVersion?: string;
  fallbackUrl?: string | null;
}

/** PUT /extension/extensions/{id}: name, minimum version, fallback link. */
export function useUpdateExtension() {
  const invalidate = useInvalidateReleases();
  return useMutation({
    mutationFn: async ({ id, settings }: { id: string; settings: ExtensionSettings }) =>
      (await api<unknown>(`/extension/extensions/${encodeURIComponent(id)}`, { method: "PUT", json: settings })).data,
    onSuccess: () => invalidate(),
  });
}

/** PUT /extension/conflicts: replaces the whole conflicting-extension list. */
export function useReplaceConflicts() {
  const invalidate = useInvalidateReleases();
  return useMutation({
    mutationFn: async (conflicts: ConflictRow[]) =>
      (await api<ConflictRow[]>("/extension/conflicts", { method: "PUT", json: { conflicts } })).data,
    onSuccess: () => invalidate(),
  });
}

/**
 * The fields a failed write names in `details.fields` (validation errors, and the 409/413 of an
 * upload), keyed by field path.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.details as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return {};
  const out: Record<string, string> = {};
  for (const f of fields) {
    if (f && typeof f.field === "string" && typeof f.message === "string" && !(f.field in out))
      out[f.field] = f.message;
  }
  return out;
}
