import { Construction as constructionDrawing } from "lucide";
import { useMatches } from "react-router";
import type { Route } from "./+types/coming-soon";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { GUEST_CACHED } from "~/lib/guest-cache";
import { icon } from "~/components/ui/icon";

const Construction = icon(constructionDrawing);

const TITLES: Record<string, string> = {
  about: "About Us",
  help: "Help Center",
};

/** The same for every guest: the guest response cache may keep it. */
export const handle = GUEST_CACHED;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const id = location.pathname.replace(/^\//, "");
  const title = TITLES[id] ?? "Coming Soon";
  return pageMeta({
    title,
    description: `${title} at Christian Education Directory. This page is coming soon; we're working hard to bring you this feature.`,
    publicUrl: publicUrlFrom(matches),
    path: location.pathname,
  });
};

export default function ComingSoon() {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? "";
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <Construction className="mx-auto size-12 text-gold-500" aria-hidden="true" />
      <h1 className="mt-4 font-serif text-3xl font-bold text-brand-800">{TITLES[id] ?? "Coming Soon"}</h1>
      <p className="mt-4 text-lg text-slate-700">This page is coming soon!</p>
      <p className="mt-2 text-slate-600">We're working hard to bring you this feature.</p>
    </section>
  );
}
