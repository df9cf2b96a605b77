import { data, useActionData, useLoaderData } from "react-router";
import { CoverImageEditor, KeptImages } from "~/components/admin/existing-images";
import {
  FormPage,
  FormSection,
  SelectField,
  TextAreaField,
  TextField,
  UploadForm,
} from "~/components/admin/editor-form";
import { ImagePicker } from "~/components/admin/image-picker";
import { AdminRouteError } from "~/components/admin/page";
import { validateProject } from "~/components/admin/validation";
import { getProject } from "~/models/project.server";
import { submitProjectUpdate } from "~/services/submissions.server";
import { useRootData } from "~/components/use-root-data";
import { PROJECT_CATEGORIES } from "~/schemas/project";
import { answerSubmission, answerUploadsWithJson } from "~/http/form-response.server";
import type { Route } from "./+types/edit-project";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function loader({ params }: Route.LoaderArgs) {
  const project = getProject(params.id);
  if (!project) throw data(null, { status: 404 });
  return { project };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return answerSubmission(context, () => submitProjectUpdate(request, params.id), {
    redirectTo: "/manage-projects",
    fallbackMessage: "Failed to update project. Please try again.",
  });
}

export default function EditProject() {
  const { project } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { site } = useRootData();
  const values = failure?.values ?? {};
  return (
    <FormPage
      title="Edit Project"
      intro={`Change the details and images of “${project.title}”.`}
      backTo="/manage-projects"
      backLabel="Back to projects"
    >
      <title>{`Edit Project | ${site.name}`}</title>
      <UploadForm
        failure={failure}
        managePath="/manage-projects"
        fallbackError="Failed to update project. Please try again."
        submitLabel="Save Changes"
        busyLabel="Saving..."
        validate={(form) => validateProject(form, false)}
      >
        <FormSection title="Project details">
          <TextField
            label="Title"
            name="title"
            required
            maxLength={150}
            defaultValue={values.title ?? project.title}
          />
          <TextAreaField
            label="Description"
            name="description"
            rows={6}
            maxLength={5000}
            defaultValue={values.description ?? project.description}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Category"
              name="category"
              options={PROJECT_CATEGORIES}
              blankLabel="Select category"
              defaultValue={values.category ?? project.category}
            />
            <TextField
              label="Location"
              name="location"
              maxLength={150}
              defaultValue={values.location ?? project.location}
            />
          </div>
        </FormSection>
        <FormSection
          title="Cover image"
          description="Shown on project cards and at the top of the project page."
        >
          <CoverImageEditor cover={project.cover} />
          <ImagePicker
            name="coverImage"
            label={project.cover ? "Replace the cover with a new image" : "Cover image"}
            hint="PNG, JPG, GIF up to 5MB"
          />
        </FormSection>
        <FormSection title="Gallery images" description="Removed images are deleted when you save.">
          <KeptImages
            images={project.gallery}
            keepName="keepGalleryImages"
            emptyText="This project has no gallery images yet."
          />
          <ImagePicker
            name="gallery"
            label="Add gallery images"
            multiple
            hint="PNG, JPG, GIF up to 10MB each. You can choose several."
          />
        </FormSection>
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
