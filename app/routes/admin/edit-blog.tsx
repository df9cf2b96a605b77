import { data, useActionData, useLoaderData } from "react-router";
import { BlogFields } from "~/components/admin/blog-fields";
import { KeptImages } from "~/components/admin/existing-images";
import { FormPage, FormSection, UploadForm, useAdminForm } from "~/components/admin/editor-form";
import { ImagePicker } from "~/components/admin/image-picker";
import { SeoFields } from "~/components/admin/seo-fields";
import { AdminRouteError } from "~/components/admin/page";
import { getBlog } from "~/models/blog.server";
import { submitBlogUpdate } from "~/services/submissions.server";
import { PublishFields } from "~/components/admin/publish-fields";
import { useRootData } from "~/components/use-root-data";
import { BlogUpdateSchema } from "~/schemas/blog";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { publishFormValues, siteLink } from "~/utils/publish-state";
import { EDITORS } from "~/utils/editors";
import type { Route } from "./+types/edit-blog";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function loader({ params }: Route.LoaderArgs) {
  const blog = getBlog(params.id);
  if (!blog) throw data(null, { status: 404 });
  return { blog, publish: publishFormValues(blog.publishedAt) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return answerEditorForm(
    { request, context },
    { kind: "blog", outcome: "saved", schema: BlogUpdateSchema },
    () => submitBlogUpdate(request, params.id),
  );
}

export default function EditBlog() {
  const { blog, publish } = useLoaderData<typeof loader>();
  const { site, siteUrl } = useRootData();
  const actionData = useActionData<typeof action>();
  const admin = useAdminForm(BlogUpdateSchema, {
    failure: actionData,
    defaultValue: {
      ...publish,
      title: blog.title,
      content: blog.content,
      author: blog.author,
      category: blog.category,
      tags: blog.tags.join(", "),
      slug: blog.slug,
      searchDescription: blog.searchDescription,
      shareImageAlt: blog.shareImageAlt,
      keepImages: blog.images.map((image) => image.fileName),
      photos: blog.images.map((image) => ({
        name: image.fileName,
        alt: image.alt,
        caption: image.caption,
      })),
    },
  });
  const { fields } = admin;
  return (
    <FormPage
      title="Edit Blog Post"
      intro={`Change the text and images of “${blog.title}”.`}
      backTo="/manage-blogs"
      backLabel="Back to blog posts"
      site={siteLink("blog", blog)}
    >
      <title>{`Edit Blog Post | ${site.name}`}</title>
      <UploadForm
        admin={admin}
        managePath={EDITORS.blog.listPath}
        fallbackError={EDITORS.blog.failed.saved}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        publishing={{ noun: "Post", saved: publish.status }}
      >
        <BlogFields fields={fields} preview={actionData?.preview} />
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
        <SeoFields
          kind="blog"
          bodyField="content"
          fields={fields}
          siteUrl={siteUrl}
          siteName={site.name}
          shareImage={blog.shareImage}
        />
        <PublishFields fields={admin.fields} noun="post" />
      </UploadForm>
    </FormPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminRouteError
      error={error}
      failureMessage="Failed to load blog. Please try again."
      back={{ to: "/manage-blogs", label: "Back to blog posts" }}
    />
  );
}
