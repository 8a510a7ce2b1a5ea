import { Download as downloadDrawing, FileJson as fileJsonDrawing, Upload as uploadDrawing } from "lucide";
import { useRef, useState } from "react";
import { data, useRevalidator } from "react-router";
import type { Route } from "./+types/content-import";
import { FAITH_PROFILE_FIELDS } from "~/domain/institutions/faith-profile";
import { Banner } from "~/components/admin/record-fields";
import { useHydrated } from "~/components/ui/use-hydrated";
import { sendImportItems, startImportRun } from "~/clients/imports";
import { requireAdmin } from "~/routes/guards.server";
import {
  checkImportItem,
  IMPORT_BATCH_PAUSE_MS,
  IMPORT_BATCH_SIZE,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  IMPORT_PREVIEW_COUNT,
  isJsonFile,
  parseImportText,
  TEMPLATE_FILE_NAME,
  type ImportItemResult,
  type ImportRun,
} from "~/domain/imports/import.schemas";
import { importItems, listRecentImportRuns } from "~/domain/imports/imports.server";
import { DEGREE_INPUT_FIELDS, DETAILED_CONTENT_FIELDS } from "~/domain/institutions/institution-form.schemas";
import { formatNumber } from "~/lib/format";
import { errorData } from "~/lib/error-status.server";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { icon } from "~/components/ui/icon";
import { ImportResults } from "~/components/imports/import-results";
import { RecentImports } from "~/components/imports/recent-imports";

const Download = icon(downloadDrawing);
const FileJson = icon(fileJsonDrawing);
const Upload = icon(uploadDrawing);

export const meta: Route.MetaFunction = () => [{ title: `Content Import | Admin | ${SITE_NAME}` }];

