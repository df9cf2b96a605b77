/**
 * The one blog post editor: the form of both the new post's page and a
 * post's edit page (app/kinds/registry.ts), which differ only in their loader and title
 * (docs/decisions/036-one-editor-per-content-type.md). Its save is the
 * submission in services/submissions.server.ts, which /api shares.
 */
import { KeptImages } from "~/components/admin/photos/existing-images";
import { BilingualFields, type BilingualText } from "~/components/admin/form/bilingual-fields";
import { FormSection, SelectField, TextField } from "~/components/admin/form/form-fields";
import { useAdminForm } from "~/components/admin/form/admin-form";
import { EditorPage, type EditorProps } from "~/components/admin/editor/editor-page";
import { ImagePicker } from "~/components/admin/photos/image-picker";
import { photoValues } from "~/components/admin/photos/photo-list";
import { PublishFields } from "~/components/admin/form/publish-fields";
import { SeoFields } from "~/components/admin/form/seo-fields";
import { useRootData } from "~/components/use-root-data";
import type { Blog } from "~/models/blog.server";
import type { BlogUpdateSchema } from "~/schemas/blog";
import { BLOG_CATEGORIES } from "~/schemas/form-choices";

const POST_TEXTS: BilingualText[] = [
  { name: "title", en: { label: "Title" }, ta: { label: "தலைப்பு" } },
  {
    name: "content",
    control: "markdown",
    rows: 12,
    en: { label: "Content" },
    ta: { label: "உள்ளடக்கம்" },
  },
];

/** What the create and edit pages say. */
const CREATING = {
  title: "Create New Blog Post",
  intro: "Share news, tips and stories from your sites with visitors.",
  submitLabel: "Publish Post",
  busyLabel: "Creating...",
};
const EDITING = (blog: Blog) => ({
  title: "Edit Blog Post",
  intro: `Change the text and images of “${blog.title}”.`,
  submitLabel: "Save Changes",
  busyLabel: "Saving...",
});

/**
 * `newAuthor`: a new post's Author to start with, the signed-in administrator's name or else the
 * company's (docs/product/admin-forms.md#blog-editor); it stays editable.
 */
export function BlogEditor({
  edited,
  failure,
  constraint,
  newAuthor = "",
}: EditorProps<Blog> & { newAuthor?: string }) {
  const { site, siteUrl } = useRootData();
  const blog = edited?.record;
  // The update schema's fields include all of the new one's.
  const admin = useAdminForm<typeof BlogUpdateSchema>(
    () =>
      import("~/schemas/blog").then(
        (m) => (blog ? m.BlogUpdateSchema : m.NewBlogSchema) as typeof m.BlogUpdateSchema,
      ),
    {
      constraint,
      failure,
      defaultValue: blog
        ? {
            ...edited.publish,
            title: blog.title,
            content: blog.content,
            author: blog.author,
            category: blog.category,
            tags: blog.tags.join(", "),
            slug: blog.slug,
            searchDescription: blog.searchDescription,
            shareImageAlt: blog.shareImageAlt,
            ta: blog.ta,
            keepImages: blog.images.map((image) => image.fileName),
            photos: photoValues(blog.images),
          }
        : { category: "General", status: "published", author: newAuthor },
    },
  );
  const { fields } = admin;
  return (
    <EditorPage
      kind="blog"
      admin={admin}
      edited={edited}
      {...(blog ? EDITING(blog) : CREATING)}
      noun="Post"
    >
      <FormSection title="Post">
        <BilingualFields
          label="Post text"
          fields={fields}
          texts={POST_TEXTS}
          preview={failure?.preview}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Author" meta={fields.author} />
          <SelectField label="Category" meta={fields.category} options={BLOG_CATEGORIES} />
        </div>
        <TextField
          label="Tags"
          meta={fields.tags}
          placeholder="e.g. foundation, monsoon, villa"
          hint="Separate tags with commas."
        />
      </FormSection>
      {blog ? (
        <FormSection
          title="Images"
          description="The first image is the cover of the post: drag photos, use Move up / Move down or Make cover. Order, captions and removals are saved with the form."
        >
          <KeptImages
            form={admin.form}
            images={blog.images}
            photos={fields.photos.getFieldList()}
            keepField={fields.keepImages}
            emptyText="This post has no images yet."
            coverIsFirst
          />
          <ImagePicker meta={fields.images} details={fields.imagesDetails} label="Add images" />
        </FormSection>
      ) : (
        <FormSection
          title="Images"
          description="The first image is the cover of the post; the others form its gallery."
        >
          <ImagePicker meta={fields.images} details={fields.imagesDetails} label="Images" />
        </FormSection>
      )}
      <SeoFields
        kind="blog"
        bodyField="content"
        fields={fields}
        siteUrl={siteUrl}
        siteName={site.name}
        shareImage={blog?.shareImage ?? null}
      />
      <PublishFields fields={fields} noun="post" />
    </EditorPage>
  );
}
