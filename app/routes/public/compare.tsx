import {
  AlertTriangle as alertTriangleDrawing,
  Columns3 as columns3Drawing,
  Search as searchIconDrawing,
  X as xDrawing,
} from "lucide";
import { useId } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/compare";
import { useCompareList } from "~/components/compare/compare-list";
import { getSessionUser } from "~/domain/accounts/session.server";
import { COMPARE_GROUPS, compareHref, MAX_COMPARE, splitSchools } from "~/domain/compare/compare-options";
import type { CompareRow, Comparison } from "~/domain/compare/compare.schemas";
import { CompareFieldError, CompareForm, type CompareState } from "~/components/compare/compare-form";
import { ProgramChoice } from "~/components/compare/compare-program-choice";
import { compareInstitutions, listCompareSelection } from "~/domain/compare/compare.server";
import { MAX_PLACE_LENGTH } from "~/domain/institutions/search-options";
import { AppError } from "~/lib/errors";
import { formatLocation } from "~/lib/format";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/services.server";
import { GUEST_CACHED } from "~/lib/guest-cache";
import { icon } from "~/components/ui/icon";

const AlertTriangle = icon(alertTriangleDrawing);
const Columns3 = icon(columns3Drawing);
const SearchIcon = icon(searchIconDrawing);
const X = icon(xDrawing);

/**
 * The schools of `?schools=a,b` side by side (a shareable address); without it, a signed-in user's
 * own compare list. The page forgives what the API refuses: past four schools it says so and shows
 * the first four.
 */
/** The same for every guest: the guest response cache may keep it. */
export const handle = GUEST_CACHED;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const searchParams = new URL(request.url).searchParams;
  const diff = ["1", "true"].includes(searchParams.get("diff") ?? "");
  let requested = splitSchools((searchParams.get("schools") ?? "").slice(0, 1000));
  if (!searchParams.has("schools")) {
    const user = await getSessionUser(request, services);
    if (user) requested = (await listCompareSelection(services.db, user.id)).map((item) => item.slug);
  }
  const slugs = requested.slice(0, MAX_COMPARE);
  const near = searchParams.get("near")?.trim().slice(0, MAX_PLACE_LENGTH) || undefined;
  const program = searchParams.get("program")?.trim().slice(0, 20) || undefined;
  // A place or program the directory does not know is named in a message; the schools are still compared.
  const { comparison, placeError, programError } = await compareForgiving(services.db, slugs, near, program);
  return {
    comparison,
    slugs,
    diff,
    near: near ?? "",
    placeError,
    programError,
    tooMany: requested.length > MAX_COMPARE ? requested.length : null,
  };
}

type Forgiven = { comparison: Comparison; placeError: string | null; programError: string | null };

