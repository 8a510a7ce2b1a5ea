/**
 * /admin/files: the file store. Totals, search (filename or description) and category filter,
 * cards with View, Download, Copy URL and Delete, and uploads (one file after another, each
 * streamed to /api/admin/files) from the Upload Files dialog or by dropping files on the page.
 */
import {
  Download,
  Eye,
  File as FileIcon,
  FileArchive,
  FileAudio,
  FileImage,
  FileText,
  FileVideo,
  FolderOpen,
  HardDrive,
  Link2,
  MoreVertical,
  Search,
  Tags,
  Trash2,
  Upload,
  X,
} from "lucide-react";
import { Dialog, DropdownMenu } from "radix-ui";
import { useEffect, useId, useRef, useState } from "react";
import { data, Form, useFetcher, useNavigation, useRevalidator, useSubmit } from "react-router";
import type { Route } from "./+types/files";
import { uploadFile } from "~/clients/file-upload";
import { requireAdmin } from "~/routes/guards.server";
import {
  FILE_CATEGORIES,
  FileIdSchema,
  FileListQuerySchema,
  fileKind,
  formatFileSize,
  type FileKind,
  type FileRecord,
} from "~/domain/files/file.schemas";
import { deleteFile, getFileStats, listFiles } from "~/domain/files/files.server";
import { errorData } from "~/lib/error-status.server";
import { formatDate, formatNumber } from "~/lib/format";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { readForm } from "~/lib/http.server";

export const DELETE_FAILED_MESSAGE = "Failed to delete file. Please try again.";
export const UPLOAD_FAILED_MESSAGE = "Failed to upload files. Please try again.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdmin(request, services, "files");
  const parsed = FileListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const filters = parsed.success ? parsed.data : { q: "", category: "" };
  const [files, stats] = await Promise.all([listFiles(services.db, filters), getFileStats(services.db)]);
  return { filters, files, stats };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireAdmin(request, services, "files");
  const form = Object.fromEntries(await readForm(request));
  const id = FileIdSchema.safeParse(form);
  if (form.intent !== "delete" || !id.success) return data({ error: DELETE_FAILED_MESSAGE }, { status: 400 });
  try {
    await deleteFile(services.db, actor, id.data.id);
  } catch (error) {
    return errorData(services, error, () => ({ error: DELETE_FAILED_MESSAGE }), "file delete failed");
  }
  return { error: null };
}

