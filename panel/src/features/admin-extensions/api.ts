import type {
  ConflictsBody,
  ExtensionConflict,
  ExtensionReleases,
  ExtensionSettingsBody,
  ReleaseForm,
} from "@app/shared/schemas/extensions";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiPost, apiPut } from "../../lib/api-client.ts";
import { apiFieldErrors, fieldErrorText } from "../../lib/api-error-text.ts";
import type { Translate } from "../../lib/locale.tsx";
import { useInvalidatingMutation } from "../../lib/mutation.ts";

export type AdminExtension = ExtensionReleases["extensions"][number];
export type ConflictRow = ExtensionConflict;

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
    queryFn: async ({ signal }) => (await apiGet("/extension/releases", { signal, cache: "no-cache" })).data,
  });
}

/** POST /extension/releases (multipart): a new release file; its version must be greater. */
export function useUploadRelease() {
  return useInvalidatingMutation(
    adminExtensionKeys.releases,
    async ({ extensionId, version, file }: ReleaseForm & { file: File }) => {
      const body = new FormData();
      body.set("extensionId", extensionId);
      body.set("version", version);
      body.set("file", file, file.name);
      return (await apiPost("/extension/releases", { body })).data;
    },
  );
}

/** PUT /extension/extensions/{id}: name, minimum version, fallback link. */
export function useUpdateExtension() {
  return useInvalidatingMutation(
    adminExtensionKeys.releases,
    async ({ id, settings }: { id: string; settings: ExtensionSettingsBody }) =>
      (await apiPut("/extension/extensions/{id}", { path: { id }, json: settings })).data,
  );
}

/** PUT /extension/conflicts: replaces the whole conflicting-extension list. */
export function useReplaceConflicts() {
  return useInvalidatingMutation(
    adminExtensionKeys.releases,
    async (conflicts: ConflictRow[]) =>
      (await apiPut("/extension/conflicts", { json: { conflicts } satisfies ConflictsBody })).data,
  );
}

/**
 * The fields a failed write names in `details.fields` (validation errors, and the 409/413 of an
 * upload), keyed by field path, each in the current language.
 */
export function serverFieldErrors(error: unknown, t: Translate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of apiFieldErrors(error)) {
    if (!(f.field in out)) out[f.field] = fieldErrorText(f, t);
  }
  return out;
}
