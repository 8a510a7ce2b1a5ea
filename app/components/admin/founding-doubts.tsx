import { Form, Link } from "react-router";
import type { FoundingDoubt } from "~/domain/institutions/institution-review.schemas";
import { TextInput } from "./record-fields";

interface Props {
  doubts: FoundingDoubt[];
  /** The row whose year the last submission was about, and its error. */
  error?: { id: number; message: string } | null;
}

/**
 * Founding years a source gives but that are in doubt (a predecessor's year, a charter's, sources
 * that disagree): none is shown to the public. An administrator enters the year they find right,
 * or leaves it empty for "Not reported".
 */
export function FoundingDoubts({ doubts, error }: Props) {
  return (
    <section aria-labelledby="founding-doubts-heading" className="space-y-3">
      <h2 id="founding-doubts-heading" className="font-serif text-xl font-bold text-brand-800">
        Founding years to settle
      </h2>
      <p className="max-w-3xl text-sm text-slate-600">
        {`${doubts.length} ${doubts.length === 1 ? "year a source gives is" : "years sources give are"} in doubt and not shown. `}
        Settling one shows the year you enter, sourced as Administrator, or Not reported when left empty.
      </p>
      {doubts.length > 0 && (
        <ul className="space-y-3" aria-label="Founding years in doubt">
          {doubts.map((row) => (
            <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-slate-900">
                <Link to={`/admin/institutions/${row.id}/edit`} className="underline">
                  {row.institution_name}
                </Link>
              </h3>
              <p className="mt-1 text-sm wrap-anywhere text-slate-800">
                <span className="font-semibold">In doubt: </span>
                {row.founded_doubt}
              </p>
              <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="settle-founded" />
                <input type="hidden" name="id" value={row.id} />
                <TextInput
                  id={`founded-${row.id}`}
                  name="year"
                  inputMode="numeric"
                  label="Founded year"
                  defaultValue={row.founded_year ? String(row.founded_year) : ""}
                  errors={error?.id === row.id ? [error.message] : undefined}
                  className="w-40"
                />
                <button
                  type="submit"
                  className="inline-flex min-h-11 items-center rounded-lg border border-brand-300 px-4 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  Settle<span className="sr-only">{` the founding year of ${row.institution_name}`}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
