import { ExternalLink as externalLinkDrawing } from "lucide";
import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/institutions-review";
import { FoundingDoubts } from "~/components/admin/founding-doubts";
import { ConfirmWithEvidence, CurrentEvidence } from "~/components/admin/listing-evidence";
import { Banner } from "~/components/admin/record-fields";
import { Pagination } from "~/components/ui/pagination";
import { deletedText } from "~/domain/institutions/institution-form.schemas";
import { formatNumber } from "~/lib/format";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { icon } from "~/components/ui/icon";
import { loadReviewQueue, reviewAction } from "./institutions-review.server";

const ExternalLink = icon(externalLinkDrawing);

/**
 * The review queue: institutions that no source confirms, hidden from the public until an
 * administrator confirms them. Each shows why it waits; Confirm publishes it (audit-logged).
 */
export const meta: Route.MetaFunction = () => [{ title: `Review Queue | Admin | ${SITE_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadReviewQueue(request, context.get(servicesContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return reviewAction(request, context.get(servicesContext));
}

export default function ReviewQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { institutions, pagination, doubts, deleted } = loaderData;
  const navigation = useNavigation();
  const busyId = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  return (
    <section className="space-y-6">
      <div>
        <h1 className="font-serif text-2xl font-bold text-brand-800">Review Queue</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          {`${formatNumber(pagination.total)} ${pagination.total === 1 ? "institution waits" : "institutions wait"} for review. `}
          These are not shown to the public (search, pages, map, compare, sitemap) because no source confirms them;
          confirming one publishes it, with the page you enter as the reason it is listed.
        </p>
      </div>

      {actionData?.error && <Banner tone="error">{actionData.error}</Banner>}
      {deleted && !actionData && <Banner tone="success">{deletedText(deleted)}</Banner>}
      {actionData?.settled && (
        <Banner tone="success">{`Settled the founding year of ${actionData.settled.name}.`}</Banner>
      )}
      {actionData?.confirmed && (
        <Banner tone="success">
          {`Confirmed ${actionData.confirmed.name}. `}
          <Link to={`/institution/${actionData.confirmed.slug}`} className="font-semibold underline">
            View its public page
          </Link>
        </Banner>
      )}

      {institutions.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          No institution is waiting for review.
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Institutions waiting for review">
          {institutions.map((row) => {
            const place = [row.city, row.state_province, row.country].filter(Boolean).join(", ");
            return (
              <li key={row.id} id={`review-${row.id}`} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 space-y-1">
                    <h2 className="font-semibold break-words text-slate-900">{row.institution_name}</h2>
                    <p className="text-sm text-slate-600">
                      {[place, row.institution_type, row.denomination].filter(Boolean).join(" · ")}
                    </p>
                    <p className="text-sm wrap-anywhere text-slate-800">
                      <span className="font-semibold">Reason: </span>
                      {row.review_note || "Not yet verified (no reason recorded)."}
                    </p>
                    <CurrentEvidence listed={row.listed_because} />
                    {row.data_source && (
                      <p className="text-xs text-slate-600">
                        <span className="font-semibold">Source: </span>
                        {row.data_source}
                      </p>
                    )}
                    <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                      {row.website && (
                        <a
                          href={row.website}
                          rel="noopener noreferrer nofollow"
                          target="_blank"
                          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
                        >
                          Website
                          <ExternalLink className="size-3" aria-hidden="true" />
                          <span className="sr-only">(opens in a new tab)</span>
                        </a>
                      )}
                      <Link
                        to={`/admin/institutions/${row.id}/edit`}
                        className="font-semibold text-brand-700 underline"
                      >
                        Edit<span className="sr-only">{` ${row.institution_name}`}</span>
                      </Link>
                    </div>
                  </div>
                </div>
                <ConfirmWithEvidence
                  id={row.id}
                  name={row.institution_name}
                  errors={actionData?.evidence?.id === row.id ? actionData.evidence.errors : undefined}
                  values={actionData?.evidence?.id === row.id ? actionData.evidence.values : undefined}
                  busy={busyId === String(row.id)}
                  closureReported={row.closure_reported}
                />
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={pagination.page}
        totalPages={pagination.totalPages}
        hrefFor={(page) => `/admin/institutions/review?page=${page}`}
        label="Review queue pages"
      />
      <FoundingDoubts doubts={doubts} error={actionData?.settleError} />
    </section>
  );
}