async function compareForgiving(
  db: Parameters<typeof compareInstitutions>[0],
  slugs: string[],
  near?: string,
  program?: string,
): Promise<Forgiven> {
  try {
    return { comparison: await compareInstitutions(db, slugs, near, program), placeError: null, programError: null };
  } catch (error) {
    const fields = error instanceof AppError ? error.fields : undefined;
    if (!fields?.near && !fields?.program) throw error;
    const retry = await compareForgiving(
      db,
      slugs,
      fields.near ? undefined : near,
      fields.program ? undefined : program,
    );
    return {
      comparison: retry.comparison,
      placeError: fields.near ?? retry.placeError,
      programError: fields.program ?? retry.programError,
    };
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const names = loaderData?.comparison.institutions.map((school) => school.institution_name) ?? [];
  return [
    ...pageMeta({
      title: names.length > 1 ? `Compare ${names.join(", ")}` : "Compare Schools",
      description:
        "Compare Christian colleges, seminaries and Bible schools side by side: cost and aid, academics, accreditation and location.",
      publicUrl: publicUrlFrom(matches),
      path: "/compare",
    }),
    { name: "robots", content: "noindex" },
  ];
};

function Notice({ children }: { children: string }) {
  return (
    <p role="alert" className="mt-6 flex items-start gap-2 rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { comparison, slugs, diff, near, placeError, programError, tooMany } = loaderData;
  const measuredFrom = comparison.near?.query ?? null;
  const program = comparison.programs.chosen?.code ?? null;
  const { institutions: schools, missing } = comparison;
  const shownSlugs = schools.map((school) => school.slug);
  const state: CompareState = { slugs: shownSlugs, diff, near: measuredFrom, program };
  const rows = diff ? comparison.rows.filter((row) => row.differs) : comparison.rows;

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 print:max-w-none print:p-0">
      <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">Compare Schools</h1>
      <p className="mt-2 text-slate-600">
        Up to {MAX_COMPARE} schools side by side. Where each school's facts come from, and when they were last updated,
        is under Data.
      </p>

      {tooMany !== null && (
        <Notice>
          {`You asked to compare ${tooMany} schools, but up to ${MAX_COMPARE} can be compared at a time. The first ${MAX_COMPARE} are shown.`}
        </Notice>
      )}
      {missing.length > 0 && (
        <Notice>
          {`We could not find ${missing.map((slug) => `“${slug}”`).join(", ")}. The school may have been removed from the directory, or the link is mistyped.${schools.length > 0 ? " The other schools are compared below." : ""}`}
        </Notice>
      )}

      {schools.length === 0 ? (
        <EmptyComparison hadSchools={slugs.length > 0} />
      ) : (
        <>
          <div className="no-print mt-6 flex flex-wrap items-end justify-between gap-4">
            <DifferencesToggle state={state} />
            <DistanceFrom state={state} near={near} error={placeError} />
            <ProgramChoice state={state} programs={comparison.programs} error={programError} />
          </div>
          {diff && rows.length === 0 && (
            <p className="mt-4 text-slate-700">
              {schools.length === 1
                ? "Add another school to see where they differ."
                : "These schools show the same value for every fact."}
            </p>
          )}
          <div className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm print:overflow-visible print:border-0 print:shadow-none">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">
                {diff ? "Facts that differ between " : "Facts about "}
                {schools.map((school) => school.institution_name).join(", ")}
              </caption>
              <thead>
                <tr>
                  <td className="sticky left-0 z-10 w-32 min-w-32 border-b border-slate-200 bg-white sm:w-48" />
                  {schools.map((school) => (
                    <th
                      key={school.slug}
                      scope="col"
                      className="min-w-44 border-b border-l border-slate-200 px-3 py-3 align-top font-normal"
                    >
                      <Link
                        to={`/institution/${school.slug}`}
                        className="font-serif text-base font-bold text-brand-800 underline-offset-2 hover:underline"
                      >
                        {school.institution_name}
                      </Link>
                      <span className="mt-1 block text-slate-600">{formatLocation(school) || school.country}</span>
                      <Link
                        to={compareHref(
                          shownSlugs.filter((slug) => slug !== school.slug),
                          diff,
                          measuredFrom,
                          program,
                        )}
                        className="no-print mt-2 inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
                      >
                        <X className="size-4" aria-hidden="true" />
                        Remove<span className="sr-only"> {school.institution_name} from this comparison</span>
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              {COMPARE_GROUPS.map((group) => (
                <RowGroup
                  key={group}
                  group={group}
                  rows={rows.filter((row) => row.group === group)}
                  schoolNames={schools.map((school) => school.institution_name)}
                />
              ))}
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function RowGroup({ group, rows, schoolNames }: { group: string; rows: CompareRow[]; schoolNames: string[] }) {
  if (!rows.length) return null;
  const columns = rows[0]!.cells.length;
  return (
    <tbody>
      <tr>
        <th
          scope="colgroup"
          colSpan={columns + 1}
          className="bg-brand-50 px-3 py-2 text-xs font-bold tracking-wide text-brand-800 uppercase"
        >
          {/* The label stays in view while the columns scroll sideways. */}
          <span className="sticky left-3">{group}</span>
        </th>
      </tr>
      {rows.map((row) => (
        <tr key={row.key} className="border-t border-slate-100">
          <th
            scope="row"
            className="sticky left-0 z-10 w-32 min-w-32 bg-white px-3 py-2 align-top font-semibold text-slate-700 sm:w-48"
          >
            {row.label}
          </th>
          {row.cells.map((cell, index) => (
            <td key={index} className="border-l border-slate-100 px-3 py-2 align-top">
              <span className={cell.reported ? "text-slate-800" : "text-slate-500 italic"}>{cell.text}</span>
              {cell.note && <span className="block text-xs text-slate-600">{cell.note}</span>}
              {cell.href && (
                <Link to={cell.href} className="mt-1 inline-block text-xs font-semibold text-brand-700 underline">
                  All programs<span className="sr-only"> of {schoolNames[index]}</span>
                </Link>
              )}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/** A plain GET form (diff=1 in the address); with JavaScript it applies on change. */
function DifferencesToggle({ state }: { state: CompareState }) {
  return (
    <CompareForm state={state} edits="diff" applyOnChange className="flex flex-wrap items-center gap-3">
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-slate-800">
        <input
          key={String(state.diff)}
          type="checkbox"
          name="diff"
          value="1"
          defaultChecked={state.diff}
          className="size-5 accent-brand-700"
        />
        Show only differences
      </label>
      <noscript>
        <button
          type="submit"
          className="min-h-11 rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Apply
        </button>
      </noscript>
    </CompareForm>
  );
}

/** "Distances from": a ZIP code or place; each school's distance then shows under Location. */
function DistanceFrom({ state, near, error }: { state: CompareState; near: string; error: string | null }) {
  const id = useId();
  return (
    <CompareForm state={state} edits="near" className="w-full sm:w-auto">
      <label htmlFor={`${id}-near`} className="block text-sm font-semibold text-slate-700">
        Distances from (ZIP code or place)
      </label>
      <div className="mt-1 flex gap-2">
        <input
          key={near}
          id={`${id}-near`}
          name="near"
          type="text"
          defaultValue={near}
          placeholder="e.g. 60187 or Wheaton, IL"
          maxLength={MAX_PLACE_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2 text-base sm:w-64"
        />
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Show distances
        </button>
      </div>
      <CompareFieldError id={id} error={error} />
    </CompareForm>
  );
}

function EmptyComparison({ hadSchools }: { hadSchools: boolean }) {
  const { items } = useCompareList();
  return (
    <div className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
      <Columns3 className="mx-auto size-10 text-slate-400" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold text-slate-800">
        {hadSchools ? "None of these schools could be found" : "No schools to compare yet"}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">
        Press Compare on a school in the search results, on a school's page or in your saved institutions. Add up to{" "}
        {MAX_COMPARE} schools, then choose Compare now.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {items.length > 0 && (
          <Link
            to={compareHref(items.map((item) => item.slug))}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Compare your {items.length} school{items.length === 1 ? "" : "s"}
          </Link>
        )}
        <Link
          to="/search"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <SearchIcon className="size-5" aria-hidden="true" />
          Search the Directory
        </Link>
      </div>
    </div>
  );
}
