import { Link } from "react-router";

export function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-800">Page Not Found</h1>
      <p className="mt-4 text-slate-600">The page you're looking for doesn't exist.</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Return Home
      </Link>
    </section>
  );
}
