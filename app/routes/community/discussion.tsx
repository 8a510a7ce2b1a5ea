import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/discussion";
import { FormAlert, SubmitButton, TextAreaField } from "~/components/accounts/form-controls";
import { ForumPost, type PostFeedback } from "~/components/community/forum-post";
import { CLIENT_IP_HEADER, RateLimited } from "~/domain/accounts/rate-limit.server";
import { getSessionUser } from "~/domain/accounts/session.server";
import { COMMUNITY_LIMITS, findForum } from "~/domain/community/community";
import { ReplySchema, ReportSchema, ThreadEditSchema } from "~/domain/community/community.schemas";
import { createReply, deletePost, editPost, getThread, reportPost } from "~/domain/community/forums.server";
import { describeError, reportError, throwAsResponse } from "~/lib/error-status.server";
import { fieldErrors, readForm } from "~/lib/http.server";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/services.server";
import { requireUser } from "~/routes/guards.server";

/** A refusal's Retry-After reaches the browser on document requests too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

function threadId(params: { id: string }): number {
  return /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
}

/** A visible discussion with its replies; who reads it decides only whether they may answer or report. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = await getSessionUser(request, services);
  try {
    const thread = await getThread(services.db, threadId(params), user?.id ?? null);
    const forum = findForum(thread.forum)!;
    return { thread, forum: { slug: forum.slug, title: forum.title }, signedIn: Boolean(user) };
  } catch (error) {
    throwAsResponse(error);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  loaded
    ? pageMeta({
        title: loaded.thread.title,
        description: `A discussion in the ${loaded.forum.title} forum of the Christian Education Directory community.`,
        publicUrl: publicUrlFrom(matches),
        path: `/community/discussions/${loaded.thread.id}`,
      })
    : [];

type ActionData = PostFeedback & { post?: string };

/** The reply id a form names: none for the opening post, 0 (not found) for anything malformed. */
function replyIdFrom(value: string): number | null {
  if (value === "") return null;
  return /^\d{1,10}$/.test(value) ? Number(value) : 0;
}

