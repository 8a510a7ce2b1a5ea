import { GraduationCap as graduationCapDrawing, Menu as menuDrawing, X as xDrawing } from "lucide";
import { lazy, Suspense, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { SITE_NAME, SITE_TAGLINE } from "~/lib/site";
import { UserControls } from "./user-menu";
import { useSessionUser } from "./use-session-user";
import { icon } from "~/components/ui/icon";

const GraduationCap = icon(graduationCapDrawing);
const Menu = icon(menuDrawing);
const X = icon(xDrawing);

// Shown only to signed-in visitors and only once the phone menu is opened, so it loads then.
const MobileUserLinks = lazy(() => import("./mobile-user-links"));

const NAV = [
  { to: "/", label: "Home", end: true },
  { to: "/search", label: "Search Directory", end: false },
  { to: "/community", label: "Community", end: false },
  { to: "/resources", label: "Resources", end: false },
];

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-brand-700"
  }`;
}

export function SiteHeader() {
  // The menu belongs to the page it was opened on: moving to another page closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const user = useSessionUser();

  return (
    <header className="no-print sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 text-brand-800" aria-label={`${SITE_NAME}, home`}>
          <GraduationCap className="size-8 shrink-0 text-gold-500" aria-hidden="true" />
          <span className="leading-tight">
            <span className="block font-serif text-lg font-bold">{SITE_NAME}</span>
            <span className="hidden text-xs text-slate-600 sm:block">{SITE_TAGLINE}</span>
          </span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={navClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          {user ? <UserControls user={user} /> : <AccountLinks />}
        </div>

        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
        </button>
      </div>

      {menuOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 md:hidden">
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className={navClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3">
            {user ? (
              <Suspense>
                <MobileUserLinks user={user} />
              </Suspense>
            ) : (
              <AccountLinks />
            )}
          </div>
        </div>
      )}
    </header>
  );
}

function AccountLinks() {
  return (
    <>
      <Link
        to="/login"
        className="rounded-md px-3 py-2 text-center text-sm font-medium text-brand-700 hover:bg-brand-50"
      >
        Sign In
      </Link>
      <Link
        to="/signup"
        className="rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
      >
        Sign Up Now
      </Link>
    </>
  );
}
