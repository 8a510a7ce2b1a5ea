/**
 * The article editor's form: title, rich-text content (with a preview), publishing, featured image,
 * tags, excerpt and SEO settings. Save Draft and Publish post it to the editor page's action; the
 * title is checked here first, everything else by the server.
 */
import {
  ArrowLeft as arrowLeftDrawing,
  Eye as eyeDrawing,
  Pencil as pencilDrawing,
  Plus as plusDrawing,
  Save as saveDrawing,
  Send as sendDrawing,
  Upload as uploadDrawing,
  X as xDrawing,
} from "lucide";
import { useId, useRef, useState, type ReactNode } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { uploadFile } from "~/clients/file-upload";
import { controlClass, Field, fieldAria, SelectInput, TextArea, TextInput } from "~/components/admin/record-fields";
import { EDITOR_IMAGE_TYPES, RichTextEditor } from "~/components/articles/rich-text-editor";
import {
  addTag,
  ARTICLE_STATUSES,
  EMPTY_ARTICLE_FORM,
  EXCERPT_AUTO_LENGTH,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  STATUS_LABELS,
  TITLE_MAX,
  type AdminArticle,
  type ArticleForm,
} from "~/domain/articles/article-admin.schemas";
import { icon } from "~/components/ui/icon";

const ArrowLeft = icon(arrowLeftDrawing);
const Eye = icon(eyeDrawing);
const Pencil = icon(pencilDrawing);
const Plus = icon(plusDrawing);
const Save = icon(saveDrawing);
const Send = icon(sendDrawing);
const Upload = icon(uploadDrawing);
const X = icon(xDrawing);

const LOAD_FAILED_MESSAGE = "Failed to load article data";

/** What the server answered a refused save: the banner's message and a message per field. */
interface SaveResult {
  error: string;
  fields: Record<string, string>;
}

const STATUS_OPTIONS = ARTICLE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
const panelClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";

function PageHeader({ isNew, children }: { isNew: boolean; children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex items-start gap-3">
        <button
          type="button"
          onClick={() => navigate("/admin/articles")}
          className="mt-1 inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-100"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
          <span className="sr-only">Back to articles</span>
        </button>
        <div>
          <h1 className="font-serif text-2xl font-bold text-brand-800">
            {isNew ? "Write New Article" : "Edit Article"}
          </h1>
          <p className="text-slate-600">
            {isNew ? "Create a new article or blog post" : "Update article content and settings"}
          </p>
        </div>
      </div>
      {children}
    </div>
  );
}

export function ArticleEditorSkeleton({ isNew }: { isNew: boolean }) {
  return (
    <div>
      <PageHeader isNew={isNew} />
      <p role="status" className="sr-only">
        Loading article...
      </p>
      <div className="mt-6 grid animate-pulse gap-6 lg:grid-cols-3" aria-hidden="true" data-testid="editor-skeleton">
        <div className="space-y-4 lg:col-span-2">
          <div className="h-12 rounded-lg bg-slate-200" />
          <div className="h-96 rounded-lg bg-slate-200" />
        </div>
        <div className="space-y-4">
          <div className="h-40 rounded-lg bg-slate-200" />
          <div className="h-32 rounded-lg bg-slate-200" />
          <div className="h-32 rounded-lg bg-slate-200" />
        </div>
      </div>
    </div>
  );
}

export function ArticleLoadFailed() {
  const [dismissed, setDismissed] = useState(false);
  return (
    <div>
      <PageHeader isNew={false} />
      {!dismissed && <ErrorBanner message={LOAD_FAILED_MESSAGE} onDismiss={() => setDismissed(true)} />}
    </div>
  );
}

function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="mt-6 flex items-start justify-between gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
    >
      <p className="font-medium">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-red-800 hover:bg-red-100"
      >
        <X className="size-4" aria-hidden="true" />
        <span className="sr-only">Dismiss error</span>
      </button>
    </div>
  );
}

function toForm(article: AdminArticle | null): ArticleForm {
  if (!article) return EMPTY_ARTICLE_FORM;
  return {
    title: article.title,
    content: article.content,
    excerpt: article.excerpt ?? "",
    featured_image_url: article.featured_image_url,
    category: article.category ?? "",
    tags: article.tags,
    status: article.status,
    meta_title: article.meta_title,
    meta_description: article.meta_description,
  };
}

/** A site path shows in the URL field as a full address (it is a URL input). */
function absoluteImageUrl(value: string) {
  if (!value.startsWith("/") || typeof window === "undefined") return value;
  return `${window.location.origin}${value}`;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={panelClass}>
      <h2 id={id} className="mb-4 font-serif text-lg font-bold text-brand-800">
        {title}
      </h2>
      <div className="space-y-4">{children}</div>
    </section>
  );
}

