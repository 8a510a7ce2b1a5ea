import { formatNumber } from "~/lib/format";

export interface FilterOption {
  value: string;
  label: string;
  /** Options with a group are listed under its heading (an optgroup), in the order given. */
  group?: string;
}

/** The options in runs of the same group: ungrouped options stand alone. */
function runsOf(options: readonly FilterOption[]): { group?: string; options: FilterOption[] }[] {
  const runs: { group?: string; options: FilterOption[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

interface Props {
  id: string;
  name: string;
  label: string;
  /** The first option, value "": no filter ("All Countries"). */
  allLabel: string;
  options: readonly FilterOption[];
  /** Controlled (the search page) or, with `defaultValue`, left to the form (the home page). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  /** The only option while disabled ("Select country first"). */
  disabledLabel?: string;
}

/**
 * One filter of a directory search as a named select, so a form sent without JavaScript carries
 * it: the home page's advanced filters and the search page's filters alike.
 */
export function FilterSelect({
  id,
  name,
  label,
  allLabel,
  options,
  disabled,
  disabledLabel,
  onChange,
  ...rest
}: Props) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        disabled={disabled}
        onChange={onChange && ((event) => onChange(event.target.value))}
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500"
        {...rest}
      >
        {disabled && disabledLabel ? (
          <option value="">{disabledLabel}</option>
        ) : (
          <>
            <option value="">{allLabel}</option>
            {runsOf(options).map((run, index) => {
              const items = run.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ));
              return run.group ? (
                <optgroup key={`${run.group}-${index}`} label={run.group}>
                  {items}
                </optgroup>
              ) : (
                items
              );
            })}
          </>
        )}
      </select>
    </div>
  );
}

/** Values as options, with their count when known: 'Baptist (104)'. */
export function filterOptions(values: readonly { value: string; count?: number }[]): FilterOption[] {
  return values.map(({ value, count }) => ({
    value,
    label: count === undefined ? value : `${value} (${formatNumber(count)})`,
  }));
}

/**
 * A country's states or provinces, by the name people read (Texas, not TX, as `nameOf` gives it),
 * with counts when known.
 */
export function regionOptions(
  nameOf: (value: string) => string,
  values: readonly { value: string; count?: number }[],
): FilterOption[] {
  return values
    .map(({ value, count }) => {
      const name = nameOf(value);
      return { value, label: count === undefined ? name : `${name} (${formatNumber(count)})` };
    })
    .sort((a, b) => a.label.localeCompare(b.label, "en"));
}
