import { EXTENSION_IDS } from "../../ids.ts";

/** The fields of chrome.management.ExtensionInfo the match looks at. */
export interface InstalledExtension {
  id: string;
  enabled: boolean;
}

export interface ConflictEntry {
  id: string;
  name: string;
}

/**
 * Ids of the installed, enabled extensions that the API lists as conflicting, sorted and without
 * duplicates. Disabled extensions do not count, and neither do the product's own two extensions
 * (`ignore`), even if someone put them on the list.
 */
export function matchConflicts(
  installed: readonly InstalledExtension[],
  conflictList: readonly ConflictEntry[],
  ignore: readonly string[] = [EXTENSION_IDS.core, EXTENSION_IDS.helper],
): string[] {
  const listed = new Set(conflictList.map((c) => c.id));
  const ids = installed.filter((e) => e.enabled && listed.has(e.id) && !ignore.includes(e.id)).map((e) => e.id);
  return [...new Set(ids)].sort();
}

/** The `conflicts` of a releases answer, or null when it is not a list of `{ id, name }`. */
export function parseConflictList(value: unknown): ConflictEntry[] | null {
  if (!Array.isArray(value)) return null;
  const list: ConflictEntry[] = [];
  for (const item of value) {
    const entry = item as Partial<ConflictEntry> | null;
    if (!entry || typeof entry.id !== "string" || !entry.id) return null;
    list.push({ id: entry.id, name: typeof entry.name === "string" ? entry.name : entry.id });
  }
  return list;
}
