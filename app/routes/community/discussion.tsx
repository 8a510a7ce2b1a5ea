import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/discussion";
import { FormAlert, SelectField, SubmitButton, TextAreaField } from "~/components/accounts/form-controls";
import { CLIENT_IP_HEADER, RateLimited } from "~/domain/accounts/rate-limit.server";
import { getSessionUser } from "~/domain/accounts/session.server";
import { COMMUNITY_LIMITS, findForum, REPORT_REASONS } from "~/domain/community/community";
import { ReplySchema, ReportSchema } from "~/domain/community/community.schemas";
import { createReply, getThread, reportPost, type PostView } from "~/domain/community/forums.server";
import { describeError, reportError, throwAsResponse } from "~/lib/error-status.server";
import { formatDateTimeUtc } from "~/lib/format";
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

type ActionData =
  | { intent: "report"; ok: true; message: string; post: string }
  | { intent: string; ok: false; message: string; post?: string; fields: Record<string, string>; body?: string };

/** Replying and reporting need a signed-in member; either is checked and counted on the server. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const user = await requireUser(request, services);
  const id = threadId(params);
  const form = Object.fromEntries(await readForm(request));
  const intent = String(form.intent ?? "");
  const clientIp = request.headers.get(CLIENT_IP_HEADER);
  const post = String(form.replyId ?? "");
  try {
    if (intent === "report") {
      const parsed = ReportSchema.safeParse(form);
      if (!parsed.success) {
        return data<ActionData>(
          { intent, ok: false, message: "Choose a reason", post, fields: fieldErrors(parsed.error) },
          { status: 400 },
        );
      }
      await reportPost(
        services.db,
        user,
        { threadId: id, replyId: post === "" ? null : /^\d{1,10}$/.test(post) ? Number(post) : 0 },
        parsed.data.reason,
        clientIp,
      );
      return data<ActionData>({
        intent,
        ok: true,
        post,
        message: "Thank you: the moderators will read this post and hide it if it breaks the guidelines.",
      });
    }
    const parsed = ReplySchema.safeParse(form);
    if (!parsed.success) {
      return data<ActionData>(
        {
          intent: "reply",
          ok: false,
          message: "Your reply was not posted",
          fields: fieldErrors(parsed.error),
          body: String(form.body ?? "").slice(0, 6000),
        },
        { status: 400 },
      );
    }
    const replyId = await createReply(services.db, user, id, parsed.data, clientIp);
    throw redirect(`/community/discussions/${id}#reply-${replyId}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    const answer = describeError(error);
    reportError(services, error, answer.status, "a forum post failed");
    const headers: HeadersInit = error instanceof RateLimited ? { "Retry-After": String(error.retryAfter) } : {};
    return data<ActionData>(
      {
        intent: intent === "report" ? "report" : "reply",
        ok: false,
        message: answer.message,
        post,
        fields: answer.fields ?? {},
        body: intent === "report" ? undefined : String(form.body ?? "").slice(0, 6000),
      },
      { status: answer.status, headers },
    );
  }
}

export default function Discussion({ loaderData, actionData }: Route.ComponentProps) {
  const { thread, forum, signedIn } = loaderData;
  const navigation = useNavigation();
  const replyFailed = actionData && !actionData.ok && actionData.intent === "reply" ? actionData : undefined;
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

      <ol className="mt-6 space-y-4">
        {thread.posts.map((post) => (
          <Post
            key={post.reply_id ?? "opening"}
            post={post}
            signedIn={signedIn}
            feedback={
              actionData?.intent === "report" && actionData.post === String(post.reply_id ?? "")
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
              errors={replyFailed?.fields.body ? [replyFailed.fields.body] : undefined}
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

function Post({ post, signedIn, feedback }: { post: PostView; signedIn: boolean; feedback: ActionData | undefined }) {
  const anchor = post.reply_id === null ? "opening-post" : `reply-${post.reply_id}`;
  return (
    <li id={anchor} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-slate-800">{post.author}</span>
        {` · ${formatDateTimeUtc(post.created_at)}`}
      </p>
      {post.body === null ? (
        <p className="mt-3 text-sm text-slate-600 italic">This reply was hidden by the moderators.</p>
      ) : (
        <p className="mt-3 break-words whitespace-pre-line text-slate-800">{post.body}</p>
      )}
      {feedback && (
        <div className="mt-3">
          <FormAlert tone={feedback.ok ? "success" : "error"}>{feedback.message}</FormAlert>
        </div>
      )}
      {signedIn &&
        post.body !== null &&
        !post.own &&
        (post.reported ? (
          <p className="mt-3 text-sm text-slate-600">You reported this post.</p>
        ) : (
          <details className="mt-3">
            <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700">
              Report this post
            </summary>
            <Form method="post" className="mt-2 space-y-3" noValidate>
              <input type="hidden" name="intent" value="report" />
              <input type="hidden" name="replyId" value={post.reply_id ?? ""} />
              <SelectField
                id={`${anchor}-reason`}
                name="reason"
                label="Why should the moderators look at it?"
                placeholder="Choose a reason"
                options={REPORT_REASONS}
                required
              />
              <SubmitButton variant="secondary">Send Report</SubmitButton>
            </Form>
          </details>
        ))}
    </li>
  );
}
