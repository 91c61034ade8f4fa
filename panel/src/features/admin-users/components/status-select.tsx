import { ADMIN_SETTABLE_USER_STATUSES, type UserStatus } from "@app/shared/constants";
import { StatusBadge } from "../../../components/status-badge.tsx";

type SettableStatus = (typeof ADMIN_SETTABLE_USER_STATUSES)[number];

/**
 * Per-row status switch. Controlled by the saved status: picking another value only asks for it
 * (the page confirms first), so the select keeps showing the saved status until the list refreshes.
 * Only the statuses an admin may set are offered; an account its owner deleted shows a badge.
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
  onChange: (status: SettableStatus) => void;
  disabled?: boolean;
}) {
  if (value === "deleted") {
    return (
      <StatusBadge tone="neutral" testId="status-deleted">
        {optionLabel(value)}
      </StatusBadge>
    );
  }
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      data-status={value}
      onChange={(event) => {
        const next = ADMIN_SETTABLE_USER_STATUSES.find((status) => status === event.target.value);
        if (next && next !== value) onChange(next);
      }}
      className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm data-[status=active]:text-green-700 data-[status=pending]:text-amber-700 data-[status=suspended]:text-red-700"
    >
      {ADMIN_SETTABLE_USER_STATUSES.map((status) => (
        <option key={status} value={status}>
          {optionLabel(status)}
        </option>
      ))}
    </select>
  );
}
