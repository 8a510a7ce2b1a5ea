/** The search page's server work beyond its loader: words naming a program, and searches that forgive. */
import type { Database } from "~/db/client.server";
import type { SearchParams } from "~/domain/institutions/institution.schemas";
import { searchInstitutions } from "~/domain/institutions/institution-search.server";
import { searchHref, searchViewFrom } from "~/domain/institutions/search-options";
import { findProgramByWords } from "~/domain/programs/program-catalogue.server";
import { AppError } from "~/lib/errors";

/**
 * The words typed into the program field without JavaScript (`study`): the address of the search
 * with the best program they name, or a message when they name none.
 */
export async function programFromWords(
  db: Database,
  searchParams: URLSearchParams,
  params: SearchParams,
  dataVersion: number | undefined,
): Promise<{ href: string | null; error: string | null }> {
  const study = searchParams.get("study")?.trim().slice(0, 100);
  if (!study) return { href: null, error: null };
  const program = await findProgramByWords(db, study, dataVersion);
  if (!program) {
    return { href: null, error: `No program matches "${study}". Try other words, such as nursing, MDiv or business.` };
  }
  const level = program.levels?.join(",") ?? params.level;
  return {
    href: searchHref({ ...params, program: program.code, level, view: searchViewFrom(searchParams) }),
    error: null,
  };
}

/**
 * A place or program the directory does not know is named in a message, and the rest of the
 * search still runs.
 */
export async function searchNear(db: Database, params: SearchParams, dataVersion?: number) {
  let placeError: string | null = null;
  let programError: string | null = null;
  for (;;) {
    try {
      return { result: await searchInstitutions(db, params, { dataVersion }), placeError, programError };
    } catch (error) {
      if (
        !(error instanceof AppError) ||
        !(error.fields?.near || error.fields?.program) ||
        (placeError && programError)
      )
        throw error;
      if (error.fields.near) {
        placeError = error.fields.near;
        params = { ...params, near: undefined, radius: undefined };
      } else {
        programError = error.fields.program!;
        params = { ...params, program: undefined, level: undefined };
      }
    }
  }
}
