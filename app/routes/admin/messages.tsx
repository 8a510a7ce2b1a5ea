import { data, Form } from "react-router";
import type { Route } from "./+types/messages";
import { Banner } from "~/components/admin/record-fields";
import { Pagination } from "~/components/ui/pagination";
import { listContactMessages, markContactMessageAnswered } from "~/domain/contact/contact.server";
import { errorData } from "~/lib/error-status.server";
import { formatDateTimeUtc, formatNumber } from "~/lib/format";
import { readForm } from "~/lib/http.server";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { requireAdmin } from "~/routes/guards.server";

export const meta: Route.MetaFunction = () => [{ title: `Messages | Admin | ${SITE_NAME}` }];

const MAX_PAGE = 10_000;

/** The Contact Us inbox: those not answered yet by default, every message with ?all=1. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdmin(request, services, "messages");
  const url = new URL(request.url);
  const page = Math.min(MAX_PAGE, Math.max(1, Math.trunc(Number(url.searchParams.get("page"))) || 1));
  const all = url.searchParams.get("all") === "1";
  return { ...(await listContactMessages(services.db, { page, open: !all })), page, all };
}

type ActionData = { ok: boolean; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdmin(request, services, "messages");
  const form = await readForm(request);
  try {
    await markContactMessageAnswered(services.db, admin, Number(form.get("messageId")));
    return data<ActionData>({ ok: true, message: "Marked answered." });
  } catch (error) {
    return errorData<ActionData>(
      services,
      error,
      ({ message }) => ({ ok: false, message }),
      "marking a message failed",
    );
  }
}

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, total, open, page, totalPages, all } = loaderData;
  const hrefFor = (target: number) => `/admin/messages?${all ? "all=1&" : ""}page=${target}`;
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-serif text-2xl font-bold text-brand-800">Messages</h1>
          <p className="mt-1 text-sm text-slate-600">
            {`What visitors sent through Contact Us. Answer by e-mail, then mark the message answered. ${formatNumber(open)} not answered yet.`}
          </p>
        </div>
        <a
          href={all ? "/admin/messages" : "/admin/messages?all=1"}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-slate-50"
        >
          {all ? "Show only those not answered" : "Show every message"}
        </a>
      </div>
      {actionData && <Banner tone={actionData.ok ? "success" : "error"}>{actionData.message}</Banner>}
      {messages.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center text-slate-600">
          {all ? "No messages yet." : "Every message has been answered."}
        </p>
      ) : (
        <ul className="space-y-4" aria-label={`${formatNumber(total)} messages`}>
          {messages.map((message) => (
            <li key={message.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold text-brand-800">{message.topic_label}</h2>
                <p className="text-sm text-slate-600">{formatDateTimeUtc(message.created_at)}</p>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                From {message.name},{" "}
                <a href={`mailto:${message.email}`} className="font-semibold text-brand-700 underline">
                  {message.email}
                </a>
              </p>
              <p className="mt-3 text-sm whitespace-pre-line text-slate-800">{message.message}</p>
              {message.handled_at ? (
                <p className="mt-3 text-sm text-green-800">Answered {formatDateTimeUtc(message.handled_at)}</p>
              ) : (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="messageId" value={message.id} />
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
                  >
                    Mark answered
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} label="Message pages" />
    </section>
  );
}
