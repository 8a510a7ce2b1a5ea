/**
 * One post of a discussion (the opening post or a reply) with what the viewer may do with it: the
 * author edits or deletes it, another member reports it.
 */
import { Form } from "react-router";
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from "~/components/accounts/form-controls";
import { COMMUNITY_LIMITS, REPORT_REASONS } from "~/domain/community/community";
import type { PostView } from "~/domain/community/community.schemas";
import { formatDateTimeUtc } from "~/lib/format";

/** What the discussion's action answered about one post: a report taken, or a form's errors. */
export interface PostFeedback {
  intent: string;
  ok: boolean;
  message: string;
  fields?: Record<string, string>;
  title?: string;
  body?: string;
}

const summaryClass = "inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700";

export function ForumPost({
  post,
  title,
  signedIn,
  feedback,
}: {
  post: PostView;
  /** The discussion's title, which its author edits with the opening post. */
  title: string;
  signedIn: boolean;
  feedback: PostFeedback | undefined;
}) {
  const anchor = post.reply_id === null ? "opening-post" : `reply-${post.reply_id}`;
  const editFailed = feedback && !feedback.ok && feedback.intent === "edit" ? feedback : undefined;
  const errorOf = (field: string) => (editFailed?.fields?.[field] ? [editFailed.fields[field]] : undefined);
  return (
    <li id={anchor} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-slate-800">{post.author}</span>
        {` · ${formatDateTimeUtc(post.created_at)}`}
        {post.edited_at && ` · edited ${formatDateTimeUtc(post.edited_at)}`}
      </p>
      {post.body === null ? (
        <p className="mt-3 text-sm text-slate-600 italic">This reply was hidden by the moderators.</p>
      ) : (
        <p className="mt-3 break-words whitespace-pre-line text-slate-800">{post.body}</p>
      )}
      {feedback && !editFailed && (
        <div className="mt-3">
          <FormAlert tone={feedback.ok ? "success" : "error"}>{feedback.message}</FormAlert>
        </div>
      )}
      {post.own && post.body !== null && (
        <details className="mt-3" open={Boolean(editFailed)}>
          <summary className={summaryClass}>Edit your {post.reply_id === null ? "discussion" : "reply"}</summary>
          <Form method="post" className="mt-2 space-y-3" noValidate>
            {editFailed && <FormAlert>{editFailed.message}</FormAlert>}
            <input type="hidden" name="intent" value="edit" />
            <input type="hidden" name="replyId" value={post.reply_id ?? ""} />
            {post.reply_id === null && (
              <TextField
                id={`${anchor}-edit-title`}
                name="title"
                label="Title"
                defaultValue={editFailed?.title ?? title}
                errors={errorOf("title")}
                required
              />
            )}
            <TextAreaField
              id={`${anchor}-edit-body`}
              name="body"
              label={post.reply_id === null ? "Message" : "Reply text"}
              rows={5}
              maxLength={COMMUNITY_LIMITS.bodyMax}
              defaultValue={editFailed?.body ?? post.body}
              errors={errorOf("body")}
              required
            />
            <SubmitButton>Save Changes</SubmitButton>
          </Form>
        </details>
      )}
      {post.deletable && (
        <details className="mt-1">
          <summary className={summaryClass}>Delete your {post.reply_id === null ? "discussion" : "reply"}</summary>
          <Form method="post" className="mt-2 space-y-3">
            <p className="text-sm text-slate-700">
              {post.reply_id === null
                ? "The discussion and your own replies in it are deleted for good."
                : "Your reply is deleted for good."}
            </p>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="replyId" value={post.reply_id ?? ""} />
            <SubmitButton variant="danger">Delete for Good</SubmitButton>
          </Form>
        </details>
      )}
      {signedIn &&
        post.body !== null &&
        !post.own &&
        (post.reported ? (
          <p className="mt-3 text-sm text-slate-600">You reported this post.</p>
        ) : (
          <details className="mt-3">
            <summary className={summaryClass}>Report this post</summary>
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
