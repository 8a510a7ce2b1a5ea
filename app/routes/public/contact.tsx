import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/contact";
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from "~/components/accounts/form-controls";
import { CLIENT_IP_HEADER, RateLimited } from "~/domain/accounts/rate-limit.server";
import { getSessionUser } from "~/domain/accounts/session.server";
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGES, CONTACT_TOPICS } from "~/domain/contact/contact";
import { ContactMessageSchema } from "~/domain/contact/contact.schemas";
import { sendContactMessage } from "~/domain/contact/contact.server";
import { describeError, reportError } from "~/lib/error-status.server";
import { fieldErrors, readForm } from "~/lib/http.server";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/services.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Contact Us",
    description:
      "Write to the administrators of Christian Education Directory: a question, a school's listing, your account and personal data, or your story.",
    publicUrl: publicUrlFrom(matches),
    path: "/contact",
  });

/** A refusal's Retry-After reaches the browser on document requests too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

const TOPIC_VALUES: readonly string[] = CONTACT_TOPICS.map((topic) => topic.value);

/** A signed-in visitor's address is filled in; a topic can be chosen by a link (/contact?topic=story). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context.get(servicesContext));
  const topic = new URL(request.url).searchParams.get("topic") ?? "";
  return { email: user?.email ?? "", name: user?.name ?? "", topic: TOPIC_VALUES.includes(topic) ? topic : "" };
}

type ActionData =
  { sent: true } | { sent: false; message: string; fields: Record<string, string>; values: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = Object.fromEntries(await readForm(request));
  const values = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, String(value).slice(0, 6000)]));
  const parsed = ContactMessageSchema.safeParse(form);
  if (!parsed.success) {
    return data<ActionData>(
      { sent: false, message: "Some fields are not valid", fields: fieldErrors(parsed.error), values },
      { status: 400 },
    );
  }
  try {
    const user = await getSessionUser(request, services);
    await sendContactMessage(services.db, parsed.data, {
      userId: user?.id ?? null,
      clientIp: request.headers.get(CLIENT_IP_HEADER),
    });
    return { sent: true } satisfies ActionData;
  } catch (error) {
    const answer = describeError(error);
    reportError(services, error, answer.status, "a contact message failed");
    const headers: HeadersInit = error instanceof RateLimited ? { "Retry-After": String(error.retryAfter) } : {};
    return data<ActionData>(
      { sent: false, message: answer.message, fields: answer.fields ?? {}, values },
      { status: answer.status, headers },
    );
  }
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const failed = actionData && !actionData.sent ? actionData : null;
  const errors = failed?.fields ?? {};
  const value = (field: "name" | "email" | "topic" | "message") =>
    failed?.values[field] ?? (field === "message" ? "" : loaderData[field]);
  const errorOf = (field: string) => (errors[field] ? [errors[field]] : undefined);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-serif text-3xl font-bold text-brand-800">Contact Us</h1>
        <div className="mt-2 space-y-2 text-slate-700">
          <p>
            Your message goes to the directory&apos;s administrators, who answer by e-mail. We use your address only to
            answer you (see the{" "}
            <Link to="/privacy" className="font-semibold text-brand-700 underline">
              Privacy Policy
            </Link>
            ).
          </p>
          <p>
            Work at a school and want to correct its page? Open the school&apos;s page and choose Update this School: a
            change with its source reaches the page fastest.
          </p>
        </div>
        {actionData?.sent ? (
          <div className="mt-6 space-y-4">
            <FormAlert tone="success">{CONTACT_MESSAGES.sent}</FormAlert>
            <Link to="/" className="inline-block py-2 font-semibold text-brand-700 underline">
              Return Home
            </Link>
          </div>
        ) : (
          <Form method="post" className="mt-6 space-y-4" noValidate>
            {failed && <FormAlert>{failed.message}</FormAlert>}
            <TextField
              id="contact-name"
              name="name"
              label="Your name"
              autoComplete="name"
              defaultValue={value("name")}
              errors={errorOf("name")}
              required
            />
            <TextField
              id="contact-email"
              name="email"
              type="email"
              label="Your e-mail address"
              autoComplete="email"
              description="We answer to this address."
              defaultValue={value("email")}
              errors={errorOf("email")}
              required
            />
            <SelectField
              id="contact-topic"
              name="topic"
              label="Topic"
              placeholder="Choose a topic"
              options={CONTACT_TOPICS}
              defaultValue={value("topic")}
              errors={errorOf("topic")}
              required
            />
            <TextAreaField
              id="contact-message"
              name="message"
              label="Message"
              rows={7}
              maxLength={CONTACT_MESSAGE_MAX}
              description={`Up to ${CONTACT_MESSAGE_MAX.toLocaleString("en-US")} characters. Please leave out student records and payment details.`}
              defaultValue={value("message")}
              errors={errorOf("message")}
              required
            />
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Sending...">
              Send Message
            </SubmitButton>
          </Form>
        )}
      </div>
    </section>
  );
}
