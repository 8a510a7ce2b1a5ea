import { ChevronDown, LogOut, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Form, Link } from "react-router";

const menuItemClass =
  "flex min-h-10 w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

/** The signed-in user's menu (Profile, Sign Out), labelled with the part of the e-mail before the @. */
export default function UserMenu({ label }: { label: string }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 data-[state=open]:bg-slate-100">
        <UserRound className="size-5 text-brand-700" aria-hidden="true" />
        <span className="max-w-40 truncate">{label}</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to="/profile">
              <UserRound className="size-4" aria-hidden="true" />
              Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <Form method="post" action="/logout">
            <DropdownMenu.Item asChild className={menuItemClass} onSelect={(event) => event.preventDefault()}>
              <button type="submit">
                <LogOut className="size-4" aria-hidden="true" />
                Sign Out
              </button>
            </DropdownMenu.Item>
          </Form>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
