import { Link } from "react-router";

const LEGAL_LAST_UPDATED = "January 30, 2025";

/**
 * A page of prose: the legal pages (with the day they last changed), About Us and the Help Center
 * (`updated={null}`: they describe the site as it is).
 */
export function LegalPage({
  title,
  intro,
  updated = LEGAL_LAST_UPDATED,
  children,
}: {
  title: string;
  intro: string;
  updated?: string | null;
  children: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="font-serif text-4xl font-bold text-brand-800">{title}</h1>
      {updated && <p className="mt-2 text-sm text-slate-600">Last updated: {updated}</p>}
      <p className="mt-6 text-lg text-slate-700">{intro}</p>
      <div className="legal-body mt-8 space-y-8 text-slate-700 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-800 [&_li]:ml-6 [&_li]:list-disc [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:space-y-1">
        {children}
      </div>
      <p className="mt-12 rounded-lg bg-brand-50 p-5 text-slate-700">
        Questions about this page? Please{" "}
        <Link to="/contact" className="font-semibold text-brand-700 underline">
          contact us
        </Link>
        .
      </p>
    </article>
  );
}
