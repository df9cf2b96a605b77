import { useActionData } from "react-router";
import { BlogFields } from "~/components/admin/blog-fields";
import { FormPage, FormSection, UploadForm, useAdminForm } from "~/components/admin/editor-form";
import { ImagePicker } from "~/components/admin/image-picker";
import { SeoFields } from "~/components/admin/seo-fields";
import { submitNewBlog } from "~/services/submissions.server";
import { PublishFields } from "~/components/admin/publish-fields";
import { useRootData } from "~/components/use-root-data";
import { NewBlogSchema } from "~/schemas/blog";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { EDITORS } from "~/utils/editors";
import type { Route } from "./+types/add-blog";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export async function action({ request, context }: Route.ActionArgs) {
  return answerEditorForm(
    { request, context },
    { kind: "blog", outcome: "created", schema: NewBlogSchema },
    () => submitNewBlog(request),
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
        managePath={EDITORS.blog.listPath}
        fallbackError={EDITORS.blog.failed.created}
        submitLabel="Publish Post"
        busyLabel="Creating..."
        publishing={{ noun: "Post" }}
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
