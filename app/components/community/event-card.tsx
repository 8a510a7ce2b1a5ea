/** One event of the community calendar, in the time zone it is held in (written on the server). */
import { CalendarDays as calendarDrawing } from "lucide";
import { icon } from "~/components/ui/icon";
import type { EventView } from "~/domain/community/community.schemas";

const CalendarDays = icon(calendarDrawing);

/** `heading`: the level of the event's title under the page's own headings. */
export function EventCard({ event, heading: Heading = "h3" }: { event: EventView; heading?: "h2" | "h3" }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-xs font-semibold tracking-wide text-gold-700 uppercase">{event.kind_label}</p>
      <Heading className="mt-1 font-serif text-lg font-bold text-brand-800">{event.title}</Heading>
      <p className="mt-2 flex gap-2 text-sm text-slate-700">
        <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <time dateTime={event.starts_at}>{`${event.date}, ${event.time}`}</time>
      </p>
      <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{event.description}</p>
      {event.url && (
        <a
          href={event.url}
          rel="noopener noreferrer"
          className="mt-3 inline-block py-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          Join or register<span className="sr-only"> for {event.title}</span>
        </a>
      )}
    </li>
  );
}
