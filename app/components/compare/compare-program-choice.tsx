import { useId } from "react";
import { Form, useSubmit } from "react-router";
import type { Comparison } from "~/domain/compare/compare.schemas";

/**
 * "Put a program side by side": the fields the compared schools awarded, by family; a plain GET
 * form (program= in the address) that applies on change with JavaScript.
 */
export function ProgramChoice({
  slugs,
  diff,
  near,
  programs,
  error,
}: {
  slugs: string[];
  diff: boolean;
  near: string | null;
  programs: Comparison["programs"];
  error: string | null;
}) {
  const id = useId();
  const submit = useSubmit();
  if (!programs.options.length) return null;
  const families = [...new Set(programs.options.map((option) => option.family))];
  return (
    <Form
      method="get"
      action="/compare"
      preventScrollReset
      className="w-full sm:w-auto"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
    >
      <input type="hidden" name="schools" value={slugs.join(",")} />
      {diff && <input type="hidden" name="diff" value="1" />}
      {near && <input type="hidden" name="near" value={near} />}
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
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </Form>
  );
}