export const meta: Route.MetaFunction = () => [
  { title: `File Management | Admin | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** 'financial-aid' -> 'Financial Aid' */
export function categoryLabel(category: string) {
  return category
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

const KIND_ICONS: Record<FileKind, { icon: typeof FileIcon; colour: string; label: string }> = {
  image: { icon: FileImage, colour: "bg-emerald-50 text-emerald-700", label: "Image" },
  video: { icon: FileVideo, colour: "bg-purple-50 text-purple-700", label: "Video" },
  audio: { icon: FileAudio, colour: "bg-pink-50 text-pink-700", label: "Audio" },
  pdf: { icon: FileText, colour: "bg-red-50 text-red-700", label: "PDF" },
  archive: { icon: FileArchive, colour: "bg-amber-50 text-amber-800", label: "Archive" },
  generic: { icon: FileIcon, colour: "bg-slate-100 text-slate-700", label: "File" },
};

const fieldClass =
  "rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-500 focus:outline-none";

export default function FileManagement({ loaderData }: Route.ComponentProps) {
  const { filters, files, stats } = loaderData;
  const [uploadOpen, setUploadOpen] = useState(false);
  const [dropped, setDropped] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState("");
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/files";

  useEffect(() => () => clearTimeout(timer.current), []);

  // Files dragged anywhere over the page: the overlay, and the upload dialog on drop.
  useEffect(() => {
    let depth = 0;
    const hasFiles = (event: DragEvent) => !!event.dataTransfer && [...event.dataTransfer.types].includes("Files");
    const enter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth += 1;
      setDragging(true);
    };
    const over = (event: DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
    };
    const leave = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const list = [...(event.dataTransfer?.files ?? [])];
      if (list.length) {
        setDropped(list);
        setUploadOpen(true);
      }
    };
    window.addEventListener("dragenter", enter);
    window.addEventListener("dragover", over);
    window.addEventListener("dragleave", leave);
    window.addEventListener("drop", drop);
    return () => {
      window.removeEventListener("dragenter", enter);
      window.removeEventListener("dragover", over);
      window.removeEventListener("dragleave", leave);
      window.removeEventListener("drop", drop);
    };
  }, []);

  const applySoon = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => formRef.current && submit(formRef.current, { replace: true }), delay);
  };

  const tiles = [
    { label: "Total Files", value: formatNumber(stats.totalFiles), icon: FolderOpen },
    { label: "Storage Used", value: formatFileSize(stats.totalBytes), icon: HardDrive },
    { label: "Total Downloads", value: formatNumber(stats.totalDownloads), icon: Download },
    { label: "Categories", value: formatNumber(stats.categories.length), icon: Tags },
  ];

  return (
    <section aria-labelledby="files-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 id="files-heading" className="font-serif text-2xl font-bold text-brand-800">
            File Management
          </h1>
          <p className="text-slate-600">
            {formatNumber(stats.totalFiles)} {stats.totalFiles === 1 ? "file" : "files"} ·{" "}
            {formatFileSize(stats.totalBytes)} total · {formatNumber(stats.totalDownloads)}{" "}
            {stats.totalDownloads === 1 ? "download" : "downloads"}
          </p>
        </div>
        <button
          type="button"
          onClick={() => setUploadOpen(true)}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          <Upload className="size-4" aria-hidden="true" />
          Upload Files
        </button>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <Icon className="size-4 text-brand-600" aria-hidden="true" />
              {label}
            </dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <Form
        ref={formRef}
        method="get"
        role="search"
        aria-label="Filter files"
        className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <div className="min-w-48 flex-1">
          <label htmlFor="file-search" className="sr-only">
            Search files
          </label>
          <div className="relative">
            <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
            <input
              id="file-search"
              name="q"
              type="search"
              defaultValue={filters.q}
              placeholder="Search files..."
              onChange={() => applySoon(300)}
              className={`${fieldClass} w-full pl-9`}
            />
          </div>
        </div>
        <div>
          <label htmlFor="file-category-filter" className="sr-only">
            Category
          </label>
          <select
            id="file-category-filter"
            name="category"
            defaultValue={filters.category}
            onChange={() => applySoon(0)}
            className={fieldClass}
          >
            <option value="">All Categories</option>
            {stats.categories.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
            Filter
          </button>
        </noscript>
      </Form>

      <p role="status" className="mt-4 min-h-5 text-sm text-slate-600">
        {loading ? "Loading files..." : notice}
      </p>

      {files.length === 0 ? (
        <div className="mt-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <FolderOpen className="mx-auto size-10 text-slate-400" aria-hidden="true" />
          <h2 className="mt-3 font-semibold text-slate-800">No files found</h2>
          <p className="mt-1 text-slate-600">Upload your first file to get started.</p>
        </div>
      ) : (
        <ul className="mt-2 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {files.map((file) => (
            <FileCard key={file.id} file={file} onNotice={setNotice} />
          ))}
        </ul>
      )}

      <UploadDialog
        open={uploadOpen}
        initialFiles={dropped}
        onOpenChange={(open) => {
          setUploadOpen(open);
          if (!open) setDropped([]);
        }}
      />

      {dragging && (
        <div className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-brand-900/70 p-6">
          <div className="rounded-2xl border-4 border-dashed border-white px-10 py-12 text-center text-white">
            <Upload className="mx-auto size-12" aria-hidden="true" />
            <p className="mt-3 text-2xl font-bold">Drop files here to upload</p>
          </div>
        </div>
      )}
    </section>
  );
}

function FileCard({ file, onNotice }: { file: FileRecord; onNotice: (text: string) => void }) {
  const fetcher = useFetcher<typeof action>();
  const kind = KIND_ICONS[fileKind(file.file_type, file.original_filename)];
  const Icon = kind.icon;
  const downloadUrl = `${file.file_url}?download`;
  const error = fetcher.state === "idle" && fetcher.data?.error ? fetcher.data.error : null;
  if (fetcher.state !== "idle" && fetcher.formData?.get("intent") === "delete") return null;

  const remove = () => {
    if (!window.confirm(`Are you sure you want to delete "${file.original_filename}"? This action cannot be undone.`)) {
      return;
    }
    fetcher.submit({ intent: "delete", id: String(file.id) }, { method: "post" });
  };
  const copyUrl = async () => {
    const address = new URL(file.file_url, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(address);
      onNotice(`Copied the address of ${file.original_filename}.`);
    } catch {
      onNotice(`Copy this address: ${address}`);
    }
  };
  const linkClass =
    "inline-flex items-center gap-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50";

  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg ${kind.colour}`}>
          <Icon className="size-6" aria-hidden="true" />
          <span className="sr-only">{kind.label}</span>
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words text-slate-900">{file.original_filename}</h2>
          <p className="text-sm text-slate-600">
            {formatFileSize(file.file_size)} · {formatNumber(file.download_count)}{" "}
            {file.download_count === 1 ? "download" : "downloads"}
          </p>
        </div>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100">
            <MoreVertical className="size-5" aria-hidden="true" />
            <span className="sr-only">More actions for {file.original_filename}</span>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={4}
              className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg"
            >
              <DropdownMenu.Item asChild>
                <a
                  href={file.file_url}
                  target="_blank"
                  rel="noreferrer"
                  className="flex items-center gap-2 rounded px-3 py-2 text-slate-700 outline-none data-[highlighted]:bg-slate-100"
                >
                  <Eye className="size-4" aria-hidden="true" />
                  View File
                </a>
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild>
                <a
                  href={downloadUrl}
                  download={file.original_filename}
                  className="flex items-center gap-2 rounded px-3 py-2 text-slate-700 outline-none data-[highlighted]:bg-slate-100"
                >
                  <Download className="size-4" aria-hidden="true" />
                  Download
                </a>
              </DropdownMenu.Item>
              <DropdownMenu.Item
                onSelect={copyUrl}
                className="flex cursor-default items-center gap-2 rounded px-3 py-2 text-slate-700 outline-none data-[highlighted]:bg-slate-100"
              >
                <Link2 className="size-4" aria-hidden="true" />
                Copy URL
              </DropdownMenu.Item>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Item
                onSelect={remove}
                className="flex cursor-default items-center gap-2 rounded px-3 py-2 text-red-700 outline-none data-[highlighted]:bg-red-50"
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      {file.description && <p className="mt-3 line-clamp-2 text-sm text-slate-700">{file.description}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800">
          {categoryLabel(file.category)}
        </span>
        <span className="text-slate-600">{formatDate(file.created_at)}</span>
      </div>
      <div className="mt-auto flex gap-2 pt-4">
        <a href={file.file_url} target="_blank" rel="noreferrer" className={linkClass}>
          <Eye className="size-4" aria-hidden="true" />
          View<span className="sr-only"> {file.original_filename} (opens in a new tab)</span>
        </a>
        <a href={downloadUrl} download={file.original_filename} className={linkClass}>
          <Download className="size-4" aria-hidden="true" />
          Download<span className="sr-only"> {file.original_filename}</span>
        </a>
      </div>
      {error && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </li>
  );
}

function UploadDialog({
  open,
  initialFiles,
  onOpenChange,
}: {
  open: boolean;
  initialFiles: File[];
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const [picked, setPicked] = useState<File[] | null>(null);
  const [category, setCategory] = useState<string>("general");
  const [description, setDescription] = useState("");
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const files = picked ?? initialFiles;

  const close = () => {
    setPicked(null);
    setFailure(null);
    onOpenChange(false);
  };

  const upload = async () => {
    if (!files.length || uploading) return;
    setUploading(true);
    setFailure(null);
    try {
      // One after another, in the order chosen; each shows up in the list as soon as it is stored.
      for (const file of files) {
        await uploadFile(file, { category, description });
        await revalidator.revalidate();
      }
      setCategory("general");
      setDescription("");
      if (inputRef.current) inputRef.current.value = "";
      close();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "");
    } finally {
      setUploading(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !uploading && close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-serif text-xl font-bold text-brand-800">Upload Files</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Up to 25 MB per file. Files are uploaded one after another.
          </Dialog.Description>
          <form
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void upload();
            }}
          >
            <div>
              <label htmlFor={`${id}-category`} className="block text-sm font-semibold text-slate-800">
                Category
              </label>
              <select
                id={`${id}-category`}
                value={category}
                onChange={(event) => setCategory(event.target.value)}
                className={`${fieldClass} mt-1 w-full text-base`}
              >
                {FILE_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {categoryLabel(value)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-description`} className="block text-sm font-semibold text-slate-800">
                Description (Optional)
              </label>
              <textarea
                id={`${id}-description`}
                rows={3}
                value={description}
                onChange={(event) => setDescription(event.target.value)}
                maxLength={1000}
                className={`${fieldClass} mt-1 w-full text-base`}
              />
            </div>
            <div>
              <label
                htmlFor={`${id}-files`}
                className="flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-300 px-4 py-8 text-center text-slate-700 hover:border-brand-500 hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-700"
              >
                <Upload className="size-8 text-brand-600" aria-hidden="true" />
                <span className="mt-2 font-medium">Click to select files or drag and drop</span>
                <span className="text-sm text-slate-600">Any type, up to 25 MB each</span>
              </label>
              <input
                ref={inputRef}
                id={`${id}-files`}
                type="file"
                multiple
                className="sr-only"
                onChange={(event) => setPicked([...(event.target.files ?? [])])}
              />
              {files.length > 0 && (
                <ul className="mt-3 space-y-1 text-sm text-slate-700" aria-label="Files to upload">
                  {files.map((file, index) => (
                    <li key={`${file.name}-${index}`} className="flex justify-between gap-3">
                      <span className="truncate">{file.name}</span>
                      <span className="shrink-0 text-slate-600">{formatFileSize(file.size)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {failure !== null && (
              <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
                <p className="font-semibold">{UPLOAD_FAILED_MESSAGE}</p>
                {failure && <p>{failure}</p>}
              </div>
            )}
            <div className="flex justify-end gap-2 pt-2">
              <button
                type="button"
                onClick={close}
                disabled={uploading}
                className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
              >
                Cancel
              </button>
              <button
                type="submit"
                disabled={uploading || files.length === 0}
                className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                <Upload className="size-4" aria-hidden="true" />
                {uploading ? "Uploading..." : "Upload"}
              </button>
            </div>
          </form>
          <Dialog.Close
            disabled={uploading}
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
          >
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
