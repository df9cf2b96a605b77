import { useActionData } from "react-router";
import {
  FormPage,
  FormSection,
  SelectField,
  TextAreaField,
  TextField,
  UploadForm,
} from "~/components/admin/editor-form";
import { ImagePicker } from "~/components/admin/image-picker";
import { submitNewProject } from "~/services/submissions.server";
import { useRootData } from "~/components/use-root-data";
import { validateProject } from "~/components/admin/validation";
import { PROJECT_CATEGORIES } from "~/schemas/project";
import { answerSubmission, answerUploadsWithJson } from "~/http/form-response.server";
import type { Route } from "./+types/add-project";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export async function action({ request, context }: Route.ActionArgs) {
  return answerSubmission(context, () => submitNewProject(request), {
    redirectTo: "/manage-projects",
    fallbackMessage: "Failed to create project. Please try again.",
  });
}

export default function AddProject() {
  const failure = useActionData<typeof action>();
  const { site } = useRootData();
  const values = failure?.values ?? {};
  return (
    <FormPage
      title="Create New Project"
      intro="Add a finished or ongoing project to the portfolio on the website."
      backTo="/manage-projects"
      backLabel="Back to projects"
    >
      <title>{`Create New Project | ${site.name}`}</title>
      <UploadForm
        failure={failure}
        managePath="/manage-projects"
        fallbackError="Failed to create project. Please try again."
        submitLabel="Create Project"
        busyLabel="Creating..."
        validate={(form) => validateProject(form, true)}
      >
        <FormSection title="Project details">
          <TextField
            label="Title"
            name="title"
            required
            maxLength={150}
            defaultValue={values.title}
            placeholder="e.g. Green Villa, Anna Nagar"
          />
          <TextAreaField
            label="Description"
            name="description"
            rows={6}
            maxLength={5000}
            defaultValue={values.description}
            hint="What was built, for whom, and what makes it special."
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Category"
              name="category"
              options={PROJECT_CATEGORIES}
              defaultValue={values.category || "Residential"}
            />
            <TextField
              label="Location"
              name="location"
              maxLength={150}
              defaultValue={values.location}
              placeholder="e.g. Adyar, Chennai"
            />
          </div>
        </FormSection>
        <FormSection
          title="Images"
          description="The cover is shown on project cards; gallery images appear on the project page."
        >
          <ImagePicker
            name="coverImage"
            label="Cover image"
            required
            hint="PNG, JPG, GIF up to 5MB"
          />
          <ImagePicker
            name="gallery"
            label="Gallery images"
            multiple
            hint="PNG, JPG, GIF up to 10MB each. You can choose several."
          />
        </FormSection>
      </UploadForm>
    </FormPage>
  );
}
