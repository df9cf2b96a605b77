import { useActionData } from "react-router";
import { FormPage, FormSection, UploadForm, useAdminForm } from "~/components/admin/editor-form";
import { ImagePicker } from "~/components/admin/image-picker";
import { SeoFields } from "~/components/admin/seo-fields";
import { ProjectFields } from "~/components/admin/project-fields";
import { submitNewProject } from "~/services/submissions.server";
import { PublishFields } from "~/components/admin/publish-fields";
import { useRootData } from "~/components/use-root-data";
import { NewProjectSchema } from "~/schemas/project";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { EDITORS } from "~/utils/editors";
import type { Route } from "./+types/add-project";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export async function action({ request, context }: Route.ActionArgs) {
  return answerEditorForm(
    { request, context },
    { kind: "project", outcome: "created", schema: NewProjectSchema },
    () => submitNewProject(request),
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
        managePath={EDITORS.project.listPath}
        fallbackError={EDITORS.project.failed.created}
        submitLabel="Create Project"
        busyLabel="Creating..."
        publishing={{ noun: "Project" }}
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
