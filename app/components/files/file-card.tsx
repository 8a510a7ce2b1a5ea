/**
 * One stored file in the admin file list: its kind, size, downloads, category and date, with View,
 * Download, Copy URL and Delete (posted to the page's action, which answers { error }).
 */
import {
  Download as downloadDrawing,
  Eye as eyeDrawing,
  File as fileIconDrawing,
  FileArchive as fileArchiveDrawing,
  FileAudio as fileAudioDrawing,
  FileImage as fileImageDrawing,
  FileText as fileTextDrawing,
  FileVideo as fileVideoDrawing,
  Link2 as link2Drawing,
  MoreVertical as moreVerticalDrawing,
  Trash2 as trash2Drawing,
} from "lucide";
import { DropdownMenu } from "radix-ui";
import { useFetcher } from "react-router";
import { categoryLabel } from "./category-label";
import { fileKind, formatFileSize, type FileKind, type FileRecord } from "~/domain/files/file.schemas";
import { formatDate, formatNumber } from "~/lib/format";
import { icon } from "~/components/ui/icon";
import { RowError } from "~/components/ui/row-error";

const Download = icon(downloadDrawing);
const Eye = icon(eyeDrawing);
const FileIcon = icon(fileIconDrawing);
const FileArchive = icon(fileArchiveDrawing);
const FileAudio = icon(fileAudioDrawing);
const FileImage = icon(fileImageDrawing);
const FileText = icon(fileTextDrawing);
const FileVideo = icon(fileVideoDrawing);
const Link2 = icon(link2Drawing);
const MoreVertical = icon(moreVerticalDrawing);
const Trash2 = icon(trash2Drawing);

const KIND_ICONS: Record<FileKind, { icon: typeof FileIcon; colour: string; label: string }> = {
  image: { icon: FileImage, colour: "bg-emerald-50 text-emerald-700", label: "Image" },
  video: { icon: FileVideo, colour: "bg-purple-50 text-purple-700", label: "Video" },
  audio: { icon: FileAudio, colour: "bg-pink-50 text-pink-700", label: "Audio" },
  pdf: { icon: FileText, colour: "bg-red-50 text-red-700", label: "PDF" },
  archive: { icon: FileArchive, colour: "bg-amber-50 text-amber-800", label: "Archive" },
  generic: { icon: FileIcon, colour: "bg-slate-100 text-slate-700", label: "File" },
};

export function FileCard({ file, onNotice }: { file: FileRecord; onNotice: (text: string) => void }) {
  const fetcher = useFetcher<{ error: string | null }>();
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
      <RowError message={error} />
    </li>
  );
}
