/**
 * An account form's state in the browser: the server's last answer (errors and the values to show
 * again) until the visitor submits, then the form's own checks. A form whose checks fail is not
 * sent; its first invalid field takes the focus. Without JavaScript the server's answer is all
 * there is, and it says the same: both sides run the same rules.
 */
import { useState, type FormEvent } from "react";
import type { FormErrors } from "~/domain/accounts/account-rules";

/** What an action answers for a form it refused (Conform's reply on the server). */
export interface FormReply {
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
}

interface Options {
  id: string;
  /** The action's answer, once the page is idle again. */
  lastResult: FormReply | undefined;
  check: (formData: FormData) => FormErrors | null;
  /** After a refused submission, check again on every keystroke (else only on the next submission). */
  revalidateOnInput?: boolean;
}

export function useCheckedForm({ id, lastResult, check, revalidateOnInput = false }: Options) {
  // Errors from the form's own checks, kept while the server's answer they replaced is current.
  const [own, setOwn] = useState<{ basis: FormReply | undefined; errors: FormErrors | null } | null>(null);
  const errors: Record<string, string[] | null | undefined> =
    (own && own.basis === lastResult ? own.errors : lastResult?.error) ?? {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const found = check(new FormData(form));
    setOwn({ basis: lastResult, errors: found });
    if (!found) return;
    event.preventDefault();
    for (const element of Array.from(form.elements)) {
      const name = (element as HTMLInputElement).name;
      if (name && found[name] && element instanceof HTMLElement) {
        element.focus();
        break;
      }
    }
  };
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (revalidateOnInput && own?.errors)
      setOwn({ basis: lastResult, errors: check(new FormData(event.currentTarget)) });
  };

  const formErrors = errors[""] ?? undefined;
  const hasErrors = Object.values(errors).some((messages) => messages?.length);
  const field = (name: string) => {
    const initialValue = lastResult?.initialValue?.[name];
    return {
      id: `${id}-${name}`,
      name,
      errors: errors[name] ?? undefined,
      initialValue: typeof initialValue === "string" ? initialValue : undefined,
    };
  };
  /** Several fields at once, by name. */
  const fields = <Name extends string>(names: readonly Name[]) =>
    Object.fromEntries(names.map((name) => [name, field(name)])) as Record<Name, ReturnType<typeof field>>;
  return {
    formErrors,
    formErrorId: `${id}-error`,
    field,
    fields,
    formProps: {
      id,
      noValidate: true,
      onSubmit,
      onInput,
      "aria-invalid": hasErrors || undefined,
      "aria-describedby": formErrors?.length ? `${id}-error` : undefined,
    },
  };
}
