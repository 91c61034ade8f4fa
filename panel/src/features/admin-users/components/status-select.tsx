import { USER_STATUSES, type UserStatus } from "@app/shared/constants";

/**
 * Per-row status switch. Controlled by the saved status: picking another value only asks for it
 * (the page confirms first), so the select keeps showing the saved status until the list refreshes.
 */
export function StatusSelect({
  value,
  label,
  optionLabel,
  onChange,
  disabled = false,
}: {
  value: UserStatus;
  label: string;
  optionLabel: (status: UserStatus) => string;
  onChange: (status: UserStatus) => void;
  disabled?: boolean;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      data-status={value}
      onChange={(event) => {
        const next = USER_STATUSES.find((status) => status === event.target.value);
        if (next && next !== value) onChange(next);
      }}
      className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm data-[status=active]:text-green-700 data-[status=pending]:text-amber-700 data-[status=suspended]:text-red-700"
    >
      {USER_STATUSES.map((status) => (
        <option key={status} value={status}>
          {optionLabel(status)}
        </option>
      ))}
    </select>
  );
}
