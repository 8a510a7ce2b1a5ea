/** The root loader's data as a meta() function sees it. */
export function publicUrlFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.data as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? "";
}
