import {
  ChevronDown as chevronDownDrawing,
  Heart as heartDrawing,
  LogOut as logOutDrawing,
  School as schoolDrawing,
  UserRound as userRoundDrawing,
} from "lucide";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import type { SessionUser } from "~/domain/accounts/account.schemas";
import { YOUR_SCHOOLS_PATH } from "~/domain/schools/school-links";
import { icon } from "~/components/ui/icon";

const ChevronDown = icon(chevronDownDrawing);
const Heart = icon(heartDrawing);
const LogOut = icon(logOutDrawing);
const School = icon(schoolDrawing);
const UserRound = icon(userRoundDrawing);

const itemClass =
  "flex min-h-10 w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800";

/**
 * The signed-in user's menu (Profile, Sign Out), labelled with the part of the e-mail before the @.
 * A disclosure (the pattern WAI recommends for site navigation): Tab moves through its two entries,
 * Escape or a click elsewhere closes it. It needs no menu library, so no visitor downloads one.
 */
function UserMenu({ label, representsSchools }: { label: string; representsSchools: boolean }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState(pathname);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Moving to another page closes the menu.
  const isOpen = open && openOn === pathname;

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [isOpen]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => {
          setOpen(!isOpen);
          setOpenOn(pathname);
        }}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 aria-expanded:bg-slate-100"
      >
        <UserRound className="size-5 text-brand-700" aria-hidden="true" />
        <span className="max-w-40 truncate">{label}</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
      <ul
        id={id}
        hidden={!isOpen}
        className="absolute right-0 z-50 mt-1.5 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <li>
          <Link to="/profile" className={itemClass}>
            <UserRound className="size-4" aria-hidden="true" />
            Profile
          </Link>
        </li>
        {representsSchools && (
          <li>
            <Link to={YOUR_SCHOOLS_PATH} className={itemClass}>
              <School className="size-4" aria-hidden="true" />
              Your schools
            </Link>
          </li>
        )}
        <li className="mt-1 border-t border-slate-200 pt-1">
          <Form method="post" action="/logout">
            <button type="submit" className={itemClass}>
              <LogOut className="size-4" aria-hidden="true" />
              Sign Out
            </button>
          </Form>
        </li>
      </ul>
    </div>
  );
}

/** The menu label: the part of the e-mail address before the @. */
export function emailName(email: string) {
  return email.split("@")[0] ?? email;
}

export function UserControls({ user }: { user: SessionUser }) {
  return (
    <>
      <Link
        to="/favorites"
        className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-red-600"
        aria-label="Saved Institutions"
        title="Saved Institutions"
      >
        <Heart className="size-5" aria-hidden="true" />
      </Link>
      <UserMenu label={emailName(user.email)} representsSchools={user.representedSchools > 0} />
    </>
  );
}
