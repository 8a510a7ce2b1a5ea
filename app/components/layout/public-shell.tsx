import { useSearchParams } from "react-router";
import { CompareProvider } from "~/components/compare/compare-list";
import { CompareTray } from "~/components/compare/compare-tray";
import { SITE_NAME } from "~/lib/site";
import { ScrollToTop } from "./scroll-to-top";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useSessionUser } from "./use-session-user";

/** Header, main landmark and footer of every public page (and of the error pages). */
export function PublicShell({ children }: { children: React.ReactNode }) {
  return (
    <CompareProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-700 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1" tabIndex={-1}>
        <WelcomeNotice />
        {children}
      </main>
      <SiteFooter />
      <CompareTray />
      <ScrollToTop />
    </CompareProvider>
  );
}

/** After following the e-mail confirmation link (/?welcome=1) or deleting the account (/?account=deleted). */
function WelcomeNotice() {
  const [searchParams] = useSearchParams();
  const user = useSessionUser();
  if (searchParams.get("account") === "deleted" && !user) {
    return (
      <div className="border-b border-slate-200 bg-slate-50">
        <p role="status" className="mx-auto max-w-7xl px-4 py-3 text-sm text-slate-800 sm:px-6 lg:px-8">
          Your account, profile and saved institutions have been deleted.
        </p>
      </div>
    );
  }
  if (searchParams.get("welcome") !== "1" || !user) return null;
  return (
    <div className="border-b border-green-200 bg-green-50">
      <p role="status" className="mx-auto max-w-7xl px-4 py-3 text-sm text-green-900 sm:px-6 lg:px-8">
        <strong>Welcome to {SITE_NAME}!</strong> Your e-mail address is confirmed and you are signed in. Save the
        institutions you like and find them again under Saved Institutions.
      </p>
    </div>
  );
}
