/**
 * /admin/files: the file store. Totals, search (filename or description) and category filter,
 * cards with View, Download, Copy URL and Delete, and uploads (one file after another, each
 * streamed to /api/admin/files) from the Upload Files dialog or by dropping files on the page.
 */
import {
  Download as downloadDrawing,
  FolderOpen as folderOpenDrawing,
  HardDrive as hardDriveDrawing,
  Tags as tagsDrawing,
  Upload as uploadDrawing,
} from "lucide";
import { useState } from "react";
import { useNavigation } from "react-router";
import type { Route } from "./+types/files";
import { deleteFileFromForm, loadFileList } from "./files.server";
import { categoryLabel } from "~/components/files/category-label";
import { FileCard } from "~/components/files/file-card";
import { UploadDialog } from "~/components/files/upload-dialog";
import { useFileDrop } from "~/components/files/use-file-drop";
import { formatFileSize } from "~/domain/files/file.schemas";
import { requireAdmin } from "~/routes/guards.server";
import { formatNumber } from "~/lib/format";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { icon } from "~/components/ui/icon";
import { AdminListToolbar, ToolbarSearch, ToolbarSelect, useApplySoon } from "~/components/admin/admin-list-toolbar";

const Download = icon(downloadDrawing);
const FolderOpen = icon(folderOpenDrawing);
const HardDrive = icon(hardDriveDrawing);
const Tags = icon(tagsDrawing);
const Upload = icon(uploadDrawing);

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdmin(request, services, "files");
  return loadFileList(services, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireAdmin(request, services, "files");
  return deleteFileFromForm(services, actor, request);
}

export const meta: Route.MetaFunction = () => [
  { title: `File Management | Admin | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function FileManagement({ loaderData }: Route.ComponentProps) {
  const { filters, files, stats } = loaderData;
  const [uploadOpen, setUploadOpen] = useState(false);
  const [dropped, setDropped] = useState<File[]>([]);
  const [notice, setNotice] = useState("");
  const navigation = useNavigation();
  const { formRef, applySoon } = useApplySoon();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/files";

  const dragging = useFileDrop((list) => {
    setDropped(list);
    setUploadOpen(true);
  });

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

      <AdminListToolbar formRef={formRef} label="Filter files">
        <ToolbarSearch
          id="file-search"
          label="Search files"
          labelHidden
          defaultValue={filters.q}
          placeholder="Search files..."
          onChange={() => applySoon(300)}
        />
        <ToolbarSelect
          id="file-category-filter"
          label="Category"
          labelHidden
          name="category"
          defaultValue={filters.category}
          onChange={() => applySoon(0)}
        >
          <option value="">All Categories</option>
          {stats.categories.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </ToolbarSelect>
      </AdminListToolbar>

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
