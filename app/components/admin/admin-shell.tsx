import {
  Activity as activityDrawing,
  BarChart3 as barChart3Drawing,
  Bell as bellDrawing,
  Building2 as building2Drawing,
  ClipboardCheck as clipboardCheckDrawing,
  ExternalLink as externalLinkDrawing,
  FileText as fileTextDrawing,
  FolderOpen as folderOpenDrawing,
  GraduationCap as graduationCapDrawing,
  LayoutDashboard as layoutDashboardDrawing,
  LogOut as logOutDrawing,
  Mail as mailDrawing,
  MessagesSquare as messagesSquareDrawing,
  Menu as menuDrawing,
  School as schoolDrawing,
  Search as searchDrawing,
  Upload as uploadDrawing,
  Users as usersDrawing,
  X as xDrawing,
} from "lucide";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { Form, Link, NavLink, useLocation, useNavigation } from "react-router";
import { canAccess, roleBadge, type AdminActor, type AdminArea } from "~/domain/admins/admin.schemas";
import type { AuditEntry } from "~/domain/audit/audit.schemas";
import { formatDate } from "~/lib/format";
import { SITE_NAME } from "~/lib/site";
import { icon } from "~/components/ui/icon";

const Activity = icon(activityDrawing);
const BarChart3 = icon(barChart3Drawing);
const Bell = icon(bellDrawing);
const Building2 = icon(building2Drawing);
const ClipboardCheck = icon(clipboardCheckDrawing);
const ExternalLink = icon(externalLinkDrawing);
const FileText = icon(fileTextDrawing);
const FolderOpen = icon(folderOpenDrawing);
const GraduationCap = icon(graduationCapDrawing);
const LayoutDashboard = icon(layoutDashboardDrawing);
const LogOut = icon(logOutDrawing);
const Mail = icon(mailDrawing);
const MessagesSquare = icon(messagesSquareDrawing);
const Menu = icon(menuDrawing);
const School = icon(schoolDrawing);
const Search = icon(searchDrawing);
const Upload = icon(uploadDrawing);
const Users = icon(usersDrawing);
const X = icon(xDrawing);

const NAV: { to: string; label: string; area: AdminArea; icon: typeof LayoutDashboard; end?: boolean }[] = [
  { to: "/admin", label: "Dashboard", area: "dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/institutions", label: "Institutions", area: "institutions", icon: Building2, end: true },
  { to: "/admin/institutions/review", label: "Review Queue", area: "institutions", icon: ClipboardCheck },
  { to: "/admin/school-updates", label: "School Updates", area: "institutions", icon: School },
  { to: "/admin/content-import", label: "Content Import", area: "imports", icon: Upload },
  { to: "/admin/articles", label: "Articles", area: "articles", icon: FileText },
  { to: "/admin/files", label: "Files", area: "files", icon: FolderOpen },
  { to: "/admin/analytics", label: "Analytics", area: "analytics", icon: BarChart3 },
  { to: "/admin/users", label: "Users", area: "users", icon: Users },
  { to: "/admin/activity", label: "Activity", area: "activity", icon: Activity },
  { to: "/admin/messages", label: "Messages", area: "messages", icon: Mail },
  { to: "/admin/community", label: "Community", area: "community", icon: MessagesSquare },
];

/** The section name shown in the header, from the current path. */
function sectionName(pathname: string): string {
  if (pathname.startsWith("/admin/institutions/import")) return "Content Import";
  if (pathname.startsWith("/admin/search")) return "Search";
  const match = [...NAV].reverse().find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  return match?.label ?? "Dashboard";
}

interface Props {
  admin: AdminActor;
  notifications: AuditEntry[];
  /** A count to show beside a menu entry, by its address (fields waiting for review). */
  counts?: Record<string, number>;
  children: React.ReactNode;
}

