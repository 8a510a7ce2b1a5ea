import type { ReactNode } from "react";

/** What the frame says when the map's code or its data could not be fetched. */
export const MAP_FAILED = "The map could not be loaded. The list below shows every result.";

/** The map's box: while the map loads, when it fails, and around the map itself (search-map-view.tsx). */
export function MapFrame({ children }: { children: ReactNode }) {
  return (
    <div className="relative mt-2 flex h-[60vh] max-h-[640px] min-h-80 items-center justify-center overflow-hidden rounded-xl border border-slate-300 bg-[#dbe9f4] p-6 text-center text-slate-700 shadow-sm">
      {children}
    </div>
  );
}
