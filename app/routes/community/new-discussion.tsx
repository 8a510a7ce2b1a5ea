import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/new-discussion";
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from "~/components/accounts/form-controls";
import { CLIENT_IP_HEADER, RateLimited } from "~/domain/accounts/rate-limit.server";
import { COMMUNITY_LIMITS, findForum, FORUMS } from "~/domain/community/community";
import { ThreadSchema } from "~/domain/community/community.schemas";
import { createThread } from "~/domain/community/forums.server";
import { describeError, reportError } from "~/lib/error-status.server";
import { fieldErrors, readForm } from "~/lib/http.server";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { requireUser } from "~/routes/guards.server";

export const meta: Route.MetaFunction = () => [
  { title: `Start a Discussion | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** A refusal's Retry-After reaches the browser on document requests too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

const FORUM_OPTIONS = FORUMS.map((forum) => ({ value: forum.slug, label: forum.title }));

/** Members only: a guest signs in first and comes back here. A link may choose the forum (?forum=slug). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.get(servicesContext));
  return { forum: findForum(new URL(request.url).searchParams.get("forum") ?? undefined)?.slug ?? "" };
}

type ActionData = { message: string; fields: Record<string, string>; values: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const user = await requireUser(request, services);
  const form = Object.fromEntries(await readForm(request));
  const values = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, String(value).slice(0, 6000)]));
  const parsed = ThreadSchema.safeParse(form);
  if (!parsed.success) {
    return data<ActionData>(
      { message: "Your discussion was not posted", fields: fieldErrors(parsed.error), values },
      { status: 400 },
    );
  }
  try {
    const id = await createThread(services.db, user, parsed.data, request.headers.get(CLIENT_IP_HEADER));
    return redirect(`/community/discussions/${id}`);
  } catch (error) {
    const answer = describeError(error);
    reportError(services, error, answer.status, "starting a discussion failed");
    const headers: HeadersInit = error instanceof RateLimited ? { "Retry-After": String(error.retryAfter) } : {};
    return data<ActionData>(
      { message: answer.message, fields: answer.fields ?? {}, values },
      { status: answer.status, headers },
    );
  }
}

export default function NewDiscussion({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const errorOf = (field: string) => (actionData?.fields[field] ? [actionData.fields[field]] : undefined);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-serif text-3xl font-bold text-brand-800">Start a Discussion</h1>
        <p className="mt-2 text-slate-700">
          Ask a question or share what you have learned. Everyone can read it; you are named by your first name and the
          initial of your last name. Please keep to the{" "}
          <Link to="/community#guidelines-heading" className="font-semibold text-brand-700 underline">
            community guidelines
          </Link>
          .
        </p>
        <Form method="post" className="mt-6 space-y-4" noValidate>
          {actionData && <FormAlert>{actionData.message}</FormAlert>}
          <SelectField
            id="discussion-forum"
            name="forum"
            label="Forum"
            placeholder="Choose a forum"
            options={FORUM_OPTIONS}
            defaultValue={actionData?.values.forum ?? loaderData.forum}
            errors={errorOf("forum")}
            required
          />
          <TextField
            id="discussion-title"
            name="title"
            label="Title"
            description={`A question or a short summary, up to ${COMMUNITY_LIMITS.titleMax} characters.`}
            defaultValue={actionData?.values.title}
            errors={errorOf("title")}
            required
          />
          <TextAreaField
            id="discussion-body"
            name="body"
            label="Message"
            rows={8}
            maxLength={COMMUNITY_LIMITS.bodyMax}
            description="No phone numbers, addresses or student records, please."
            defaultValue={actionData?.values.body}
            errors={errorOf("body")}
            required
          />
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Posting...">
            Post Discussion
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}