/**
 * Replying, reporting, and an author's edit or deletion of their own post need a signed-in member;
 * each is checked and counted on the server.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const user = await requireUser(request, services);
  const id = threadId(params);
  const here = `/community/discussions/${id}`;
  const form = Object.fromEntries(await readForm(request));
  const intent = ["report", "edit", "delete"].includes(String(form.intent)) ? String(form.intent) : "reply";
  const clientIp = request.headers.get(CLIENT_IP_HEADER);
  const post = String(form.replyId ?? "");
  const ref = { threadId: id, replyId: replyIdFrom(post) };
  // What the member typed, kept for the form when it comes back with errors.
  const typed = {
    body: intent === "reply" || intent === "edit" ? String(form.body ?? "").slice(0, 6000) : undefined,
    title: intent === "edit" && ref.replyId === null ? String(form.title ?? "").slice(0, 200) : undefined,
  };
  const invalid = (message: string, fields: Record<string, string>) =>
    data<ActionData>({ intent, ok: false, message, post, fields, ...typed }, { status: 400 });
  try {
    if (intent === "report") {
      const parsed = ReportSchema.safeParse(form);
      if (!parsed.success) return invalid("Choose a reason", fieldErrors(parsed.error));
      await reportPost(services.db, user, ref, parsed.data.reason, clientIp);
      return data<ActionData>({
        intent,
        ok: true,
        post,
        message: "Thank you: the moderators will read this post and hide it if it breaks the guidelines.",
      });
    }
    if (intent === "edit") {
      const parsed = (ref.replyId === null ? ThreadEditSchema : ReplySchema).safeParse(form);
      if (!parsed.success) return invalid("Your changes were not saved", fieldErrors(parsed.error));
      await editPost(services.db, user, ref, parsed.data, clientIp);
      throw redirect(`${here}#${ref.replyId === null ? "opening-post" : `reply-${ref.replyId}`}`);
    }
    if (intent === "delete") {
      const forum = await deletePost(services.db, user, ref, clientIp);
      throw redirect(ref.replyId === null ? `/community/forums/${forum}?deleted=1` : `${here}?deleted=1`);
    }
    const parsed = ReplySchema.safeParse(form);
    if (!parsed.success) return invalid("Your reply was not posted", fieldErrors(parsed.error));
    const replyId = await createReply(services.db, user, id, parsed.data, clientIp);
    throw redirect(`${here}#reply-${replyId}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    const answer = describeError(error);
    reportError(services, error, answer.status, "a forum post failed");
    const headers: HeadersInit = error instanceof RateLimited ? { "Retry-After": String(error.retryAfter) } : {};
    return data<ActionData>(
      { intent, ok: false, message: answer.message, post, fields: answer.fields ?? {}, ...typed },
      { status: answer.status, headers },
    );
  }
}

export default function Discussion({ loaderData, actionData }: Route.ComponentProps) {
  const { thread, forum, signedIn } = loaderData;
  const navigation = useNavigation();
  const replyFailed = actionData && !actionData.ok && actionData.intent === "reply" ? actionData : undefined;
  const deleted = new URLSearchParams(useLocation().search).has("deleted");
  const here = `/community/discussions/${thread.id}`;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-x-2">
          <li>
            <Link to="/community" className="inline-block py-1 text-brand-700 underline">
              Community
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li>
            <Link to={`/community/forums/${forum.slug}`} className="inline-block py-1 text-brand-700 underline">
              {forum.title}
            </Link>
          </li>
        </ol>
      </nav>
      <h1 className="mt-2 font-serif text-3xl font-bold break-words text-brand-800">{thread.title}</h1>
      <p className="mt-1 text-sm text-slate-600">
        {`${thread.reply_count} ${thread.reply_count === 1 ? "reply" : "replies"}`}
      </p>
      {deleted && (
        <div className="mt-4">
          <FormAlert tone="success">Your reply was deleted.</FormAlert>
        </div>
      )}

      <ol className="mt-6 space-y-4">
        {thread.posts.map((post) => (
          <ForumPost
            key={post.reply_id ?? "opening"}
            post={post}
            title={thread.title}
            signedIn={signedIn}
            feedback={
              actionData && actionData.intent !== "reply" && actionData.post === String(post.reply_id ?? "")
                ? actionData
                : undefined
            }
          />
        ))}
      </ol>

      <section
        aria-labelledby="reply-heading"
        className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="reply-heading" className="font-serif text-xl font-bold text-brand-800">
          Your reply
        </h2>
        {signedIn ? (
          // A posted reply empties the form: it is drawn afresh for each new reply count.
          <Form method="post" key={thread.reply_count} className="mt-4 space-y-4" noValidate>
            {replyFailed && <FormAlert>{replyFailed.message}</FormAlert>}
            <input type="hidden" name="intent" value="reply" />
            <TextAreaField
              id="reply-body"
              name="body"
              label="Reply"
              rows={5}
              maxLength={COMMUNITY_LIMITS.bodyMax}
              description="Keep to the community guidelines: be kind, and keep personal details private."
              defaultValue={replyFailed?.body}
              errors={replyFailed?.fields?.body ? [replyFailed.fields.body] : undefined}
              required
            />
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Posting...">
              Post Reply
            </SubmitButton>
          </Form>
        ) : (
          <p className="mt-2 text-slate-700">
            <Link to={`/login?redirect=${encodeURIComponent(here)}`} className="font-semibold text-brand-700 underline">
              Sign in
            </Link>{" "}
            or{" "}
            <Link to="/signup" className="font-semibold text-brand-700 underline">
              create an account
            </Link>{" "}
            to reply.
          </p>
        )}
      </section>
    </article>
  );
}
