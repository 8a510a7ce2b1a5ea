/** Labelled form controls for the account pages: errors sit beside their field and are announced. */
import { Eye as eyeDrawing, EyeOff as eyeOffDrawing } from "lucide";
import { useState, type ReactNode } from "react";
import { icon } from "~/components/ui/icon";

const Eye = icon(eyeDrawing);
const EyeOff = icon(eyeOffDrawing);

interface FieldBase {
  id: string;
  name: string;
  label: ReactNode;
  errors?: string[];
  description?: ReactNode;
}

function describedBy(id: string, errors: string[] | undefined, description: ReactNode | undefined) {
  const ids = [errors?.length ? `${id}-error` : "", description ? `${id}-description` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

// The account forms (sign-in, sign-up, profile) keep their own field kit beside the admin's
// (components/admin/record-fields.tsx): larger controls and another required mark; the error
// line under a field reads the same in both, and TextField and SelectField open alike.
function FieldMessages({ id, errors, description }: Pick<FieldBase, "id" | "errors" | "description">) {
  return (
    <>
      {description && (
        <p id={`${id}-description`} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      )}
      {errors?.length ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors[0]}
        </p>
      ) : null}
    </>
  );
}

/** Required fields get a visual asterisk (CSS, so it is not part of the label's text) and aria-required. */
export function labelClass(required?: boolean) {
  return `block text-sm font-semibold text-slate-800 ${required ? "after:ml-0.5 after:text-red-700 after:content-['*']" : ""}`;
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-[invalid=true]:border-red-600";

/** The account forms' required e-mail address field, from the form's field (id, name, value, errors). */
export function EmailField({
  field,
}: {
  field: { id: string; name: string; initialValue?: string | undefined; errors?: string[] | undefined };
}) {
  return (
    <TextField
      id={field.id}
      name={field.name}
      label="Email"
      type="email"
      autoComplete="email"
      defaultValue={field.initialValue}
      errors={field.errors}
      required
    />
  );
}

/** The attributes every text-like control shares: its name, its state for assistive technology, its look. */
function controlProps({ id, name, errors, description }: FieldBase, required: boolean | undefined) {
  return {
    id,
    name,
    "aria-required": required || undefined,
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": describedBy(id, errors, description),
    className: inputClass,
  };
}

/** A control under its label, with its description and first error beneath it. */
function Labelled({ field, required, children }: { field: FieldBase; required?: boolean; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={field.id} className={labelClass(required)}>
        {field.label}
      </label>
      {children}
      <FieldMessages id={field.id} errors={field.errors} description={field.description} />
    </div>
  );
}

export function TextField({
  type = "text",
  autoComplete,
  defaultValue,
  required,
  ...field
}: FieldBase & { type?: string; autoComplete?: string; defaultValue?: string; required?: boolean }) {
  return (
    <Labelled field={field} required={required}>
      <input {...controlProps(field, required)} type={type} autoComplete={autoComplete} defaultValue={defaultValue} />
    </Labelled>
  );
}

export function TextAreaField({
  rows = 6,
  maxLength,
  defaultValue,
  required,
  ...field
}: FieldBase & { rows?: number; maxLength?: number; defaultValue?: string; required?: boolean }) {
  return (
    <Labelled field={field} required={required}>
      <textarea {...controlProps(field, required)} rows={rows} maxLength={maxLength} defaultValue={defaultValue} />
    </Labelled>
  );
}

export function PasswordField({
  autoComplete = "current-password",
  required,
  ...field
}: FieldBase & { autoComplete?: string; required?: boolean }) {
  const [visible, setVisible] = useState(false);
  const control = controlProps(field, required);
  return (
    <Labelled field={field} required={required}>
      <div className="relative">
        <input
          {...control}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          className={`${control.className} pr-12`}
        />
        <button
          type="button"
          onClick={() => setVisible(!visible)}
          aria-pressed={visible}
          aria-controls={field.id}
          className="absolute inset-y-0 right-1 my-auto inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-brand-700"
        >
          {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
          <span className="sr-only">Show password</span>
        </button>
      </div>
    </Labelled>
  );
}

export function CheckboxField({
  checked,
  defaultChecked,
  onChange,
  ...field
}: FieldBase & { checked?: boolean; defaultChecked?: boolean; onChange?: (checked: boolean) => void }) {
  const { id, name, label, errors, description } = field;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          defaultChecked={defaultChecked}
          onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={describedBy(id, errors, description)}
          className="mt-0.5 size-6 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldMessages id={id} errors={errors} description={description} />
    </div>
  );
}

export function SelectField({
  options,
  defaultValue,
  placeholder,
  required,
  ...field
}: FieldBase & {
  options: ReadonlyArray<{ value: string; label: string }>;
  defaultValue?: string;
  placeholder?: string;
  required?: boolean;
}) {
  return (
    <Labelled field={field} required={required}>
      <select {...controlProps(field, required)} defaultValue={defaultValue ?? ""}>
        {placeholder && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** A message for the whole form: an error (announced at once) or a confirmation. */
export function FormAlert({
  tone = "error",
  children,
  id,
}: {
  tone?: "error" | "success" | "info";
  children: ReactNode;
  id?: string;
}) {
  const tones = {
    error: "border-red-300 bg-red-50 text-red-800",
    success: "border-green-300 bg-green-50 text-green-800",
    info: "border-brand-200 bg-brand-50 text-brand-800",
  };
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]}`}
    >
      {children}
    </div>
  );
}

export function SubmitButton({
  children,
  pending,
  pendingLabel,
  name,
  value,
  variant = "primary",
}: {
  children: ReactNode;
  pending?: boolean;
  pendingLabel?: string;
  name?: string;
  value?: string;
  variant?: "primary" | "danger" | "secondary";
}) {
  const variants = {
    primary: "bg-brand-700 text-white hover:bg-brand-800",
    danger: "bg-red-700 text-white hover:bg-red-800",
    secondary: "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
  };
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={pending}
      className={`inline-flex min-h-11 w-full items-center justify-center rounded-lg px-5 py-2.5 font-semibold disabled:opacity-70 ${variants[variant]}`}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

/** The centred card every sign-in page sits in. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-serif text-3xl font-bold text-brand-800">{title}</h1>
        {intro && <div className="mt-2 text-slate-600">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