export function AdminShell({ admin, notifications, counts = {}, children }: Props) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const badge = roleBadge(admin.role);
  const items = NAV.filter((item) => canAccess(admin.role, item.area));
  const section = sectionName(pathname);

  const nav = (
    <nav aria-label="Admin" className="flex flex-col gap-1 p-3">
      {items.map(({ to, label, icon: Icon, end }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          className={({ isActive }) =>
            `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${
              isActive ? "bg-white/15 text-white" : "text-brand-100 hover:bg-white/10 hover:text-white"
            }`
          }
        >
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          {label}
          {counts[to] ? (
            <span className="ml-auto rounded-full bg-gold-300 px-2 text-xs font-bold text-brand-900">
              {counts[to]}
              <span className="sr-only"> waiting</span>
            </span>
          ) : null}
        </NavLink>
      ))}
    </nav>
  );

  return (
    <div className="flex min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-700 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <aside className="surface-dark hidden w-60 shrink-0 flex-col bg-brand-900 lg:flex">
        <Link to="/admin" className="flex items-center gap-2 px-5 py-5 font-serif text-lg font-bold text-white">
          <GraduationCap className="size-7 text-gold-300" aria-hidden="true" />
          Admin
        </Link>
        {nav}
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
            <span className="sr-only">{menuOpen ? "Close admin menu" : "Open admin menu"}</span>
          </button>
          <p className="font-serif text-lg font-bold text-brand-800">{section}</p>

          <Form method="get" action="/admin/search" role="search" className="ml-auto hidden max-w-xs flex-1 md:block">
            <label htmlFor="admin-search" className="sr-only">
              Search institutions and articles
            </label>
            <div className="relative">
              <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
              <input
                id="admin-search"
                name="q"
                type="search"
                placeholder="Search institutions and articles..."
                className="w-full rounded-md border border-slate-300 py-2 pr-3 pl-9 text-sm"
              />
            </div>
          </Form>

          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger
              className="relative ml-auto inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:ml-0"
              aria-label={`Recent changes (${notifications.length})`}
            >
              <Bell className="size-5" aria-hidden="true" />
              {notifications.length > 0 && (
                <span className="absolute top-2 right-2 size-2 rounded-full bg-gold-500" aria-hidden="true" />
              )}
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={6}
                className="z-50 w-80 rounded-lg border border-slate-200 bg-white p-2 text-sm shadow-lg"
              >
                <DropdownMenu.Label className="px-2 py-1 font-semibold text-slate-800">
                  Recent changes
                </DropdownMenu.Label>
                {notifications.length === 0 && <p className="px-2 py-2 text-slate-600">No changes yet.</p>}
                {notifications.map((entry) => (
                  <DropdownMenu.Item key={entry.id} asChild>
                    <Link to="/admin/activity" className="block rounded px-2 py-2 text-slate-700 hover:bg-slate-100">
                      <span className="block">{entry.summary}</span>
                      <span className="block text-xs text-slate-600">
                        {entry.actorEmail ?? "Someone"} · {formatDate(entry.createdAt)}
                      </span>
                    </Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>

          <span
            className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
            title={`${admin.email} (${badge.label})`}
          >
            {badge.initials}
            <span className="sr-only">
              {admin.email}, {badge.label}
            </span>
          </span>
          <Link
            to="/"
            className="hidden items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 sm:inline-flex"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            View Site
          </Link>
          <Form method="post" action="/logout">
            <button
              type="submit"
              className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              <LogOut className="size-4" aria-hidden="true" />
              Sign Out
            </button>
          </Form>
        </header>

        {menuOpen && (
          <div id="admin-menu" className="surface-dark bg-brand-900 lg:hidden">
            {/* The header's search box has no room on a phone: it lives in the menu there. */}
            <Form method="get" action="/admin/search" role="search" className="px-6 pt-4 md:hidden">
              <label htmlFor="admin-search-menu" className="sr-only">
                Search institutions and articles
              </label>
              <input
                id="admin-search-menu"
                name="q"
                type="search"
                placeholder="Search institutions and articles..."
                className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
              />
            </Form>
            {nav}
            <Link to="/" className="block px-6 pb-4 text-sm text-brand-100 underline">
              View Site
            </Link>
          </div>
        )}

        {navigation.state === "loading" && navigation.location.pathname.startsWith("/admin") && (
          <p role="status" className="bg-brand-50 px-6 py-1 text-xs text-brand-700">
            Verifying Access
          </p>
        )}

        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
        <footer className="px-6 py-4 text-xs text-slate-600">{SITE_NAME} administration</footer>
      </div>
    </div>
  );
}
