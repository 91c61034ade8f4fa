import { useLocale } from "../../../lib/locale.tsx";
import { compactValue, type DiffEntry, diffJson } from "../json-diff.ts";

/** Lines shown before the rest folds into "N more". */
const DIFF_VISIBLE_LINES = 4;

const KIND_CLASS: Record<DiffEntry["kind"], string> = {
  added: "text-green-800",
  removed: "text-red-800",
  changed: "text-amber-900",
};
const KIND_SIGN: Record<DiffEntry["kind"], string> = { added: "+", removed: "−", changed: "~" };

/**
 * The compact diff of an audit row: the fields an update changed ("path: old → new"), or the fields
 * of a created (+) or deleted (−) record; long lists fold after four lines, long values are cut
 * (the full value is in the title).
 */
export function JsonDiffView({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useLocale();
  const diff = diffJson(before, after);
  if (diff.entries.length === 0) {
    return <span className="text-xs text-slate-500">{t("adminAudit.diff.noChanges")}</span>;
  }
  const visible = diff.entries.slice(0, DIFF_VISIBLE_LINES);
  const rest = diff.entries.slice(DIFF_VISIBLE_LINES);
  return (
    <div className="flex max-w-md flex-col gap-0.5 font-mono text-xs" data-testid="json-diff" data-mode={diff.mode}>
      {diff.mode !== "update" ? (
        <span className="font-sans text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
          {t(diff.mode === "create" ? "adminAudit.diff.created" : "adminAudit.diff.deleted")}
        </span>
      ) : null}
      <DiffLines entries={visible} />
      {rest.length > 0 ? (
        <details>
          <summary className="cursor-pointer font-sans text-slate-600">
            {t("adminAudit.diff.more", { count: rest.length })}
          </summary>
          <DiffLines entries={rest} />
        </details>
      ) : null}
    </div>
  );
}

function DiffLines({ entries }: { entries: DiffEntry[] }) {
  const { t } = useLocale();
  return (
    <ul className="flex flex-col gap-0.5">
      {entries.map((entry) => {
        const full =
          entry.kind === "changed"
            ? `${compactValue(entry.before, 10_000)} → ${compactValue(entry.after, 10_000)}`
            : compactValue(entry.kind === "added" ? entry.after : entry.before, 10_000);
        return (
          <li key={`${entry.kind}-${entry.path}`} className={`break-all ${KIND_CLASS[entry.kind]}`} title={full}>
            <span aria-hidden="true">{KIND_SIGN[entry.kind]} </span>
            <span className="sr-only">{t(`adminAudit.diff.${entry.kind}`)} </span>
            {entry.path ? <span className="font-semibold">{entry.path}: </span> : null}
            {entry.kind === "changed" ? (
              <>
                <span className="text-red-800 line-through decoration-red-300">{compactValue(entry.before, 40)}</span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> {t("adminAudit.diff.to")} </span>
                <span className="text-green-800">{compactValue(entry.after, 40)}</span>
              </>
            ) : (
              compactValue(entry.kind === "added" ? entry.after : entry.before, 60)
            )}
          </li>
        );
      })}
    </ul>
  );
}
