import { ChevronDown as chevronDownDrawing } from "lucide";
import { useRef, type SyntheticEvent } from "react";
import type { Faq } from "~/domain/articles/article.schemas";
import { icon } from "~/components/ui/icon";

const ChevronDown = icon(chevronDownDrawing);

/**
 * Questions that open one at a time. Native <details> with a shared name does this in current
 * browsers, without JavaScript; the toggle handler does it in older ones. Print shows every answer.
 */
export function ArticleFaq({ faqs }: { faqs: Faq[] }) {
  const list = useRef<HTMLDivElement>(null);
  if (!faqs.length) return null;

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const other of list.current?.querySelectorAll("details[open]") ?? []) {
      if (other !== opened) (other as HTMLDetailsElement).open = false;
    }
  };

  return (
    <section aria-labelledby="faq-heading" className="mt-12">
      <h2 id="faq-heading" className="font-serif text-2xl font-bold text-brand-800">
        Frequently Asked Questions
      </h2>
      <div
        ref={list}
        className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white print:hidden"
      >
        {faqs.map((faq) => (
          <details key={faq.question} name="article-faq" className="group" onToggle={onToggle}>
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-brand-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="px-5 pb-5 text-slate-700">{faq.answer}</p>
          </details>
        ))}
      </div>
      <dl className="mt-4 hidden space-y-4 print:block">
        {faqs.map((faq) => (
          <div key={faq.question}>
            <dt className="font-semibold">{faq.question}</dt>
            <dd className="mt-1">{faq.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
