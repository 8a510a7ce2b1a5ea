import type { ReactNode } from "react";
import { Form, useSubmit } from "react-router";

/** What a comparison's address holds (/compare?schools=...&diff=1&near=...&program=...). */
export interface CompareState {
  slugs: string[];
  diff: boolean;
  near: string | null;
  program: string | null;
}

/**
 * A GET form to /compare that keeps the rest of the comparison (hidden fields for every part but
 * the one it edits); `applyOnChange` submits it as soon as a control changes, when JavaScript runs.
 */
export function CompareForm({
  state,
  edits,
  applyOnChange = false,
  className,
  children,
}: {
  state: CompareState;
  edits: "diff" | "near" | "program";
  applyOnChange?: boolean;
  className: string;
  children: ReactNode;
}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      action="/compare"
      preventScrollReset
      className={className}
      onChange={
        applyOnChange ? (event) => submit(event.currentTarget, { preventScrollReset: true, replace: true }) : undefined
      }
    >
      <input type="hidden" name="schools" value={state.slugs.join(",")} />
      {edits !== "diff" && state.diff && <input type="hidden" name="diff" value="1" />}
      {edits !== "near" && state.near && <input type="hidden" name="near" value={state.near} />}
      {edits !== "program" && state.program && <input type="hidden" name="program" value={state.program} />}
      {children}
    </Form>
  );
}

/** Why the form's value was not used (an unknown place or program), beside the field (`id`-error). */
export function CompareFieldError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}
