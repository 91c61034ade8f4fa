/**
 * A field name of an API error split at its first step: `session.cookies[0].domain` is the `session`
 * field (nested), `blockedUrls[2]` and `blockedUrls.2` are entry 2 of `blockedUrls`.
 */
export function splitFieldPath(field: string): { root: string; index: number | null; nested: boolean } {
  const root = /^[^.[]+/.exec(field)?.[0] ?? field;
  const rest = field.slice(root.length);
  const step = /^(?:\[(\d+)\]|\.(\d+))(?=$|[.[])/.exec(rest);
  const digits = step ? (step[1] ?? step[2]) : undefined;
  return { root, index: digits === undefined ? null : Number(digits), nested: rest !== "" };
}
