/**
 * The filter bar above an admin list (articles, files): a search box and selects that apply as they
 * change when JavaScript runs (the search after a pause), and a Filter button without it.
 */
import { Search as searchDrawing } from "lucide";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { Form, Link, useSubmit } from "react-router";
import { icon } from "~/components/ui/icon";

const Search = icon(searchDrawing);

const fieldClass =
  "rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-500 focus:outline-none";
const visibleLabelClass = "block text-sm font-semibold text-slate-800";

/** The toolbar's form, and `applySoon(delay)`: submits it after `delay` ms, unless another change comes first. */
export function useApplySoon() {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const applySoon = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => formRef.current && submit(formRef.current, { replace: true }), delay);
  };
  return { formRef, applySoon };
}

export function AdminListToolbar({
  formRef,
  label,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  /** What the bar filters ("Filter articles"). */
  label: string;
  children: ReactNode;
}) {
  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label={label}
      className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      {children}
      <noscript>
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
          Filter
        </button>
      </noscript>
    </Form>
  );
}

interface ControlProps {
  id: string;
  label: string;
  /** The label for screen readers only (the placeholder or first option says it on screen). */
  labelHidden?: boolean;
  defaultValue: string;
  onChange: () => void;
}

/** The list's search box (named q). */
export function ToolbarSearch({
  id,
  label,
  labelHidden,
  defaultValue,
  placeholder,
  onChange,
}: ControlProps & { placeholder: string }) {
  return (
    <div className="min-w-48 flex-1">
      <label htmlFor={id} className={labelHidden ? "sr-only" : visibleLabelClass}>
        {label}
      </label>
      <div className={labelHidden ? "relative" : "relative mt-1"}>
        <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          placeholder={placeholder}
          onChange={onChange}
          className={`${fieldClass} w-full pl-9`}
        />
      </div>
    </div>
  );
}

/** One of the list's selects. */
export function ToolbarSelect({
  id,
  label,
  labelHidden,
  name,
  defaultValue,
  onChange,
  children,
}: ControlProps & { name: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelHidden ? "sr-only" : visibleLabelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        onChange={onChange}
        className={labelHidden ? fieldClass : `${fieldClass} mt-1`}
      >
        {children}
      </select>
    </div>
  );
}

/** A filter form's own buttons (lists filtered on submit: institutions, activity): submit, and Clear once filtered. */
export function FilterButtons({ label, clearHref }: { label: string; clearHref: string | null }) {
  return (
    <div className="flex gap-2">
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {label}
      </button>
      {clearHref && (
        <Link
          to={clearHref}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold text-slate-700 hover:bg-slate-50"
        >
          Clear
        </Link>
      )}
    </div>
  );
}
