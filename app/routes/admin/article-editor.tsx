/**
 * The article editor: /admin/articles/new, /admin/articles/:id/edit and /admin/articles/:id (a
 * number, or 'new'). Save Draft saves the form as it is; Publish saves it as published. Both go back
 * to the list on success; a failure keeps the form and shows the red banner.
 */
import { ArrowLeft, Eye, Pencil, Plus, Save, Send, Upload, X } from "lucide-react";
import { Suspense, useId, useRef, useState, type ReactNode } from "react";
import { Await, data, Form, redirect, useActionData, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/article-editor";
import { uploadFile } from "~/clients/file-upload";
import { requireAdmin } from "~/routes/guards.server";
import {
  addTag,
  ArticleFormSchema,
  ArticleIdSchema,
  EMPTY_ARTICLE_FORM,
  EXCERPT_AUTO_LENGTH,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  STATUS_LABELS,
  ARTICLE_STATUSES,
  TITLE_MAX,
  type AdminArticle,
  type ArticleForm,
} from "~/domain/articles/article-admin.schemas";
import { articleExists, createArticle, getAdminArticle, updateArticle } from "~/domain/articles/article-admin.server";
import { ALL_CATEGORIES } from "~/db/article-categories";
import { errorData } from "~/lib/error-status.server";
import { fieldErrors, readForm } from "~/lib/http.server";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { EDITOR_IMAGE_TYPES, RichTextEditor } from "~/components/articles/rich-text-editor";

export const LOAD_FAILED_MESSAGE = "Failed to load article data";
export const SAVE_FAILED_MESSAGE = "Failed to save article";

/** null for a new article; the id otherwise; a 404 for anything else. */
function articleIdFrom(param: string | undefined): number | null {
  if (param === undefined || param === "new") return null;
  const parsed = ArticleIdSchema.safeParse({ id: param });
  if (!parsed.success || !/^\d+$/.test(param)) throw data(null, { status: 404 });
  return parsed.data.id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdmin(request, services, "articles");
  const id = articleIdFrom(params.id);
  if (id === null) return { id: null, article: null };
  if (!(await articleExists(services.db, id))) throw data(null, { status: 404 });
  // Not awaited: the page shows its skeleton until the article arrives.
  const article = getAdminArticle(services.db, id).then((found) => {
    if (!found) throw new Error("The article disappeared while loading");
    return found;
  });
  return { id, article };
}

/** The addresses this site answers on, to keep its own image addresses as paths. */
function siteOrigins(request: Request, publicUrl: string) {
  return [new URL(publicUrl).origin, new URL(request.url).origin];
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireAdmin(request, services, "articles");
  const id = articleIdFrom(params.id);
  const form = await readForm(request);
  const publish = form.get("intent") === "publish";
  const parsed = ArticleFormSchema.safeParse({
    title: form.get("title"),
    content: form.get("content"),
    excerpt: form.get("excerpt"),
    featured_image_url: form.get("featured_image_url"),
    category: form.get("category"),
    tags: form.getAll("tags"),
    status: publish ? "published" : form.get("status"),
    meta_title: form.get("meta_title"),
    meta_description: form.get("meta_description"),
  });
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return data({ error: Object.values(fields)[0] ?? SAVE_FAILED_MESSAGE, fields }, { status: 400 });
  }
  const options = { siteOrigins: siteOrigins(request, services.env.PUBLIC_URL) };
  try {
    if (id === null) await createArticle(services.db, actor, parsed.data, options);
    else await updateArticle(services.db, actor, id, parsed.data, options);
  } catch (error) {
    return errorData(
      services,
      error,
      ({ status, message, fields = {} }) => ({
        error: status >= 500 ? SAVE_FAILED_MESSAGE : (Object.values(fields)[0] ?? message),
        fields,
      }),
      "saving an article failed",
    );
  }
  return redirect("/admin/articles");
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.id ? "Edit Article" : "Write New Article";
  return [{ title: `${title} | Admin | ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function ArticleEditorPage({ loaderData }: Route.ComponentProps) {
  const isNew = loaderData.id === null;
  return (
    <Suspense fallback={<EditorSkeleton isNew={isNew} />}>
      {loaderData.article ? (
        <Await resolve={loaderData.article} errorElement={<LoadFailed />}>
          {(article) => <ArticleEditor key={article.id} article={article} />}
        </Await>
      ) : (
        <ArticleEditor article={null} />
      )}
    </Suspense>
  );
}

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

function EditorSkeleton({ isNew }: { isNew: boolean }) {
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

function LoadFailed() {
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

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-[invalid=true]:border-red-600";
const labelClass = "block text-sm font-semibold text-slate-800";
const panelClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";

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

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

function ArticleEditor({ article }: { article: AdminArticle | null }) {
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
  const actionData = useActionData<typeof action>();
  const serverError = actionData && dismissedError !== actionData ? actionData : null;
  const error = saving ? null : (clientError ?? serverError);
  const fields = error?.fields ?? {};
  const set = <K extends keyof ArticleForm>(key: K, value: ArticleForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const categories =
    form.category && !(ALL_CATEGORIES as string[]).includes(form.category)
      ? [form.category, ...ALL_CATEGORIES]
      : ALL_CATEGORIES;

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

  const described = (id: string, hint?: string) =>
    [fields[id] ? `${id}-error` : "", hint ?? ""].filter(Boolean).join(" ") || undefined;

  return (
    <Form
      method="post"
      id="article-form"
      noValidate
      onSubmit={(event) => {
        setDismissedError(actionData);
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
            setDismissedError(actionData);
          }}
        />
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <div className={panelClass}>
            <label
              htmlFor="article-title"
              className={`${labelClass} after:ml-0.5 after:text-red-700 after:content-['*']`}
            >
              Article Title
            </label>
            <input
              ref={titleRef}
              id="article-title"
              name="title"
              type="text"
              value={form.title}
              maxLength={TITLE_MAX}
              onChange={(event) => onTitle(event.target.value)}
              placeholder="Enter article title..."
              aria-required="true"
              aria-invalid={fields.title ? true : undefined}
              aria-describedby={described("title")}
              className={`${inputClass} text-lg font-semibold`}
            />
            <FieldError id="title-error" message={fields.title} />
          </div>

          <div className={panelClass}>
            <p id={contentLabelId} className={`${labelClass} mb-2 after:ml-0.5 after:text-red-700 after:content-['*']`}>
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
            <FieldError id="content-error" message={fields.content} />
          </div>
        </div>

        <div className="min-w-0 space-y-6">
          <Panel title="Publishing">
            <div>
              <label htmlFor="article-status" className={labelClass}>
                Status
              </label>
              <select
                id="article-status"
                name="status"
                value={form.status}
                onChange={(event) => set("status", event.target.value as ArticleForm["status"])}
                className={inputClass}
              >
                {ARTICLE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="article-category" className={labelClass}>
                Category
              </label>
              <select
                id="article-category"
                name="category"
                value={form.category}
                onChange={(event) => set("category", event.target.value)}
                aria-invalid={fields.category ? true : undefined}
                aria-describedby={described("category")}
                className={inputClass}
              >
                <option value="">Select a category</option>
                {categories.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
              <FieldError id="category-error" message={fields.category} />
            </div>
          </Panel>

          <Panel title="Featured Image">
            <div>
              <label htmlFor="article-image" className={labelClass}>
                Featured Image URL
              </label>
              <input
                id="article-image"
                name="featured_image_url"
                type="url"
                value={imageUrl}
                onChange={(event) => setImageUrl(event.target.value)}
                placeholder="https://example.com/image.jpg"
                aria-invalid={fields.featured_image_url ? true : undefined}
                aria-describedby={described("featured_image_url")}
                className={inputClass}
              />
              <FieldError id="featured_image_url-error" message={fields.featured_image_url} />
            </div>
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
            <div>
              <label htmlFor="article-tag" className={labelClass}>
                Add a tag
              </label>
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
                  className={`${inputClass} mt-0`}
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
              <FieldError id="tags-error" message={fields.tags} />
            </div>
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
            <div>
              <label htmlFor="article-excerpt" className={labelClass}>
                Excerpt
              </label>
              <textarea
                id="article-excerpt"
                name="excerpt"
                rows={4}
                value={form.excerpt}
                onChange={(event) => set("excerpt", event.target.value)}
                aria-invalid={fields.excerpt ? true : undefined}
                aria-describedby={described("excerpt", "excerpt-hint")}
                className={inputClass}
              />
              <p id="excerpt-hint" className="mt-1 text-sm text-slate-600">
                Left empty, it becomes the first {EXCERPT_AUTO_LENGTH} characters of the content.
              </p>
              <FieldError id="excerpt-error" message={fields.excerpt} />
            </div>
          </Panel>

          <Panel title="SEO Settings">
            <div>
              <label htmlFor="article-meta-title" className={labelClass}>
                Meta Title
              </label>
              <input
                id="article-meta-title"
                name="meta_title"
                type="text"
                value={form.meta_title}
                maxLength={META_TITLE_MAX}
                onChange={(event) => set("meta_title", event.target.value)}
                aria-invalid={fields.meta_title ? true : undefined}
                aria-describedby={described("meta_title", "meta-title-count")}
                className={inputClass}
              />
              <p id="meta-title-count" className="mt-1 text-sm text-slate-600">
                {form.meta_title.length}/{META_TITLE_MAX} characters
              </p>
              <FieldError id="meta_title-error" message={fields.meta_title} />
            </div>
            <div>
              <label htmlFor="article-meta-description" className={labelClass}>
                Meta Description
              </label>
              <textarea
                id="article-meta-description"
                name="meta_description"
                rows={3}
                value={form.meta_description}
                maxLength={META_DESCRIPTION_MAX}
                onChange={(event) => set("meta_description", event.target.value)}
                aria-invalid={fields.meta_description ? true : undefined}
                aria-describedby={described("meta_description", "meta-description-count")}
                className={inputClass}
              />
              <p id="meta-description-count" className="mt-1 text-sm text-slate-600">
                {form.meta_description.length}/{META_DESCRIPTION_MAX} characters
              </p>
              <FieldError id="meta_description-error" message={fields.meta_description} />
            </div>
          </Panel>
        </div>
      </div>
    </Form>
  );
}
