/** The fields of a representative's update form: a proposed value and its source page per fact, and correction notes. */
import { labelClass } from "~/components/accounts/form-controls";
import {
  CHAPEL_KINDS,
  CHAPEL_LABELS,
  COVENANT_TOPIC_LABELS,
  COVENANT_TOPICS,
  REPORTABLE_FACTS,
  valueText,
  type ReportableFact,
} from "~/domain/schools/reportable-facts";

const controlClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-[invalid=true]:border-red-600";

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

const idOf = (name: string) => name.replace(/[^\w-]/g, "-");

function ValueControl({ fact, error }: { fact: ReportableFact; error?: string }) {
  const name = `value.${fact.field}`;
  const id = idOf(name);
  const common = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: controlClass,
  };
  switch (fact.kind) {
    case "text":
      return <textarea {...common} rows={4} maxLength={2000} />;
    case "page":
      return <input {...common} type="url" inputMode="url" placeholder="https://" />;
    case "email":
      return <input {...common} type="email" />;
    case "times":
      return <input {...common} type="number" min={1} max={14} step={1} />;
    case "credits":
      return <input {...common} type="number" min={0} max={60} step={1} />;
    case "yes_no":
      return (
        <select {...common} defaultValue="">
          <option value="">No change</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </select>
      );
    case "chapel":
      return (
        <select {...common} defaultValue="">
          <option value="">No change</option>
          {CHAPEL_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {CHAPEL_LABELS[kind]}
            </option>
          ))}
        </select>
      );
    case "topics":
      return (
        <fieldset className="mt-1" aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="sr-only">{fact.label}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {COVENANT_TOPICS.map((topic) => (
              <label key={topic} className="inline-flex min-h-8 items-center gap-1.5 text-sm text-slate-800">
                <input type="checkbox" name="topics" value={topic} className="size-4" />
                {COVENANT_TOPIC_LABELS[topic]}
              </label>
            ))}
          </div>
        </fieldset>
      );
  }
}

interface Props {
  domain: string;
  current: Record<string, unknown>;
  errors: Record<string, string>;
}

/** Each reportable fact: what the page shows now, the proposed value and its source page. */
export function ProposedFactFields({ domain, current, errors }: Props) {
  const groups = [...new Set(REPORTABLE_FACTS.map((fact) => fact.group))];
  return (
    <>
      {groups.map((group) => (
        <fieldset key={group} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <legend className="px-1 font-serif text-xl font-bold text-brand-800">{group}</legend>
          <div className="mt-2 divide-y divide-slate-100">
            {REPORTABLE_FACTS.filter((fact) => fact.group === group).map((fact) => {
              const valueName = `value.${fact.field}`;
              const sourceName = `source.${fact.field}`;
              return (
                <div key={fact.field} className="grid gap-3 py-3 sm:grid-cols-2" data-field={fact.field}>
                  <div>
                    {fact.kind === "topics" ? (
                      <p className={labelClass()}>{fact.label}</p>
                    ) : (
                      <label htmlFor={idOf(valueName)} className={labelClass()}>
                        {fact.label}
                      </label>
                    )}
                    <p className="text-xs text-slate-600">
                      Now: {valueText(current[fact.field])}
                      {fact.hint ? ` · ${fact.hint}` : ""}
                    </p>
                    <ValueControl fact={fact} error={errors[valueName]} />
                    <FieldError id={`${idOf(valueName)}-error`} message={errors[valueName]} />
                  </div>
                  <div>
                    <label htmlFor={idOf(sourceName)} className={labelClass()}>
                      Source page<span className="sr-only"> for {fact.label}</span>
                    </label>
                    <p className="text-xs text-slate-600">A page on {domain} that states it</p>
                    <input
                      id={idOf(sourceName)}
                      name={sourceName}
                      type="url"
                      inputMode="url"
                      placeholder={`https://www.${domain}/...`}
                      aria-invalid={errors[sourceName] ? true : undefined}
                      aria-describedby={errors[sourceName] ? `${idOf(sourceName)}-error` : undefined}
                      className={controlClass}
                    />
                    <FieldError id={`${idOf(sourceName)}-error`} message={errors[sourceName]} />
                  </div>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}

/** The federal facts, read-only, each with a correction note administrators see. */
export function CorrectionNoteFields({
  facts,
  errors,
}: {
  facts: { field: string; label: string; value: string; source: string | null }[];
  errors: Record<string, string>;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <legend className="px-1 font-serif text-xl font-bold text-brand-800">Federal data (not editable)</legend>
      <p className="mt-1 text-sm text-slate-700">
        These facts come from federal files (IPEDS, the College Scorecard, ROR). If one is wrong, leave a note:
        administrators read it and correct the source.
      </p>
      <div className="mt-2 divide-y divide-slate-100">
        {facts.map((fact) => {
          const name = `note.${fact.field}`;
          return (
            <div key={fact.field} className="py-3">
              <label htmlFor={idOf(name)} className={labelClass()}>
                Correction note: {fact.label}
              </label>
              <p className="text-xs text-slate-600">
                Now: {fact.value}
                {fact.source ? ` · ${fact.source}` : ""}
              </p>
              <textarea
                id={idOf(name)}
                name={name}
                rows={2}
                maxLength={1000}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `${idOf(name)}-error` : undefined}
                className={controlClass}
              />
              <FieldError id={`${idOf(name)}-error`} message={errors[name]} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
