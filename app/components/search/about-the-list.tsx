/** Which schools the directory lists, and why: the rule behind every "Listed because" line. */
export function AboutTheList({
  text,
}: {
  text: { rule: string; latterDaySaints: string; latterDaySaintsLink: string; abroad: string };
}) {
  return (
    <details className="mt-10 rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
      <summary className="min-h-11 cursor-pointer text-base font-semibold text-brand-800">
        About this list: which schools are listed, and why
      </summary>
      <p className="mt-3">{text.rule}</p>
      <p className="mt-2">
        {text.latterDaySaints}{" "}
        <a href={text.latterDaySaintsLink} className="font-semibold text-brand-700 underline">
          these schools
        </a>
        . {text.abroad}
      </p>
    </details>
  );
}
