import { useActionData } from "react-router";
import { BlogFields } from "~/components/admin/blog-fields";
import { FormPage, FormSection, UploadForm, useAdminForm } from "~/components/admin/editor-form";
import { ImagePicker } from "~/components/admin/image-picker";
import { SeoFields } from "~/components/admin/seo-fields";
import { submitNewBlog } from "~/services/submissions.server";
import { PublishFields } from "~/components/admin/publish-fields";
import { useRootData } from "~/components/use-root-data";
import { NewBlogSchema } from "~/schemas/blog";
import { savedFlash } from "~/http/flash.server";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import type { Route } from "./+types/add-blog";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export async function action({ request, context }: Route.ActionArgs) {
  return answerEditorForm(
    { request, context },
    {
      markdown: { schema: NewBlogSchema, fields: ["content"] },
      submit: () => submitNewBlog(request),
      redirectTo: "/manage-blogs",
      flash: (post) => savedFlash("blog", "created", post),
      fallbackMessage: "Failed to add blog. Please try again.",
    },
  );
}

export default function AddBlog() {
  const { site, siteUrl } = useRootData();
  const actionData = useActionData<typeof action>();
  const admin = useAdminForm(NewBlogSchema, {
    failure: actionData,
    defaultValue: { category: "General", status: "published" },
  });
  return (
    <FormPage
      title="Create New Blog Post"
      intro="Share news, tips and stories from your sites with visitors."
      backTo="/manage-blogs"
      backLabel="Back to blog posts"
    >
      <title>{`Create New Blog Post | ${site.name}`}</title>
      <UploadForm
        admin={admin}
        managePath="/manage-blogs"
        fallbackError="Failed to add blog. Please try again."
        submitLabel="Publish Post"
        busyLabel="Creating..."
      >
        <BlogFields fields={admin.fields} preview={actionData?.preview} />
        <FormSection
          title="Images"
          description="The first image is the cover of the post; the others form its gallery."
        >
          <ImagePicker
            meta={admin.fields.images}
            details={admin.fields.imagesDetails}
            label="Images"
          />
        </FormSection>
        <SeoFields
          kind="blog"
          bodyField="content"
          fields={admin.fields}
          siteUrl={siteUrl}
          siteName={site.name}
          shareImage={null}
        />
        <PublishFields fields={admin.fields} noun="post" />
      </UploadForm>
    </FormPage>
  );
}
