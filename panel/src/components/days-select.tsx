import { useId } from "react";
import { INPUT_CLASS } from "./form-field.tsx";

/** A period picker ("Last 30 days") with its label; the caller lays both out. */
export function DaysSelect<D extends number>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: string;
  value: D;
  options: readonly D[];
  optionLabel: (days: D) => string;
  onChange: (days: D) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as D)}
        className={`${INPUT_CLASS} w-auto`}
      >
        {options.map((days) => (
          <option key={days} value={days}>
            {optionLabel(days)}
          </option>
        ))}
      </select>
    </>
  );
}
