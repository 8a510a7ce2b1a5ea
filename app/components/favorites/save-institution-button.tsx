import { lazy, Suspense } from "react";
import type { SaveToggleProps } from "./save-toggle";

// Only signed-in visitors can save (guests are offered a sign-in link), so only they download it.
const SaveToggle = lazy(() => import("./save-toggle"));

/** The Save Institution / Saved toggle (save-toggle.tsx), loaded for signed-in visitors only. */
export function SaveInstitutionButton(props: SaveToggleProps) {
  return (
    <Suspense>
      <SaveToggle {...props} />
    </Suspense>
  );
}
