import { useId } from "react";
import type { Comparison } from "~/domain/compare/compare.schemas";
import { CompareFieldError, CompareForm, type CompareState } from "./compare-form";

/**
 * "Put a program side by side": the fields the compared schools awarded, by family; a plain GET
 * form (program= in the address) that applies on change with JavaScript.
 */
export function ProgramChoice({
  state,
  programs,
  error,
}: {
  state: CompareState;
  programs: Comparison["programs"];
  error: string | null;
}) {
  const id = useId();
  if (!programs.options.length) return null;
  const families = [...new Set(programs.options.map((option) => option.family))];
  return (
    <CompareForm state={state} edits="program" applyOnChange className="w-full sm:w-auto">
      <label htmlFor={`${id}-program`} className="block text-sm font-semibold text-slate-700">
        Put a program side by side
      </label>
      <div className="mt-1 flex gap-2">
        <select
          key={programs.chosen?.code ?? ""}
          id={`${id}-program`}
          name="program"
          defaultValue={programs.chosen?.code ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base sm:w-80"
        >
          <option value="">No program chosen</option>
          {families.map((family) => (
            <optgroup key={family} label={family}>
              {programs.options
                .filter((option) => option.family === family)
                .map((option) => (
                  <option key={option.code} value={option.code}>
                    {`${option.title} (${option.code})`}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        <noscript>
          <button
            type="submit"
            className="min-h-11 shrink-0 rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Show
          </button>
        </noscript>
      </div>
      <CompareFieldError id={id} error={error} />
    </CompareForm>
  );
}
