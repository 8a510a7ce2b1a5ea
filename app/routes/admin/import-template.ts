import type { Route } from "./+types/import-template";
import { requireAdmin } from "~/routes/guards.server";
import { IMPORT_TEMPLATE, TEMPLATE_FILE_NAME } from "~/domain/imports/import.schemas";
import { servicesContext } from "~/lib/services.server";

/** The example import file, as a download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.get(servicesContext), "imports");
  return new Response(`${JSON.stringify(IMPORT_TEMPLATE, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${TEMPLATE_FILE_NAME}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
