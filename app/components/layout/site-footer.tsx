import { GraduationCap as graduationCapDrawing } from "lucide";
import { Link } from "react-router";
import { FOOTER_ARTICLES, SITE_NAME, SITE_TAGLINE } from "~/lib/site";
import { icon } from "~/components/ui/icon";

const GraduationCap = icon(graduationCapDrawing);

const NAVIGATE = [
  { to: "/", label: "Home" },
  { to: "/search", label: "Search Directory" },
  { to: "/community", label: "Community" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact Us" },
  { to: "/help", label: "Help Center" },
];

const LEGAL = [
  { to: "/terms", label: "Terms of Service" },
  { to: "/privacy", label: "Privacy Policy" },
];

function FooterColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-gold-300 uppercase">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-block py-1 text-sm text-slate-200 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const resources = [
    { to: "/resources", label: "All Resources" },
    ...FOOTER_ARTICLES.map((article) => ({ to: `/resources/articles/${article.slug}`, label: article.label })),
  ];
  return (
    <footer className="no-print surface-dark bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div>
          <p className="flex items-center gap-2 font-serif text-lg font-bold text-white">
            <GraduationCap className="size-7 text-gold-300" aria-hidden="true" />
            {SITE_NAME}
          </p>
          <p className="mt-3 text-sm text-slate-300">{SITE_TAGLINE}</p>
        </div>
        <FooterColumn title="Resources" links={resources} />
        <FooterColumn title="Navigate" links={NAVIGATE} />
        <FooterColumn title="Legal" links={LEGAL} />
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-300 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {SITE_NAME}. Institution facts from the U.S. Department of Education (IPEDS and
          College Scorecard).
        </p>
      </div>
    </footer>
  );
}
