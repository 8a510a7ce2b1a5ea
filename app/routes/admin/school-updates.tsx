import { data } from "react-router";
import type { Route } from "./+types/school-updates";
import { Banner } from "~/components/admin/record-fields";
import { ProposalReview } from "~/components/schools/proposal-review";
import { decideProposalItem, listPendingProposals, type Decision } from "~/domain/schools/school-proposals.server";
import { errorData } from "~/lib/error-status.server";
import { readForm } from "~/lib/http.server";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { requireAdmin } from "~/routes/guards.server";

export const meta: Route.MetaFunction = () => [{ title: `School Updates | Admin | ${SITE_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdmin(request, services, "institutions");
  return { proposals: await listPendingProposals(services.db) };
}

type ActionData = { ok: true; message: string } | { ok: false; itemId: number; message: string };

const DECISIONS: Decision[] = ["approve", "reject", "acknowledge"];
const DONE = { approve: "Approved", reject: "Rejected", acknowledge: "Marked as read" } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdmin(request, services, "institutions");
  const form = await readForm(request);
  const itemId = Number(form.get("itemId"));
  const decision = String(form.get("decision") ?? "") as Decision;
  if (!DECISIONS.includes(decision)) {
    return data<ActionData>(
      { ok: false, itemId, message: "Decision must be one of: approve, reject, acknowledge" },
      { status: 400 },
    );
  }
  try {
    const { proposalDone } = await decideProposalItem(
      services,
      admin,
      itemId,
      decision,
      String(form.get("reason") ?? ""),
    );
    const message = `${DONE[decision]}.${proposalDone ? " Every field of that update is decided: its sender has the outcome by e-mail." : ""}`;
    return { ok: true, message } satisfies ActionData;
  } catch (error) {
    return errorData<ActionData>(
      services,
      error,
      ({ message }) => ({ ok: false, itemId, message }),
      "a school update decision failed",
    );
  }
}

export default function SchoolUpdates({ loaderData, actionData }: Route.ComponentProps) {
  const { proposals } = loaderData;
  return (
    <section className="space-y-6">
      <div>
        <h1 className="font-serif text-2xl font-bold text-brand-800">School Updates</h1>
        <p className="mt-1 text-sm text-slate-600">
          What schools&apos; representatives proposed, field by field: the page shows nothing until you approve it.
          Approved facts show as reported by the school, with the source given and the day of your review.
        </p>
      </div>
      {actionData && <Banner tone={actionData.ok ? "success" : "error"}>{actionData.message}</Banner>}
      {proposals.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center text-slate-600">
          No updates are waiting for review.
        </p>
      ) : (
        proposals.map((proposal) => (
          <ProposalReview
            key={proposal.id}
            proposal={proposal}
            errorFor={actionData && !actionData.ok ? { itemId: actionData.itemId, message: actionData.message } : null}
          />
        ))
      )}
    </section>
  );
}
