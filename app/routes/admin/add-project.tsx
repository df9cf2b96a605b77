import { useActionData } from "react-router";
import { FormPage, FormSection, UploadForm, useAdminForm } from "~/components/admin/editor-form";
import { ImagePicker } from "~/components/admin/image-picker";
import { SeoFields } from "~/components/admin/seo-fields";
import { ProjectFields } from "~/components/admin/project-fields";
import { submitNewProject } from "~/services/submissions.server";
import { PublishFields } from "~/components/admin/publish-fields";
import { useRootData } from "~/components/use-root-data";
import { NewProjectSchema } from "~/schemas/project";
import { savedFlash } from "~/http/flash.server";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import type { Route } from "./+types/add-project";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export async function action({ request, context }: Route.ActionArgs) {
  return answerEditorForm(
    { request, context },
    {
      markdown: { schema: NewProjectSchema, fields: ["description"] },
      submit: () => submitNewProject(request),
      redirectTo: "/manage-projects",
      flash: (project) => savedFlash("project", "created", project),
      fallbackMessage: "Failed to create project. Please try again.",
    },
  );
}

export default function AddProject() {
  const { site, siteUrl } = useRootData();
  const actionData = useActionData<typeof action>();
  const admin = useAdminForm(NewProjectSchema, {
    failure: actionData,
    defaultValue: { category: "Residential", status: "published" },
  });
  const { fields } = admin;
  return (
    <FormPage
      title="Create New Project"
      intro="Add a finished or ongoing project to the portfolio on the website."
      backTo="/manage-projects"
      backLabel="Back to projects"
    >
      <title>{`Create New Project | ${site.name}`}</title>
      <UploadForm
        admin={admin}
        managePath="/manage-projects"
        fallbackError="Failed to create project. Please try again."
        submitLabel="Create Project"
        busyLabel="Creating..."
      >
        <ProjectFields fields={fields} preview={actionData?.preview} />
        <FormSection
          title="Images"
          description="The cover is shown on project cards; gallery images appear on the project page."
        >
          <ImagePicker
            meta={fields.coverImage}
            details={fields.coverImageDetails}
            label="Cover image"
            required
          />
          <ImagePicker
            meta={fields.gallery}
            details={fields.galleryDetails}
            label="Gallery images"
          />
        </FormSection>
        <SeoFields
          kind="project"
          bodyField="description"
          fields={fields}
          siteUrl={siteUrl}
          siteName={site.name}
          shareImage={null}
        />
        <PublishFields fields={admin.fields} noun="project" />
      </UploadForm>
    </FormPage>
  );
}
