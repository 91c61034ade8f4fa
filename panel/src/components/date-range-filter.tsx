import { useId } from "react";
import { useT } from "../lib/locale.tsx";
import { Button } from "./button.tsx";
import { INPUT_CLASS } from "./form-field.tsx";

export type DateRange = { from?: string | undefined; to?: string | undefined };

/**
 * Two date inputs (from ≤ to) and a clear button, for list screens that filter by date. `onChange`
 * receives only what changed, so the caller merges it into its latest state (two quick edits in a
 * row must not undo each other).
 */
export function DateRangeFilter({
  value,
  onChange,
  legend,
}: {
  value: DateRange;
  onChange: (next: DateRange) => void;
  /** What the dates filter ("Created between"), for assistive technology. */
  legend: string;
}) {
  const t = useT();
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{legend}</legend>
      <DayInput label={t("dateRange.from")} value={value.from} max={value.to} onChange={(from) => onChange({ from })} />
      <DayInput label={t("dateRange.to")} value={value.to} min={value.from} onChange={(to) => onChange({ to })} />
      {value.from || value.to ? (
        <Button onClick={() => onChange({ from: undefined, to: undefined })} variant="secondary">
          {t("dateRange.clear")}
        </Button>
      ) : null}
    </fieldset>
  );
}

function DayInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ""}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={INPUT_CLASS}
      />
    </div>
  );
}
