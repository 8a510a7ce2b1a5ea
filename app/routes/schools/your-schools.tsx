import { Link } from "react-router";
import type { Route } from "./+types/your-schools";
import { listRepresentedSchools } from "~/domain/schools/representation.server";
import { schoolUpdateHref } from "~/domain/schools/school-links";
import { formatDate } from "~/lib/format";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { requireUser } from "~/routes/guards.server";

export const meta: Route.MetaFunction = () => [
  { title: `Your schools | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = await requireUser(request, services);
  return { schools: await listRepresentedSchools(services.db, user.id) };
}

export default function YourSchools({ loaderData }: Route.ComponentProps) {
  const { schools } = loaderData;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold text-brand-800">Your schools</h1>
      <p className="mt-2 text-slate-700">
        The schools you represent. Propose updates to a school&apos;s page with a source on its own site; an
        administrator reviews each one before it is public.
      </p>
      {schools.length === 0 ? (
        <p className="mt-6 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          You do not represent a school yet. Open a school&apos;s page and choose <strong>Update this School</strong>.
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {schools.map((school) => (
            <li key={school.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="font-semibold text-slate-900">{school.institution_name}</p>
              <p className="text-sm text-slate-600">
                {school.role} · since {formatDate(school.created_at)}
              </p>
              <div className="mt-2 flex flex-wrap gap-4">
                <Link to={schoolUpdateHref(school.slug)} className="font-semibold text-brand-700 underline">
                  Propose an update<span className="sr-only"> to {school.institution_name}</span>
                </Link>
                <Link to={`/institution/${school.slug}`} className="font-semibold text-brand-700 underline">
                  View the page<span className="sr-only"> of {school.institution_name}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