const TEMPLATE_HREF = `/admin/content-import/${TEMPLATE_FILE_NAME}`;
/** Room for the multipart wrapping around the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdmin(request, services, "imports");
  return { recentRuns: await listRecentImportRuns(services.db, 5) };
}

type ActionResult = { error: string } | { run: ImportRun; results: ImportItemResult[] };

/** Without JavaScript the whole file is posted here and imported in one go (no progress bar). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdmin(request, services, "imports");
  const fail = (error: string, status: number) => data<ActionResult>({ error }, { status });
  if (Number(request.headers.get("content-length") ?? 0) > IMPORT_MAX_BYTES + FORM_OVERHEAD_BYTES) {
    return fail(IMPORT_MESSAGES.tooLarge, 413);
  }
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("file");
  } catch {
    return fail(IMPORT_MESSAGES.notJson, 400);
  }
  if (!(file instanceof File) || !file.size) return fail(IMPORT_MESSAGES.notJson, 400);
  if (!isJsonFile(file)) return fail(IMPORT_MESSAGES.notJson, 415);
  if (file.size > IMPORT_MAX_BYTES) return fail(IMPORT_MESSAGES.tooLarge, 413);
  const parsed = parseImportText(await file.text());
  if (!parsed.ok) return fail(parsed.message, parsed.message === IMPORT_MESSAGES.tooMany ? 413 : 400);
  try {
    return data<ActionResult>(await importItems(services.db, admin, file.name, parsed.items));
  } catch (error) {
    return errorData<ActionResult>(services, error, ({ message }) => ({ error: message }), "import failed");
  }
}

interface LoadedFile {
  name: string;
  items: unknown[];
}

type Phase = "idle" | "ready" | "running" | "done";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function describeItem(raw: unknown, index: number) {
  const item = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const name = typeof item.institution_name === "string" ? item.institution_name : null;
  const id = typeof item.id === "number" || typeof item.id === "string" ? String(item.id) : null;
  return { label: name ?? `Item ${index + 1}`, id };
}

export default function ContentImport({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [runError, setRunError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);
  const [results, setResults] = useState<ImportItemResult[]>([]);

  const reset = () => {
    setFile(null);
    setFileError(null);
    setRunError(null);
    setPhase("idle");
    setProgress(0);
    setResults([]);
  };

  const onFileChosen = async (chosen: File | undefined) => {
    reset();
    if (!chosen) return;
    if (!isJsonFile(chosen)) return setFileError(IMPORT_MESSAGES.notJson);
    if (chosen.size > IMPORT_MAX_BYTES) return setFileError(IMPORT_MESSAGES.tooLarge);
    const parsed = parseImportText(await chosen.text());
    if (!parsed.ok) return setFileError(parsed.message);
    setFile({ name: chosen.name, items: parsed.items });
    setPhase("ready");
  };

  const runImport = async () => {
    if (!file || phase === "running") return;
    setPhase("running");
    setRunError(null);
    setProgress(0);
    setResults([]);
    const collected: ImportItemResult[] = [];
    try {
      const run = await startImportRun(file.name, file.items.length);
      for (let start = 0; start < file.items.length; start += IMPORT_BATCH_SIZE) {
        const batch = file.items.slice(start, start + IMPORT_BATCH_SIZE);
        try {
          collected.push(...(await sendImportItems(run.id, start, batch)));
        } catch (error) {
          // The batch was refused as a whole: each of its items carries the reason.
          const message = error instanceof Error ? error.message : "The batch could not be imported";
          collected.push(
            ...batch.map((raw, offset) => {
              const { label, id } = describeItem(raw, start + offset);
              return {
                index: start + offset,
                id: id && /^\d+$/.test(id) ? Number(id) : null,
                institution_name: label,
                outcome: "error" as const,
                message,
              };
            }),
          );
        }
        setResults([...collected]);
        setProgress(Math.round((Math.min(start + IMPORT_BATCH_SIZE, file.items.length) / file.items.length) * 100));
        if (start + IMPORT_BATCH_SIZE < file.items.length) await pause(IMPORT_BATCH_PAUSE_MS);
      }
    } catch (error) {
      setRunError(error instanceof Error ? error.message : "The import could not start");
    }
    setPhase("done");
    void revalidator.revalidate();
  };

  const serverResults = actionData && "results" in actionData ? actionData.results : null;
  const shownResults = phase === "idle" && serverResults ? serverResults : results;
  const preview = file?.items.slice(0, IMPORT_PREVIEW_COUNT) ?? [];

  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="font-serif text-2xl font-bold text-brand-800">Bulk Content Import</h1>
        <p className="mt-1 text-slate-600">
          Update the detailed content of many institutions at once from a JSON file.
        </p>
      </div>

      <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 className="font-serif text-lg font-bold text-brand-800">How it works</h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>
            The file holds an array of institutions. Each needs its <code>id</code> and <code>institution_name</code>.
          </li>
          <li>
            Only these fields change, on the institution with that id:{" "}
            {DETAILED_CONTENT_FIELDS.map((field, index) => (
              <span key={field}>
                {index ? ", " : ""}
                <code>{field}</code>
              </span>
            ))}
            . A field left out stays as it is; <code>null</code> clears it.
          </li>
          <li>
            A verified faith and campus-life profile may come too:{" "}
            {FAITH_PROFILE_FIELDS.map((field, index) => (
              <span key={field}>
                {index ? ", " : ""}
                <code>{field}</code>
              </span>
            ))}
            , with the editor&apos;s rules (a fact needs <code>faith_profile_source_url</code> and{" "}
            <code>faith_profile_verified_on</code>). An item that breaks one changes nothing and names each field.
          </li>
          <li>
            Seminary degrees, each <code>true</code>, <code>false</code> or <code>null</code> (not yet verified):{" "}
            {DEGREE_INPUT_FIELDS.filter(
              (field) => !field.startsWith("degrees_source") && field !== "degrees_verified_on",
            ).map((field, index) => (
              <span key={field}>
                {index ? ", " : ""}
                <code>{field}</code>
              </span>
            ))}
            ; any Yes or No needs <code>degrees_source_url</code> (http or https) and <code>degrees_verified_on</code>{" "}
            (YYYY-MM-DD, not in the future).
          </li>
          <li>
            Items are applied one by one, {IMPORT_BATCH_SIZE} at a time. Importing the same file again changes nothing.
          </li>
        </ul>
        <a
          href={TEMPLATE_HREF}
          download={TEMPLATE_FILE_NAME}
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Download className="size-4" aria-hidden="true" />
          Download Template
        </a>
      </div>

      <form
        method="post"
        encType="multipart/form-data"
        onSubmit={(event) => {
          event.preventDefault();
          void runImport();
        }}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h2 className="font-serif text-lg font-bold text-brand-800">Import a file</h2>
        <div>
          <label htmlFor="import-file" className="block text-sm font-semibold text-slate-800">
            JSON file
          </label>
          <input
            ref={inputRef}
            id="import-file"
            name="file"
            type="file"
            accept=".json,application/json"
            onChange={(event) => void onFileChosen(event.target.files?.[0])}
            disabled={phase === "running"}
            aria-describedby={fileError ? "import-file-error" : "import-file-help"}
            aria-invalid={fileError ? true : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white text-sm text-slate-700 file:mr-3 file:min-h-11 file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
          />
          <p id="import-file-help" className="mt-1 text-sm text-slate-600">
            {`At most ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`}
          </p>
          {fileError && (
            <p id="import-file-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {fileError}
            </p>
          )}
        </div>

        {file && (
          <div className="space-y-3">
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <FileJson className="size-5 text-brand-700" aria-hidden="true" />
              <span>
                <strong>{file.name}</strong>: {formatNumber(file.items.length)}{" "}
                {file.items.length === 1 ? "institution" : "institutions"}
              </span>
            </p>
            <h3 className="text-sm font-semibold text-slate-800">
              Preview (first {Math.min(IMPORT_PREVIEW_COUNT, file.items.length)})
            </h3>
            <ol className="grid gap-3 sm:grid-cols-3">
              {preview.map((raw, index) => {
                const checked = checkImportItem(raw);
                const { label, id } = describeItem(raw, index);
                return (
                  <li key={index} className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
                    <p className="font-semibold text-slate-900">{label}</p>
                    <p className="text-slate-600">id {id ?? "missing"}</p>
                    {checked.ok ? (
                      <p className="mt-2 text-slate-700">
                        {Object.keys(checked.item.content).length ||
                        Object.keys(checked.item.faith ?? {}).length ||
                        checked.item.degrees
                          ? `Changes: ${[...Object.keys(checked.item.content), ...Object.keys(checked.item.faith ?? {}), ...Object.keys(checked.item.degrees ?? {})].join(", ")}`
                          : "No content fields"}
                      </p>
                    ) : (
                      <p className="mt-2 font-medium text-red-700">{checked.message}</p>
                    )}
                  </li>
                );
              })}
            </ol>
          </div>
        )}

        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={hydrated && phase !== "ready" && phase !== "done"}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <Upload className="size-4" aria-hidden="true" />
            {phase === "running" ? "Importing..." : phase === "done" ? "Import Again" : "Start Import"}
          </button>
          {hydrated && file && phase !== "running" && (
            <button
              type="button"
              onClick={() => {
                reset();
                if (inputRef.current) inputRef.current.value = "";
              }}
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold text-slate-700 hover:bg-slate-50"
            >
              Clear
            </button>
          )}
        </div>

        {(phase === "running" || phase === "done") && (
          <div>
            <div className="flex justify-between text-sm font-semibold text-slate-800">
              <span id="import-progress-label">{phase === "running" ? "Importing..." : "Import finished"}</span>
              <span>{progress}%</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="import-progress-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${progress}%` }} />
            </div>
          </div>
        )}
      </form>

      {runError && <Banner tone="error">{runError}</Banner>}
      {actionData && "error" in actionData && <Banner tone="error">{actionData.error}</Banner>}

      {shownResults.length > 0 && <ImportResults results={shownResults} />}

      {loaderData.recentRuns.length > 0 && <RecentImports runs={loaderData.recentRuns} />}
    </section>
  );
}
