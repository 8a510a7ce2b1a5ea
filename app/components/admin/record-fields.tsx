/** Labelled controls for admin record forms: each error sits under its field and is announced with it. */
import type { ChangeEvent, ReactNode, Ref } from "react";

interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  errors?: string[];
  description?: ReactNode;
  className?: string;
}

export const controlClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-[invalid=true]:border-red-600";

export function fieldAria(id: string, errors?: string[], description?: ReactNode, required?: boolean) {
  const ids = [errors?.length ? `${id}-error` : "", description ? `${id}-description` : ""].filter(Boolean);
  return {
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": ids.length ? ids.join(" ") : undefined,
    "aria-required": required || undefined,
  } as const;
}

/**
 * A control the browser keeps (`defaultValue`), or, when the page passes `value`, one the page
 * keeps in its state and updates through `onValueChange`.
 */
function valueProps<Control extends HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
  value: string | undefined,
  defaultValue: string | null | undefined,
  onValueChange: ((value: string) => void) | undefined,
) {
  if (value === undefined) return { defaultValue: defaultValue ?? "" };
  return { value, onChange: (event: ChangeEvent<Control>) => onValueChange?.(event.currentTarget.value) };
}

/** Label above, the control (children), then the description and the first error. */
export function Field({
  id,
  label,
  required,
  errors,
  description,
  className,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={`block text-sm font-semibold text-slate-800 ${required ? "after:ml-0.5 after:text-red-700 after:content-['*']" : ""}`}
      >
        {label}
      </label>
      {children}
      {description && (
        <div id={`${id}-description`} className="mt-1 text-sm text-slate-600">
          {description}
        </div>
      )}
      {errors?.length ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}

export function TextInput({
  name,
  type = "text",
  defaultValue,
  value,
  onValueChange,
  inputMode,
  placeholder,
  autoComplete,
  maxLength,
  inputRef,
  inputClassName,
  ...field
}: FieldProps & {
  name: string;
  type?: string;
  defaultValue?: string | null;
  value?: string;
  onValueChange?: (value: string) => void;
  inputMode?: "numeric" | "url" | "text";
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  /** Added to the control's own classes. */
  inputClassName?: string;
}) {
  return (
    <Field {...field}>
      <input
        ref={inputRef}
        id={field.id}
        name={name}
        type={type}
        inputMode={inputMode}
        placeholder={placeholder}
        autoComplete={autoComplete ?? "off"}
        maxLength={maxLength}
        {...valueProps<HTMLInputElement>(value, defaultValue, onValueChange)}
        className={inputClassName ? `${controlClass} ${inputClassName}` : controlClass}
        {...fieldAria(field.id, field.errors, field.description, field.required)}
      />
    </Field>
  );
}

export function SelectInput({
  name,
  options,
  defaultValue,
  value,
  onValueChange,
  placeholder,
  ...field
}: FieldProps & {
  name: string;
  options: ReadonlyArray<string | { value: string; label: string }>;
  defaultValue?: string | null;
  value?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <Field {...field}>
      <select
        id={field.id}
        name={name}
        {...valueProps<HTMLSelectElement>(value, defaultValue, onValueChange)}
        className={controlClass}
        {...fieldAria(field.id, field.errors, field.description, field.required)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </Field>
  );
}

export function TextArea({
  name,
  defaultValue,
  value,
  onValueChange,
  rows = 4,
  maxLength,
  onInput,
  ...field
}: FieldProps & {
  name: string;
  defaultValue?: string | null;
  value?: string;
  onValueChange?: (value: string) => void;
  rows?: number;
  maxLength?: number;
  onInput?: (value: string) => void;
}) {
  return (
    <Field {...field}>
      <textarea
        id={field.id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        {...valueProps<HTMLTextAreaElement>(value, defaultValue, onValueChange)}
        onInput={onInput ? (event) => onInput(event.currentTarget.value) : undefined}
        className={controlClass}
        {...fieldAria(field.id, field.errors, field.description, field.required)}
      />
    </Field>
  );
}

/** A page-level message: errors are announced at once, confirmations politely. */
export function Banner({
  tone,
  children,
  onDismiss,
}: {
  tone: "error" | "success" | "info";
  children: ReactNode;
  onDismiss?: () => void;
}) {
  const tones = {
    error: "border-red-300 bg-red-50 text-red-800",
    success: "border-green-300 bg-green-50 text-green-800",
    info: "border-brand-200 bg-brand-50 text-brand-800",
  };
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${tones[tone]}`}
    >
      <div className="flex-1">{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="-my-1 inline-flex min-h-8 min-w-8 items-center justify-center rounded font-semibold hover:bg-black/5"
        >
          <span aria-hidden="true">×</span>
          <span className="sr-only">Dismiss</span>
        </button>
      )}
    </div>
  );
}

/** A set of checkboxes sharing one name (several values may be ticked), with a note and the first error. */
export function CheckboxGroup({
  name,
  legend,
  options,
  checked,
  description,
  errors,
  className,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  /** The values ticked when the form opens. */
  checked: readonly string[];
  description: ReactNode;
  errors?: string[];
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="text-sm font-semibold text-slate-700">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map(({ value, label }) => (
          <label key={value} className="inline-flex min-h-6 items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={checked.includes(value)}
              className="size-5 rounded border-slate-300 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      {errors?.slice(0, 1).map((message) => (
        <p key={message} className="mt-1 text-sm font-medium text-red-700" role="alert">
          {message}
        </p>
      ))}
    </fieldset>
  );
}
