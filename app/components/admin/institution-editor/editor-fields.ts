/** What every part of the institution editor's form shares: its layout and how a part reaches its fields. */
import type { InstitutionField } from "~/domain/institutions/institution-form.schemas";

/** The card each part of the form sits in, and the two-column grid of its fields. */
export const SECTION_CLASS = "rounded-xl border border-slate-200 bg-white p-5 sm:p-6";
export const GRID_CLASS = "mt-4 grid gap-4 sm:grid-cols-2";

/** A yes/no fact; left empty it is unknown. */
export const FLAG_OPTIONS = [
  { value: "true", label: "Yes" },
  { value: "false", label: "No" },
];

/** A part of the form: `f` gives a field's id, name and errors; `initial` its value when the form opened. */
export interface EditorPartProps {
  f: (name: InstitutionField) => { id: string; name: string; errors: string[] | undefined };
  initial: (name: InstitutionField) => string;
}
