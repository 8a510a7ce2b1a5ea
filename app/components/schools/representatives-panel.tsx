import { Form } from "react-router";
import type { RepresentativeRow } from "~/domain/schools/representation.schemas";
import { formatDate } from "~/lib/format";

const inputClass = "mt-0.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2";
export const REPRESENTATIVES_ACTION = "/admin/representatives";

/** Every school's representatives, with a form to add one and a button to end each role. */
export function RepresentativesPanel({
  representatives,
  errors = {},
}: {
  representatives: RepresentativeRow[];
  errors?: Record<string, string>;
}) {
  const field = (name: string, label: string, type = "text") => (
    <div>
      <label htmlFor={`grant-${name}`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={`grant-${name}`}
        name={name}
        type={type}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `grant-${name}-error` : undefined}
        className={inputClass}
      />
      {errors[name] && (
        <p id={`grant-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <section aria-labelledby="representatives-heading" className="space-y-4">
      <h2 id="representatives-heading" className="font-serif text-xl font-bold text-brand-800">
        School representatives
      </h2>
      <p className="text-sm text-slate-600">
        People who keep a school&apos;s page: confirmed through an address at the school&apos;s domain, or added here.
      </p>
      {representatives.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white px-6 py-6 text-center text-slate-600">
          No school has a representative yet.
        </p>
      ) : (
        <ul className="space-y-2">
          {representatives.map((rep) => (
            <li
              key={rep.id}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {rep.name} · {rep.institution_name}
                </p>
                <p className="text-sm break-all text-slate-600">
                  {rep.role} · account {rep.account_email}
                  {rep.email ? ` · confirmed through ${rep.email}` : " · added by an administrator"} · since{" "}
                  {formatDate(rep.created_at)}
                </p>
              </div>
              <Form method="post" action={REPRESENTATIVES_ACTION}>
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="id" value={rep.id} />
                <button
                  type="submit"
                  className="inline-flex min-h-10 items-center rounded-lg border border-red-700 px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
                >
                  Revoke
                  <span className="sr-only">
                    {" "}
                    {rep.name} for {rep.institution_name}
                  </span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form
        method="post"
        action={REPRESENTATIVES_ACTION}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="grant" />
        {field("account_email", "Account e-mail", "email")}
        {field("school", "School (page address, e.g. wheaton-college-il)")}
        {field("name", "Name")}
        {field("role", "Role at the school")}
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            Add representative
          </button>
        </div>
      </Form>
    </section>
  );
}
