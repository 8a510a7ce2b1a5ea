import { data, Link } from "react-router";
import type { Route } from "./+types/forum";
import { FormAlert } from "~/components/accounts/form-controls";
import { useSessionUser } from "~/components/layout/use-session-user";
import { Pagination } from "~/components/ui/pagination";
import { findForum } from "~/domain/community/community";
import { listThreads } from "~/domain/community/forums.server";
import { formatDateTimeUtc } from "~/lib/format";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/services.server";

const MAX_PAGE = 10_000;

/** One forum's discussions, the most recently answered first. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const forum = findForum(params.forum);
  if (!forum) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const page = Math.min(MAX_PAGE, Math.max(1, Math.trunc(Number(query.get("page"))) || 1));
  const { db } = context.get(servicesContext);
  // Where an author lands after deleting their discussion.
  const deleted = query.has("deleted");
  return { forum, page, deleted, ...(await listThreads(db, forum.slug, page)) };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  loaded
    ? pageMeta({
        title: `${loaded.forum.title} | Community`,
        description: loaded.forum.description,
        publicUrl: publicUrlFrom(matches),
        path: `/community/forums/${loaded.forum.slug}`,
      })
    : [];

export default function Forum({ loaderData }: Route.ComponentProps) {
  const { forum, threads, total, page, totalPages, deleted } = loaderData;
  const user = useSessionUser();
  const start = `/community/new?forum=${forum.slug}`;
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:py-14">
      <Link to="/community" className="inline-block py-1 text-sm text-brand-700 underline">
        Community Hub
      </Link>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-serif text-3xl font-bold text-brand-800">{forum.title}</h1>
          <p className="mt-2 text-slate-700">{forum.description}</p>
        </div>
        <Link
          to={user ? start : `/login?redirect=${encodeURIComponent(start)}`}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {user ? "Start a Discussion" : "Sign In to Post"}
        </Link>
      </div>
      {deleted && (
        <div className="mt-4">
          <FormAlert tone="success">Your discussion was deleted.</FormAlert>
        </div>
      )}
      <p className="mt-4 text-sm text-slate-600">
        {`${total.toLocaleString("en-US")} ${total === 1 ? "discussion" : "discussions"}. `}
        <Link to={forum.guides} className="font-semibold text-brand-700 underline">
          Read the guides on this topic
        </Link>
      </p>
      {threads.length === 0 ? (
        <p className="mt-6 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center text-slate-600">
          No discussions yet. Be the first to ask a question or share what you have learned.
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {threads.map((thread) => (
            <li key={thread.id} className="px-5 py-4">
              <Link
                to={`/community/discussions/${thread.id}`}
                className="font-semibold break-words text-brand-700 underline-offset-2 hover:underline"
              >
                {thread.title}
              </Link>
              <p className="mt-1 text-sm text-slate-600">
                {`Started by ${thread.author} · ${thread.reply_count} ${thread.reply_count === 1 ? "reply" : "replies"} · last post ${formatDateTimeUtc(thread.last_post_at)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        <Pagination
          page={page}
          totalPages={totalPages}
          hrefFor={(target) => `/community/forums/${forum.slug}?page=${target}`}
          label="Discussion pages"
        />
      </div>
    </section>
  );
}
