import { useId } from "react";
import { INPUT_CLASS } from "./form-field.tsx";
import { SECONDARY_BUTTON_CLASS } from "./page-header.tsx";

export type DateRange = { from?: string | undefined; to?: string | undefined };

/**
 * Two date inputs (from ≤ to) and a clear button, for list screens that filter by date. `onChange`
 * receives only what changed, so the caller merges it into its latest state (two quick edits in a
 * row must not undo each other).
 */
export function DateRangeFilter({
  value,
  onChange,
  labels,
}: {
  value: DateRange;
  onChange: (next: DateRange) => void;
  labels: { legend: string; from: string; to: string; clear: string };
}) {
  const fromId = useId();
  const toId = useId();
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{labels.legend}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={fromId} className="text-sm font-medium text-slate-700">
          {labels.from}
        </label>
        <input
          id={fromId}
          type="date"
          value={value.from ?? ""}
          max={value.to}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
          className={INPUT_CLASS}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={toId} className="text-sm font-medium text-slate-700">
          {labels.to}
        </label>
        <input
          id={toId}
          type="date"
          value={value.to ?? ""}
          min={value.from}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
          className={INPUT_CLASS}
        />
      </div>
      {value.from || value.to ? (
        <button
          type="button"
          onClick={() => onChange({ from: undefined, to: undefined })}
          className={SECONDARY_BUTTON_CLASS}
        >
          {labels.clear}
        </button>
      ) : null}
    </fieldset>
  );
}