export function ArticleEditor({
  article,
  categories: offered,
  result,
}: {
  article: AdminArticle | null;
  /** The categories the editor offers. */
  categories: readonly string[];
  result: SaveResult | undefined;
}) {
  const isNew = article === null;
  const navigation = useNavigation();
  const [form, setForm] = useState<ArticleForm>(() => toForm(article));
  const [imageUrl, setImageUrl] = useState(() => form.featured_image_url);
  const [preview, setPreview] = useState(false);
  const [tagInput, setTagInput] = useState("");
  const [clientError, setClientError] = useState<{ error: string; fields: Record<string, string> } | null>(null);
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const [upload, setUpload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const titleRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const contentLabelId = useId();

  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const serverError = result && dismissedError !== result ? result : null;
  const error = saving ? null : (clientError ?? serverError);
  const fields: Record<string, string> = error?.fields ?? {};
  const errorsOf = (name: string) => (fields[name] ? [fields[name]] : undefined);
  const set = <K extends keyof ArticleForm>(key: K, value: ArticleForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const categories = form.category && !offered.includes(form.category) ? [form.category, ...offered] : offered;

  const onTitle = (title: string) =>
    setForm((current) => {
      // The meta title follows the title while it is empty or still a copy of it.
      const following = !current.meta_title || current.meta_title === current.title.slice(0, META_TITLE_MAX);
      return { ...current, title, meta_title: following ? title.slice(0, META_TITLE_MAX) : current.meta_title };
    });

  const addCurrentTag = () => {
    set("tags", addTag(form.tags, tagInput));
    setTagInput("");
  };

  const uploadFeaturedImage = async (file: File | undefined) => {
    if (!file) return;
    setUpload({ busy: true, error: null });
    try {
      const stored = await uploadFile(file, {
        category: "general",
        description: `Featured image: ${form.title}`.trim(),
      });
      setImageUrl(absoluteImageUrl(stored.file_url));
      setUpload({ busy: false, error: null });
    } catch (failure) {
      setUpload({ busy: false, error: failure instanceof Error ? failure.message : "The upload failed" });
    } finally {
      if (fileRef.current) fileRef.current.value = "";
    }
  };

  return (
    <Form
      method="post"
      id="article-form"
      noValidate
      onSubmit={(event) => {
        setDismissedError(result);
        if (!form.title.trim()) {
          event.preventDefault();
          setClientError({ error: "Title is required", fields: { title: "Title is required" } });
          titleRef.current?.focus();
          return;
        }
        setClientError(null);
      }}
    >
      <PageHeader isNew={isNew}>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setPreview((current) => !current)}
            aria-pressed={preview}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-700 hover:bg-slate-50"
          >
            {preview ? <Pencil className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
            {preview ? "Edit" : "Preview"}
          </button>
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={saving}
            className="inline-flex items-center gap-2 rounded-lg border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            <Save className="size-4" aria-hidden="true" />
            {saving && navigation.formData?.get("intent") !== "publish" ? "Saving..." : "Save Draft"}
          </button>
          <button
            type="submit"
            name="intent"
            value="publish"
            disabled={saving}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            <Send className="size-4" aria-hidden="true" />
            {saving && navigation.formData?.get("intent") === "publish" ? "Publishing..." : "Publish"}
          </button>
        </div>
      </PageHeader>

      {error && (
        <ErrorBanner
          message={error.error}
          onDismiss={() => {
            setClientError(null);
            setDismissedError(result);
          }}
        />
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <TextInput
            className={panelClass}
            inputRef={titleRef}
            id="article-title"
            label="Article Title"
            required
            name="title"
            value={form.title}
            onValueChange={onTitle}
            maxLength={TITLE_MAX}
            placeholder="Enter article title..."
            errors={errorsOf("title")}
            inputClassName="text-lg font-semibold"
          />

          <div className={panelClass}>
            <p
              id={contentLabelId}
              className={`block text-sm font-semibold text-slate-800 mb-2 after:ml-0.5 after:text-red-700 after:content-['*']`}
            >
              Content
            </p>
            <input type="hidden" name="content" value={form.content} />
            <div hidden={preview}>
              <RichTextEditor
                initialContent={form.content}
                onChange={(html) => set("content", html)}
                labelId={contentLabelId}
              />
            </div>
            {preview && (
              <div className="min-h-80 rounded-lg border border-slate-200 px-4 py-3" aria-label="Content preview">
                {form.content ? (
                  // The editor's own output (its schema allows no scripts); the server sanitises on save.
                  <div className="article-body" dangerouslySetInnerHTML={{ __html: form.content }} />
                ) : (
                  <p className="text-slate-600">Nothing to preview yet.</p>
                )}
              </div>
            )}
            {fields.content && (
              <p id="article-content-error" className="mt-1 text-sm font-medium text-red-700">
                {fields.content}
              </p>
            )}
          </div>
        </div>

        <div className="min-w-0 space-y-6">
          <Panel title="Publishing">
            <SelectInput
              id="article-status"
              label="Status"
              name="status"
              value={form.status}
              onValueChange={(status) => set("status", status as ArticleForm["status"])}
              options={STATUS_OPTIONS}
            />
            <SelectInput
              id="article-category"
              label="Category"
              name="category"
              value={form.category}
              onValueChange={(category) => set("category", category)}
              placeholder="Select a category"
              options={categories}
              description="Testimonials: the three newest published appear on the home page, the excerpt as the quote and the title as who said it. Publish only what the person said, with their permission."
              errors={errorsOf("category")}
            />
          </Panel>

          <Panel title="Featured Image">
            <TextInput
              id="article-image"
              label="Featured Image URL"
              name="featured_image_url"
              type="url"
              value={imageUrl}
              onValueChange={setImageUrl}
              placeholder="https://example.com/image.jpg"
              errors={errorsOf("featured_image_url")}
            />
            <div>
              <input
                ref={fileRef}
                id="article-image-upload"
                type="file"
                accept={EDITOR_IMAGE_TYPES}
                className="hidden"
                onChange={(event) => uploadFeaturedImage(event.target.files?.[0])}
              />
              <button
                type="button"
                disabled={upload.busy || saving}
                onClick={() => fileRef.current?.click()}
                className="inline-flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
              >
                <Upload className="size-4" aria-hidden="true" />
                {upload.busy ? "Uploading..." : "Upload Image"}
              </button>
              {upload.error && (
                <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                  {upload.error}
                </p>
              )}
            </div>
            {imageUrl && (
              <img
                src={imageUrl}
                alt="Featured image preview"
                className="aspect-video w-full rounded-lg object-cover"
              />
            )}
          </Panel>

          <Panel title="Tags">
            <Field id="article-tag" label="Add a tag" errors={errorsOf("tags")}>
              <div className="mt-1 flex gap-2">
                <input
                  id="article-tag"
                  type="text"
                  value={tagInput}
                  onChange={(event) => setTagInput(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      event.preventDefault();
                      addCurrentTag();
                    }
                  }}
                  placeholder="Type a tag and press Enter"
                  {...fieldAria("article-tag", errorsOf("tags"))}
                  className={`${controlClass} mt-0`}
                />
                <button
                  type="button"
                  onClick={addCurrentTag}
                  className="inline-flex shrink-0 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 font-medium text-slate-700 hover:bg-slate-50"
                >
                  <Plus className="size-4" aria-hidden="true" />
                  Add
                </button>
              </div>
            </Field>
            {form.tags.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label="Tags">
                {form.tags.map((tag) => (
                  <li
                    key={tag}
                    className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800"
                  >
                    {tag}
                    <input type="hidden" name="tags" value={tag} />
                    <button
                      type="button"
                      onClick={() =>
                        set(
                          "tags",
                          form.tags.filter((other) => other !== tag),
                        )
                      }
                      className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100"
                    >
                      <X className="size-3.5" aria-hidden="true" />
                      <span className="sr-only">Remove tag {tag}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Panel>

          <Panel title="Excerpt">
            <TextArea
              id="article-excerpt"
              label="Excerpt"
              name="excerpt"
              value={form.excerpt}
              onValueChange={(excerpt) => set("excerpt", excerpt)}
              description={`Left empty, it becomes the first ${EXCERPT_AUTO_LENGTH} characters of the content.`}
              errors={errorsOf("excerpt")}
            />
          </Panel>

          <Panel title="SEO Settings">
            <TextInput
              id="article-meta-title"
              label="Meta Title"
              name="meta_title"
              value={form.meta_title}
              onValueChange={(metaTitle) => set("meta_title", metaTitle)}
              maxLength={META_TITLE_MAX}
              description={`${form.meta_title.length}/${META_TITLE_MAX} characters`}
              errors={errorsOf("meta_title")}
            />
            <TextArea
              id="article-meta-description"
              label="Meta Description"
              name="meta_description"
              rows={3}
              value={form.meta_description}
              onValueChange={(metaDescription) => set("meta_description", metaDescription)}
              maxLength={META_DESCRIPTION_MAX}
              description={`${form.meta_description.length}/${META_DESCRIPTION_MAX} characters`}
              errors={errorsOf("meta_description")}
            />
          </Panel>
        </div>
      </div>
    </Form>
  );
}
