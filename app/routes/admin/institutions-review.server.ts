/**
 * The review queue's loader and action: the rows waiting for a source, the founding years in
 * doubt, confirming a row with its evidence and settling a year.
 */
import { data } from "react-router";
import type { EvidenceErrors } from "~/components/admin/listing-evidence";
import {
  confirmInstitution,
  listFoundingDoubts,
  listReviewQueue,
  settleFoundingYear,
  waitsAsReportedClosed,
} from "~/domain/institutions/institution-review.server";
import {
  ConfirmReviewSchema,
  OPEN_EVIDENCE_MESSAGES,
  ReviewQueueQuerySchema,
  SettleFoundedSchema,
} from "~/domain/institutions/institution-review.schemas";
import { deletedCountOf } from "~/domain/institutions/institution-form.schemas";
import { errorData } from "~/lib/error-status.server";
import { readForm } from "~/lib/http.server";
import type { Services } from "~/lib/services.server";
import { requireAdmin } from "~/routes/guards.server";

export async function loadReviewQueue(request: Request, services: Services) {
  await requireAdmin(request, services, "institutions");
  const url = new URL(request.url);
  const query = ReviewQueueQuerySchema.parse(Object.fromEntries(url.searchParams));
  const [queue, doubts] = await Promise.all([listReviewQueue(services.db, query), listFoundingDoubts(services.db)]);
  return { ...queue, doubts, deleted: deletedCountOf(url.searchParams) };
}

export interface ReviewActionData {
  error: string | null;
  confirmed: { name: string; slug: string } | null;
  /** The confirmation refused, with a message per field and what was entered. */
  evidence?: { id: number; errors: EvidenceErrors; values: Record<string, string> } | null;
  settled?: { name: string } | null;
  settleError?: { id: number; message: string } | null;
}

const fieldOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

export async function reviewAction(request: Request, services: Services) {
  const admin = await requireAdmin(request, services, "institutions");
  const form = await readForm(request);
  const id = fieldOf(form, "id");
  if (fieldOf(form, "intent") === "settle-founded") {
    const parsed = SettleFoundedSchema.safeParse({ id, year: fieldOf(form, "year") });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Enter a year or leave it empty.";
      const row = Number(id);
      return data<ReviewActionData>(
        { error: message, confirmed: null, settleError: Number.isInteger(row) ? { id: row, message } : null },
        { status: 400 },
      );
    }
    try {
      const institution = await settleFoundingYear(services.db, admin, parsed.data.id, parsed.data.year);
      return { error: null, confirmed: null, settled: { name: institution.institution_name } } as ReviewActionData;
    } catch (error) {
      return errorData(
        services,
        error,
        (answer): ReviewActionData => ({ error: answer.message, confirmed: null }),
        "settling a founding year failed",
      );
    }
  }
  const values = {
    url: fieldOf(form, "url") ?? "",
    quote: fieldOf(form, "quote") ?? "",
    kind: fieldOf(form, "kind") ?? "",
  };
  const parsed = ConfirmReviewSchema.safeParse({ id, ...values });
  if (!parsed.success) {
    const row = Number(id);
    const idProblem = parsed.error.issues.find((issue) => issue.path[0] === "id");
    // A school reported closed is confirmed with a page that shows it open: the messages say so.
    const open = !idProblem && (await waitsAsReportedClosed(services.db, row));
    const errors: EvidenceErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === "url" || field === "quote" || field === "kind") {
        (errors[field] ??= []).push(open && field === "url" ? OPEN_EVIDENCE_MESSAGES.url : issue.message);
      }
    }
    return data<ReviewActionData>(
      {
        error:
          idProblem?.message ??
          (open ? OPEN_EVIDENCE_MESSAGES.form : "Enter the page that states its Christian identity to confirm it."),
        confirmed: null,
        evidence: Number.isInteger(row) && !idProblem ? { id: row, errors, values } : null,
      },
      { status: 400 },
    );
  }
  try {
    const { id: rowId, ...evidence } = parsed.data;
    const institution = await confirmInstitution(services.db, admin, rowId, evidence);
    return {
      error: null,
      confirmed: { name: institution.institution_name, slug: institution.slug },
    } as ReviewActionData;
  } catch (error) {
    return errorData(
      services,
      error,
      (answer): ReviewActionData => ({ error: answer.message, confirmed: null }),
      "confirming an institution failed",
    );
  }
}
