import { Form } from "react-router";
import type { ProposalItemView, ProposalView } from "~/domain/schools/proposal.schemas";
import { valueText } from "~/domain/schools/reportable-facts";
import { formatDateTimeUtc } from "~/lib/format";

const buttonClass = "inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold";

function ItemReview({ item, error }: { item: ProposalItemView; error?: string }) {
  const reasonId = `reason-${item.id}`;
  return (
    <li className="py-3" data-item={item.field}>
      <p className="font-semibold text-slate-900">{item.label}</p>
      {item.kind === "fact" ? (
        <p className="text-sm text-slate-800">
          <span className="text-slate-600">{valueText(item.current)}</span> <span aria-hidden="true">→</span>
          <span className="sr-only"> changes to </span> <strong>{valueText(item.proposed)}</strong>
        </p>
      ) : (
        <p className="text-sm text-slate-800">
          Now {valueText(item.current)}. Correction note: <q>{item.note}</q>
        </p>
      )}
      {item.source_url && (
        <p className="text-sm break-all">
          Source:{" "}
          <a href={item.source_url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
            {item.source_url}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      {item.status === "pending" ? (
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
          <input type="hidden" name="itemId" value={item.id} />
          <div className="min-w-56 flex-1">
            <label htmlFor={reasonId} className="block text-xs font-semibold text-slate-700">
              Reason{item.kind === "fact" ? " (required to reject)" : " (optional)"}
              <span className="sr-only"> for {item.label}</span>
            </label>
            <input
              id={reasonId}
              name="reason"
              maxLength={500}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${reasonId}-error` : undefined}
              className="mt-0.5 block w-full rounded-lg border border-slate-400 px-3 py-1.5"
            />
          </div>
          {item.kind === "fact" ? (
            <>
              <button
                type="submit"
                name="decision"
                value="approve"
                className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
              >
                Approve<span className="sr-only"> {item.label}</span>
              </button>
              <button
                type="submit"
                name="decision"
                value="reject"
                className={`${buttonClass} border border-red-700 text-red-700 hover:bg-red-50`}
              >
                Reject<span className="sr-only"> {item.label}</span>
              </button>
            </>
          ) : (
            <button
              type="submit"
              name="decision"
              value="acknowledge"
              className={`${buttonClass} border border-brand-700 text-brand-700 hover:bg-brand-50`}
            >
              Mark as read<span className="sr-only"> {item.label}</span>
            </button>
          )}
          {error && (
            <p id={`${reasonId}-error`} role="alert" className="w-full text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </Form>
      ) : (
        <p className="text-sm text-slate-600">
          {item.status}
          {item.reason ? `: ${item.reason}` : ""}
        </p>
      )}
    </li>
  );
}

/** One proposal as a diff, current -> proposed, with its sources and a decision per field. */
export function ProposalReview({
  proposal,
  errorFor,
}: {
  proposal: ProposalView;
  errorFor: { itemId: number; message: string } | null;
}) {
  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      aria-labelledby={`proposal-${proposal.id}`}
    >
      <h2 id={`proposal-${proposal.id}`} className="font-serif text-xl font-bold text-brand-800">
        <a href={`/institution/${proposal.institution.slug}`} className="underline underline-offset-2">
          {proposal.institution.name}
        </a>
      </h2>
      <p className="text-sm text-slate-600">
        From {proposal.sender}, {formatDateTimeUtc(proposal.created_at)}
      </p>
      <ul className="mt-2 divide-y divide-slate-100">
        {proposal.items.map((item) => (
          <ItemReview key={item.id} item={item} error={errorFor?.itemId === item.id ? errorFor.message : undefined} />
        ))}
      </ul>
    </article>
  );
}
