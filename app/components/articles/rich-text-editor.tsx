/**
 * The article body editor (Tiptap): headings 1-6 or normal text, bold, italic, underline, strike,
 * lists, indent and outdent, links, images (by address or uploaded to the file store), YouTube and
 * Vimeo players, alignment, clear formatting, and undo history (merged within 1 s, 100 steps).
 */
import TextAlign from "@tiptap/extension-text-align";
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  AlignCenter as alignCenterDrawing,
  AlignJustify as alignJustifyDrawing,
  AlignLeft as alignLeftDrawing,
  AlignRight as alignRightDrawing,
  Bold as boldDrawing,
  Image as imageIconDrawing,
  IndentDecrease as indentDecreaseDrawing,
  IndentIncrease as indentIncreaseDrawing,
  Italic as italicDrawing,
  Link as linkIconDrawing,
  List as listDrawing,
  ListOrdered as listOrderedDrawing,
  Redo2 as redo2Drawing,
  RemoveFormatting as removeFormattingDrawing,
  Strikethrough as strikethroughDrawing,
  Underline as underlineDrawing,
  Undo2 as undo2Drawing,
  Video as videoDrawing,
  X as xDrawing,
} from "lucide";
import { Dialog } from "radix-ui";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { uploadFile } from "~/clients/file-upload";
import { videoEmbedUrl } from "~/domain/articles/video-embed";
import { Indent, VideoEmbed } from "./rich-text-extensions";
import { icon } from "~/components/ui/icon";

const AlignCenter = icon(alignCenterDrawing);
const AlignJustify = icon(alignJustifyDrawing);
const AlignLeft = icon(alignLeftDrawing);
const AlignRight = icon(alignRightDrawing);
const Bold = icon(boldDrawing);
const ImageIcon = icon(imageIconDrawing);
const IndentDecrease = icon(indentDecreaseDrawing);
const IndentIncrease = icon(indentIncreaseDrawing);
const Italic = icon(italicDrawing);
const LinkIcon = icon(linkIconDrawing);
const List = icon(listDrawing);
const ListOrdered = icon(listOrderedDrawing);
const Redo2 = icon(redo2Drawing);
const RemoveFormatting = icon(removeFormattingDrawing);
const Strikethrough = icon(strikethroughDrawing);
const Underline = icon(underlineDrawing);
const Undo2 = icon(undo2Drawing);
const Video = icon(videoDrawing);
const X = icon(xDrawing);

const UNDO_GROUP_DELAY_MS = 1000;
const UNDO_DEPTH = 100;
/** Image types the editor uploads (png, gif, jpeg, bmp, x-icon). */
export const EDITOR_IMAGE_TYPES = "image/png,image/gif,image/jpeg,image/bmp,image/x-icon";

const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
type Level = (typeof HEADING_LEVELS)[number];

interface Props {
  /** Initial HTML; later changes come from the editor itself. */
  initialContent: string;
  onChange: (html: string) => void;
  labelId: string;
  disabled?: boolean;
}

export function RichTextEditor({ initialContent, onChange, labelId, disabled }: Props) {
  const editor = useEditor({
    // Rendered in the browser only: the server sends the skeleton's editor frame.
    immediatelyRender: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [...HEADING_LEVELS] },
        code: false,
        codeBlock: false,
        undoRedo: { depth: UNDO_DEPTH, newGroupDelay: UNDO_GROUP_DELAY_MS },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      TextAlign.configure({ types: ["heading", "paragraph"] }),
      Image.configure({ inline: false, allowBase64: false }),
      Indent,
      VideoEmbed,
    ],
    content: initialContent,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        class: "article-body",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  return (
    <div className="rich-text overflow-hidden rounded-lg border border-slate-400 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-500">
      {editor ? <Toolbar editor={editor} /> : <div className="h-[52px] border-b border-slate-200 bg-slate-50" />}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        <div className="min-h-80 animate-pulse bg-slate-50" aria-hidden="true" />
      )}
    </div>
  );
}

