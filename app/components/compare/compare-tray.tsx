import { lazy, Suspense } from "react";
import { useCompareList } from "./compare-list";

// Most visitors never compare, so the tray itself is downloaded only once a school is added.
const CompareTrayPanel = lazy(() => import("./compare-tray-panel"));

/**
 * The schools being compared, at the foot of every public page while the list is not empty: each
 * with a Remove button, and Compare now. Changes are read out through a live region that is always
 * in the page (a region added together with its text is not announced); it has no status role, so
 * it never competes with a page's own status message.
 */
export function CompareTray() {
  const { items, announcement } = useCompareList();
  return (
    <>
      <div aria-live="polite" aria-atomic="true" data-compare-announcer className="sr-only">
        {announcement}
      </div>
      {items.length > 0 && (
        <Suspense>
          <CompareTrayPanel />
        </Suspense>
      )}
    </>
  );
}
