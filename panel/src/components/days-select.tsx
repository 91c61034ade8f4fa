import { useId } from "react";
import { useT } from "../lib/locale.tsx";
import { INPUT_CLASS } from "./form-field.tsx";

/** A period picker ("Last 30 days") with its label; the caller lays both out. */
export function DaysSelect<D extends number>({
  value,
  options,
  onChange,
}: {
  value: D;
  options: readonly D[];
  onChange: (days: D) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t("period.label")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as D)}
        className={`${INPUT_CLASS} w-auto`}
      >
        {options.map((days) => (
          <option key={days} value={days}>
            {t("period.lastDays", { days })}
          </option>
        ))}
      </select>
    </>
  );
}
