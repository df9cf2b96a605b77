import { useActionData } from "react-router";
import { BlogFields } from "~/components/admin/blog-fields";
import { FormPage, FormSection, UploadForm } from "~/components/admin/editor-form";
import { ImagePicker } from "~/components/admin/image-picker";
import { validateBlog } from "~/components/admin/validation";
import { submitNewBlog } from "~/services/submissions.server";
import { useRootData } from "~/components/use-root-data";
import { answerSubmission, answerUploadsWithJson } from "~/http/form-response.server";
import type { Route } from "./+types/add-blog";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export async function action({ request, context }: Route.ActionArgs) {
  return answerSubmission(context, () => submitNewBlog(request), {
    redirectTo: "/manage-blogs",
    fallbackMessage: "Failed to add blog. Please try again.",
  });
}

export default function AddBlog() {
  const failure = useActionData<typeof action>();
  const { site } = useRootData();
  return (
    <FormPage
      title="Create New Blog Post"
      intro="Share news, tips and stories from your sites with visitors."
      backTo="/manage-blogs"
      backLabel="Back to blog posts"
    >
      <title>{`Create New Blog Post | ${site.name}`}</title>
      <UploadForm
        failure={failure}
        managePath="/manage-blogs"
        fallbackError="Failed to add blog. Please try again."
        submitLabel="Publish Post"
        busyLabel="Creating..."
        validate={validateBlog}
      >
        <BlogFields values={failure?.values ?? {}} />
        <FormSection
          title="Images"
          description="The first image is the cover of the post; the others form its gallery."
        >
          <ImagePicker
            name="images"
            label="Images"
            multiple
            hint="PNG, JPG, GIF up to 10MB each. You can choose several."
          />
        </FormSection>
      </UploadForm>
    </FormPage>
  );
}
