export interface SegmentOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A labelled group of buttons of which one is pressed (`aria-pressed`): a choice between a few
 * views of the same list. It wraps on a phone.
 */
export function SegmentedControl<V extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: readonly SegmentOption<V>[];
  value: V;
  onChange: (value: V) => void;
  testId?: string;
}) {
  return (
    <fieldset className="min-w-0" data-testid={testId}>
      {/* Floated: a legend is no flex item, and a float keeps it on the buttons' line. */}
      <legend className="float-left mr-2 py-1.5 text-sm font-medium text-slate-700">{label}</legend>
      <div className="inline-flex flex-wrap gap-0.5 rounded-lg border border-slate-300 bg-white p-0.5">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            onClick={() => {
              if (option.value !== value) onChange(option.value);
            }}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:hover:bg-brand-700"
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
