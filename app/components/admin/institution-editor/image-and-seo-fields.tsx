import { TextInput } from "~/components/admin/record-fields";
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from "~/domain/institutions/institution-form.schemas";
import { type EditorPartProps, GRID_CLASS, SECTION_CLASS } from "./editor-fields";

/** Image and SEO: the picture, and the title and description search engines show. */
export function ImageAndSeoFields({ f, initial }: EditorPartProps) {
  return (
    <section className={SECTION_CLASS} aria-labelledby="section-image-and-seo">
      <h2 id="section-image-and-seo" className="font-serif text-lg font-bold text-brand-800">
        Image and SEO
      </h2>
      <div className={GRID_CLASS}>
        <TextInput
          {...f("image_path")}
          label="Image"
          description="A web address (https://...) or a path on this site (/images/...)."
          defaultValue={initial("image_path")}
          className="sm:col-span-2"
        />
        <TextInput
          {...f("meta_title")}
          label="Meta Title"
          description={`At most ${META_TITLE_MAX} characters.`}
          defaultValue={initial("meta_title")}
        />
        <TextInput
          {...f("meta_description")}
          label="Meta Description"
          description={`At most ${META_DESCRIPTION_MAX} characters.`}
          defaultValue={initial("meta_description")}
        />
      </div>
    </section>
  );
}