function ToolButton({
  label,
  onClick,
  active,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // The editor keeps focus (and its selection) while a mouse presses a tool, so nothing typed right after
      // the click is lost while the editor takes focus back.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200 disabled:opacity-40 ${
        active ? "bg-brand-100 text-brand-800" : ""
      }`}
    >
      {children}
    </button>
  );
}

const iconSize = "size-4";

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      level: HEADING_LEVELS.find((level) => current.isActive("heading", { level })) ?? 0,
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      underline: current.isActive("underline"),
      strike: current.isActive("strike"),
      orderedList: current.isActive("orderedList"),
      bulletList: current.isActive("bulletList"),
      link: current.isActive("link"),
      align: (["left", "center", "right", "justify"] as const).find((align) => current.isActive({ textAlign: align })),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
      canIndent: current.can().indent(),
      canOutdent: current.can().outdent(),
    }),
  });
  const [dialog, setDialog] = useState<"link" | "image" | "video" | null>(null);
  const chain = () => editor.chain().focus();

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 p-1.5"
    >
      <label className="sr-only" htmlFor="editor-text-style">
        Text style
      </label>
      <select
        id="editor-text-style"
        value={state.level}
        onChange={(event) => {
          const level = Number(event.target.value);
          if (level === 0) chain().setParagraph().run();
          else
            chain()
              .setHeading({ level: level as Level })
              .run();
        }}
        className="mr-1 h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        <option value={0}>Normal</option>
        {HEADING_LEVELS.map((level) => (
          <option key={level} value={level}>
            Heading {level}
          </option>
        ))}
      </select>
      <ToolButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold className={iconSize} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic className={iconSize} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Underline" active={state.underline} onClick={() => chain().toggleUnderline().run()}>
        <Underline className={iconSize} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Strikethrough" active={state.strike} onClick={() => chain().toggleStrike().run()}>
        <Strikethrough className={iconSize} aria-hidden="true" />
      </ToolButton>
      <Separator />
      <ToolButton label="Numbered list" active={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered className={iconSize} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Bulleted list" active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <List className={iconSize} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Indent" disabled={!state.canIndent} onClick={() => chain().indent().run()}>
        <IndentIncrease className={iconSize} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Outdent" disabled={!state.canOutdent} onClick={() => chain().outdent().run()}>
        <IndentDecrease className={iconSize} aria-hidden="true" />
      </ToolButton>
      <Separator />
      <ToolButton label="Link" active={state.link} onClick={() => setDialog("link")}>
        <LinkIcon className={iconSize} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Image" onClick={() => setDialog("image")}>
        <ImageIcon className={iconSize} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Video" onClick={() => setDialog("video")}>
        <Video className={iconSize} aria-hidden="true" />
      </ToolButton>
      <Separator />
      {(
        [
          ["left", "Align left", AlignLeft],
          ["center", "Align center", AlignCenter],
          ["right", "Align right", AlignRight],
          ["justify", "Justify", AlignJustify],
        ] as const
      ).map(([align, label, Icon]) => (
        <ToolButton
          key={align}
          label={label}
          active={state.align === align}
          onClick={() => chain().setTextAlign(align).run()}
        >
          <Icon className={iconSize} aria-hidden="true" />
        </ToolButton>
      ))}
      <Separator />
      <ToolButton
        label="Clear formatting"
        onClick={() =>
          chain().unsetAllMarks().clearNodes().unsetTextAlign().updateAttributes("paragraph", { indent: 0 }).run()
        }
      >
        <RemoveFormatting className={iconSize} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <Undo2 className={iconSize} aria-hidden="true" />
      </ToolButton>
      <ToolButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <Redo2 className={iconSize} aria-hidden="true" />
      </ToolButton>

      <LinkDialog editor={editor} open={dialog === "link"} onClose={() => setDialog(null)} />
      <ImageDialog editor={editor} open={dialog === "image"} onClose={() => setDialog(null)} />
      <VideoDialog editor={editor} open={dialog === "video"} onClose={() => setDialog(null)} />
    </div>
  );
}

function Separator() {
  return <span className="mx-1 h-6 w-px bg-slate-300" aria-hidden="true" />;
}

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-500 focus:outline-none";

function EditorDialog({
  open,
  onClose,
  title,
  description,
  onSubmit,
  submitLabel,
  busy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-serif text-xl font-bold text-brand-800">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          <form
            className="mt-4 space-y-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              event.stopPropagation();
              onSubmit(event);
            }}
          >
            {children}
            <div className="flex justify-end gap-2 pt-2">
              <Dialog.Close className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50">
                Cancel
              </Dialog.Close>
              <button
                type="submit"
                disabled={busy}
                className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {submitLabel}
              </button>
            </div>
          </form>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

function isLinkAddress(value: string) {
  try {
    return ["http:", "https:", "mailto:", "tel:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

// The link, image and video dialogs share EditorDialog; each keeps its own fields and error state
// (alike in their opening lines) so that each dialog reads whole in one place.
function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const current = open ? ((editor.getAttributes("link").href as string | undefined) ?? "") : "";
  return (
    <EditorDialog
      open={open}
      onClose={() => {
        setError(null);
        onClose();
      }}
      title="Insert link"
      description="Links the selected text. Leave the address empty to remove a link."
      submitLabel="Apply"
      onSubmit={(event) => {
        const raw = String(new FormData(event.currentTarget).get("href") ?? "").trim();
        const href = raw && !/^[a-z][a-z0-9+.-]*:/i.test(raw) ? `https://${raw}` : raw;
        if (!href) {
          editor.chain().focus().extendMarkRange("link").unsetLink().run();
        } else if (!isLinkAddress(href)) {
          setError("Enter a web address (https://...), an e-mail (mailto:) or a phone (tel:) link");
          return;
        } else if (editor.state.selection.empty && !editor.isActive("link")) {
          editor
            .chain()
            .focus()
            .insertContent({ type: "text", text: raw, marks: [{ type: "link", attrs: { href } }] })
            .run();
        } else {
          editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
        }
        setError(null);
        onClose();
      }}
    >
      <div>
        <label htmlFor={`${id}-href`} className="block text-sm font-semibold text-slate-800">
          Link address
        </label>
        <input
          id={`${id}-href`}
          name="href"
          type="url"
          defaultValue={current}
          placeholder="https://"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={fieldClass}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </EditorDialog>
  );
}

function ImageDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setError(null);
    setBusy(false);
    onClose();
  };
  return (
    <EditorDialog
      open={open}
      onClose={close}
      title="Insert image"
      description="Give the address of an image, or upload one (PNG, GIF, JPEG, BMP or icon) to the file store."
      submitLabel={busy ? "Uploading..." : "Insert"}
      busy={busy}
      onSubmit={async (event) => {
        const form = new FormData(event.currentTarget);
        const alt = String(form.get("alt") ?? "").trim();
        const upload = form.get("upload");
        let src = String(form.get("src") ?? "").trim();
        if (upload instanceof File && upload.size > 0) {
          setBusy(true);
          setError(null);
          try {
            src = (await uploadFile(upload, { category: "general", description: alt || "Article image" })).file_url;
          } catch (failure) {
            setBusy(false);
            setError(failure instanceof Error ? failure.message : "The upload failed");
            return;
          }
        }
        if (!src || !(src.startsWith("/") || /^https?:\/\//i.test(src))) {
          setBusy(false);
          setError("Enter an image address (https://...) or choose an image to upload");
          return;
        }
        editor.chain().focus().setImage({ src, alt }).run();
        close();
      }}
    >
      <div>
        <label htmlFor={`${id}-src`} className="block text-sm font-semibold text-slate-800">
          Image address
        </label>
        <input id={`${id}-src`} name="src" type="url" placeholder="https://" className={fieldClass} />
      </div>
      <div>
        <label htmlFor={`${id}-upload`} className="block text-sm font-semibold text-slate-800">
          Or upload an image
        </label>
        <input
          id={`${id}-upload`}
          name="upload"
          type="file"
          accept={EDITOR_IMAGE_TYPES}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
        />
      </div>
      <div>
        <label htmlFor={`${id}-alt`} className="block text-sm font-semibold text-slate-800">
          Alternative text
        </label>
        <input id={`${id}-alt`} name="alt" type="text" aria-describedby={`${id}-alt-hint`} className={fieldClass} />
        <p id={`${id}-alt-hint`} className="mt-1 text-sm text-slate-600">
          What the image shows, for people who cannot see it.
        </p>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </EditorDialog>
  );
}

function VideoDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <EditorDialog
      open={open}
      onClose={() => {
        setError(null);
        onClose();
      }}
      title="Insert video"
      description="Paste a YouTube or Vimeo link; it becomes an embedded player."
      submitLabel="Insert"
      onSubmit={(event) => {
        const form = new FormData(event.currentTarget);
        const link = String(form.get("link") ?? "");
        const title = String(form.get("title") ?? "").trim();
        if (!videoEmbedUrl(link)) {
          setError("Enter a YouTube or Vimeo link");
          return;
        }
        editor.chain().focus().setVideoEmbed({ src: link, title }).run();
        setError(null);
        onClose();
      }}
    >
      <div>
        <label htmlFor={`${id}-link`} className="block text-sm font-semibold text-slate-800">
          Video link
        </label>
        <input
          id={`${id}-link`}
          name="link"
          type="url"
          placeholder="https://www.youtube.com/watch?v=..."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={fieldClass}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <div>
        <label htmlFor={`${id}-title`} className="block text-sm font-semibold text-slate-800">
          Video title
        </label>
        <input id={`${id}-title`} name="title" type="text" className={fieldClass} />
      </div>
    </EditorDialog>
  );
}
