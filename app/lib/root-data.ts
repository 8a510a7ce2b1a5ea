import type { MetaArgs } from "react-router";

/** The root loader's data as a meta() function sees it. */
export function publicUrlFrom(matches: MetaArgs["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.data as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? "";
}
