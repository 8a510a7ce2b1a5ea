import { RotateCw as rotateCwDrawing } from "lucide";
import { useLocation } from "react-router";
import { icon } from "~/components/ui/icon";

const RotateCw = icon(rotateCwDrawing);

/**
 * The listing pages' failure state. Try Again is a GET form for the same address, so it reloads
 * the page with or without JavaScript.
 */
export function ArticlesUnavailable() {
  const { pathname, search } = useLocation();
  const params = [...new URLSearchParams(search)];
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" role="alert">
      <h1 className="font-serif text-3xl font-bold text-brand-800">Resources</h1>
      <p className="mt-4 text-lg text-slate-700">Unable to load articles at this time.</p>
      <form method="get" action={pathname} className="mt-8">
        {params.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          <RotateCw className="size-4" aria-hidden="true" />
          Try Again
        </button>
      </form>
    </section>
  );
}
