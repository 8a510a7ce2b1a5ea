import { Heart as heartDrawing, Trash2 as trash2Drawing } from "lucide";
import { data, Link, redirect, useFetcher } from "react-router";
import type { Route } from "./+types/favorites";
import { InstitutionCard } from "~/components/institutions/institution-card";
import { safeRedirectPath } from "~/domain/accounts/account.schemas";
import { requireUser } from "~/routes/guards.server";
import { FavoriteFormSchema } from "~/domain/favorites/favorite.schemas";
import { addFavorite, listFavorites, removeFavorite, type SavedInstitution } from "~/domain/favorites/favorites.server";
import { formatDate } from "~/lib/format";
import { throwAsResponse } from "~/lib/error-status.server";
import { fieldErrors, readForm } from "~/lib/http.server";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/services.server";
import { icon } from "~/components/ui/icon";

const Heart = icon(heartDrawing);
const Trash2 = icon(trash2Drawing);

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Saved Institutions",
    description:
      "The Christian colleges, seminaries and Bible schools you have saved on Christian Education Directory.",
    publicUrl: publicUrlFrom(matches),
    path: "/favorites",
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = await requireUser(request, services);
  return { saved: await listFavorites(services.db, user.id) };
}

/** Save or remove; also the no-JavaScript fallback of the Save Institution button. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const user = await requireUser(request, services);
  const parsed = FavoriteFormSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ ok: false, errors: fieldErrors(parsed.error) }, { status: 400 });
  const { intent, institutionId, returnTo } = parsed.data;
  try {
    if (intent === "save") await addFavorite(services.db, user.id, institutionId);
    else await removeFavorite(services.db, user.id, institutionId);
  } catch (error) {
    throwAsResponse(error);
  }
  if (returnTo) throw redirect(safeRedirectPath(returnTo, "/favorites"));
  return { ok: true, errors: {} };
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { saved } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">Saved Institutions</h1>
      <p className="mt-2 text-slate-600">
        {saved.length
          ? `${saved.length} saved institution${saved.length === 1 ? "" : "s"}, newest first.`
          : "Schools you save appear here."}
      </p>
      {saved.length ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {saved.map((item) => (
            <SavedItem key={item.institution.id} item={item} />
          ))}
        </ul>
      ) : (
        <div className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
          <Heart className="mx-auto size-10 text-slate-400" aria-hidden="true" />
          <h2 className="mt-4 text-xl font-semibold text-slate-800">No saved institutions yet</h2>
          <p className="mx-auto mt-2 max-w-md text-slate-600">
            Use Save Institution on any school's page to keep it here for later.
          </p>
          <Link
            to="/search"
            className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Search the Directory
          </Link>
        </div>
      )}
    </section>
  );
}

function SavedItem({ item }: { item: SavedInstitution }) {
  const fetcher = useFetcher<typeof action>();
  const removing = fetcher.state !== "idle";
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok;
  return (
    <li className={`flex flex-col gap-2 ${removing ? "opacity-50" : ""}`}>
      <InstitutionCard institution={item.institution} headingLevel={2} />
      <fetcher.Form method="post" className="flex items-center justify-between gap-3">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="institutionId" value={item.institution.id} />
        <span className="text-sm text-slate-600">Saved {formatDate(item.savedAt)}</span>
        <button
          type="submit"
          disabled={removing}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Remove<span className="sr-only"> {item.institution.institution_name}</span>
        </button>
      </fetcher.Form>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          Could not remove it. Please try again.
        </p>
      )}
    </li>
  );
}
