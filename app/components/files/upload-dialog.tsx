/**
 * The Upload Files dialog: a category, an optional description and the files (picked, or dropped on
 * the page), uploaded one after another through the JSON API; the list refreshes after each one.
 */
import { Upload as uploadDrawing, X as xDrawing } from "lucide";
import { Dialog } from "radix-ui";
import { useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { categoryLabel } from "./category-label";
import { uploadFile } from "~/clients/file-upload";
import { SelectInput, TextArea } from "~/components/admin/record-fields";
import { FILE_CATEGORIES, formatFileSize } from "~/domain/files/file.schemas";
import { icon } from "~/components/ui/icon";

const Upload = icon(uploadDrawing);
const X = icon(xDrawing);

const UPLOAD_FAILED_MESSAGE = "Failed to upload files. Please try again.";
const CATEGORY_OPTIONS = FILE_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }));

export function UploadDialog({
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
            <SelectInput
              id={`${id}-category`}
              label="Category"
              name="category"
              value={category}
              onValueChange={setCategory}
              options={CATEGORY_OPTIONS}
            />
            <TextArea
              id={`${id}-description`}
              label="Description (Optional)"
              name="description"
              rows={3}
              value={description}
              onValueChange={setDescription}
              maxLength={1000}
            />
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
