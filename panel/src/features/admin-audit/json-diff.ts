export type DiffKind = "added" | "removed" | "changed";

export interface DiffEntry {
  /** Dotted path of the value, e.g. "status" or "settings.limit"; empty for a bare value. */
  path: string;
  kind: DiffKind;
  before?: unknown;
  after?: unknown;
}

export interface JsonDiff {
  /** create: nothing before; delete: nothing after; update: both. */
  mode: "create" | "delete" | "update" | "none";
  entries: DiffEntry[];
}

const MAX_DEPTH = 3;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined;
}

/** Leaf values of an object by dotted path (arrays and deep objects stay whole). */
function flatten(value: unknown, prefix = "", depth = 0, out = new Map<string, unknown>()): Map<string, unknown> {
  if (isPlainObject(value) && depth < MAX_DEPTH && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, depth + 1, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The differences between an audit row's `before` and `after`: every field of a created or deleted
 * record, or only the fields an update changed (added, removed or changed), by dotted path.
 */
export function diffJson(before: unknown, after: unknown): JsonDiff {
  if (isEmpty(before) && isEmpty(after)) return { mode: "none", entries: [] };
  if (isEmpty(before)) {
    return {
      mode: "create",
      entries: [...flatten(after)].map(([path, value]) => ({ path, kind: "added", after: value })),
    };
  }
  if (isEmpty(after)) {
    return {
      mode: "delete",
      entries: [...flatten(before)].map(([path, value]) => ({ path, kind: "removed", before: value })),
    };
  }
  const was = flatten(before);
  const now = flatten(after);
  const entries: DiffEntry[] = [];
  for (const [path, value] of now) {
    if (!was.has(path)) entries.push({ path, kind: "added", after: value });
    else if (!same(was.get(path), value)) entries.push({ path, kind: "changed", before: was.get(path), after: value });
  }
  for (const [path, value] of was) if (!now.has(path)) entries.push({ path, kind: "removed", before: value });
  return { mode: "update", entries };
}

/** A value as compact JSON, cut to `max` characters with an ellipsis. */
export function compactValue(value: unknown, max = 80): string {
  let text: string;
  try {
    text = value === undefined ? "undefined" : JSON.stringify(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
