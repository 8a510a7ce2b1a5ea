import type { ProposalView } from "~/domain/schools/proposal.schemas";
import { valueText } from "~/domain/schools/reportable-facts";
import { formatDate } from "~/lib/format";

const STATUS_WORDS = {
  pending: "Waiting for review",
  approved: "Approved",
  rejected: "Not approved",
  acknowledged: "Read by an administrator",
} as const;

/** A representative's earlier updates for the school, each field with its review status. */
export function OwnProposals({ proposals }: { proposals: ProposalView[] }) {
  if (!proposals.length) return null;
  return (
    <section className="mt-10" aria-labelledby="sent-heading">
      <h2 id="sent-heading" className="font-serif text-2xl font-bold text-brand-800">
        What you sent
      </h2>
      <ul className="mt-3 space-y-3">
        {proposals.map((proposal) => (
          <li key={proposal.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-sm text-slate-600">Sent {formatDate(proposal.created_at)}</p>
            <ul className="mt-2 space-y-1 text-sm">
              {proposal.items.map((item) => (
                <li key={item.id}>
                  <span className="font-semibold">{item.label}</span>:{" "}
                  {item.kind === "fact" ? valueText(item.proposed) : item.note} · {STATUS_WORDS[item.status]}
                  {item.reason ? ` (${item.reason})` : ""}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
