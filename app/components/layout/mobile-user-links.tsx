import {
  Heart as heartDrawing,
  LogOut as logOutDrawing,
  School as schoolDrawing,
  UserRound as userRoundDrawing,
} from "lucide";
import { Form, Link } from "react-router";
import type { SessionUser } from "~/domain/accounts/account.schemas";
import { icon } from "~/components/ui/icon";
import { YOUR_SCHOOLS_PATH } from "~/domain/schools/school-links";
import { emailName } from "./user-menu";

const Heart = icon(heartDrawing);
const LogOut = icon(logOutDrawing);
const School = icon(schoolDrawing);
const UserRound = icon(userRoundDrawing);

/** On a phone the same choices are plain links and a button in the open menu. */
export default function MobileUserLinks({ user }: { user: SessionUser }) {
  const linkClass =
    "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100";
  return (
    <>
      <p className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        Signed in as {emailName(user.email)}
      </p>
      <Link to="/favorites" className={linkClass}>
        <Heart className="size-4" aria-hidden="true" />
        Saved Institutions
      </Link>
      <Link to="/profile" className={linkClass}>
        <UserRound className="size-4" aria-hidden="true" />
        Profile
      </Link>
      {user.representedSchools > 0 && (
        <Link to={YOUR_SCHOOLS_PATH} className={linkClass}>
          <School className="size-4" aria-hidden="true" />
          Your schools
        </Link>
      )}
      <Form method="post" action="/logout">
        <button type="submit" className={`${linkClass} w-full text-left`}>
          <LogOut className="size-4" aria-hidden="true" />
          Sign Out
        </button>
      </Form>
    </>
  );
}
