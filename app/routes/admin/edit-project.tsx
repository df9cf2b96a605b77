import { data, useActionData, useLoaderData } from "react-router";
import { CoverImageEditor, KeptImages } from "~/components/admin/existing-images";
import { FormPage, FormSection, UploadForm, useAdminForm } from "~/components/admin/editor-form";
import { ImagePicker } from "~/components/admin/image-picker";
import { SeoFields } from "~/components/admin/seo-fields";
import { AdminRouteError } from "~/components/admin/page";
import { ProjectFields } from "~/components/admin/project-fields";
import { getProject } from "~/models/project.server";
import { submitProjectUpdate } from "~/services/submissions.server";
import { PublishFields } from "~/components/admin/publish-fields";
import { useRootData } from "~/components/use-root-data";
import { ProjectUpdateSchema } from "~/schemas/project";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { publishFormValues, siteLink } from "~/utils/publish-state";
import { EDITORS } from "~/utils/editors";
import type { Route } from "./+types/edit-project";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function loader({ params }: Route.LoaderArgs) {
  const project = getProject(params.id);
  if (!project) throw data(null, { status: 404 });
  return { project, publish: publishFormValues(project.publishedAt) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return answerEditorForm(
    { request, context },
    { kind: "project", outcome: "saved", schema: ProjectUpdateSchema },
    () => submitProjectUpdate(request, params.id),
  );
}

export default function EditProject() {
  const { project, publish } = useLoaderData<typeof loader>();
  const { site, siteUrl } = useRootData();
  // The cover comes first in the photo details, then the gallery in its order.
  const photos = [...(project.cover ? [project.cover] : []), ...project.gallery];
  const actionData = useActionData<typeof action>();
  const admin = useAdminForm(ProjectUpdateSchema, {
    failure: actionData,
    defaultValue: {
      ...publish,
      title: project.title,
      description: project.description,
      category: project.category,
      location: project.location,
      slug: project.slug,
      searchDescription: project.searchDescription,
      shareImageAlt: project.shareImageAlt,
      keepGalleryImages: project.gallery.map((image) => image.fileName),
      photos: photos.map((image) => ({
        name: image.fileName,
        alt: image.alt,
        caption: image.caption,
      })),
      cover: project.cover?.fileName ?? "",
    },
  });
  const { fields } = admin;
  const photoFields = fields.photos.getFieldList();
  const coverOffset = project.cover ? 1 : 0;
  return (
    <FormPage
      title="Edit Project"
      intro={`Change the details and images of “${project.title}”.`}
      backTo="/manage-projects"
      backLabel="Back to projects"
      site={siteLink("project", project)}
    >
      <title>{`Edit Project | ${site.name}`}</title>
      <UploadForm
        admin={admin}
        managePath={EDITORS.project.listPath}
        fallbackError={EDITORS.project.failed.saved}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        publishing={{ noun: "Project", saved: publish.status }}
      >
        <ProjectFields
          fields={fields}
          preview={actionData?.preview}
          blankCategory="Select category"
        />
        <FormSection
          title="Cover image"
          description="Shown on project cards and at the top of the project page."
        >
          <CoverImageEditor
            cover={project.cover}
            photo={project.cover ? photoFields[0] : undefined}
            removeField={fields.removeCoverImage}
            coverField={fields.cover}
          />
          <ImagePicker
            meta={fields.coverImage}
            details={fields.coverImageDetails}
            label={project.cover ? "Replace the cover with a new image" : "Cover image"}
          />
        </FormSection>
        <FormSection
          title="Gallery images"
          description="Drag photos or use Move up / Move down to change their order; Make cover swaps a photo with the cover. Order, captions and removals are saved with the form."
        >
          <KeptImages
            form={admin.form}
            images={project.gallery}
            photos={photoFields}
            first={coverOffset}
            keepField={fields.keepGalleryImages}
            coverField={fields.cover}
            emptyText="This project has no gallery images yet."
          />
          <ImagePicker
            meta={fields.gallery}
            details={fields.galleryDetails}
            label="Add gallery images"
          />
        </FormSection>
        <SeoFields
          kind="project"
          bodyField="description"
          fields={fields}
          siteUrl={siteUrl}
          siteName={site.name}
          shareImage={project.shareImage}
        />
        <PublishFields fields={admin.fields} noun="project" />
      </UploadForm>
    </FormPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminRouteError
      error={error}
      failureMessage="Failed to load project. Please try again."
      back={{ to: "/manage-projects", label: "Back to projects" }}
    />
  );
}
