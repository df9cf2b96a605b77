import { data, useActionData, useLoaderData } from "react-router";
import { EditorError } from "~/components/admin/editor-page";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { getProject } from "~/models/project.server";
import { ProjectUpdateSchema } from "~/schemas/project";
import { submitProjectUpdate } from "~/services/submissions.server";
import { publishFormValues } from "~/utils/publish-state";
import { ProjectEditor } from "./+editors/project-editor";
import type { Route } from "./+types/edit-project";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

export function loader({ params }: Route.LoaderArgs) {
  const project = getProject(params.id);
  if (!project) throw data(null, { status: 404 });
  return { record: project, publish: publishFormValues(project.publishedAt) };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return answerEditorForm(
    { request, context },
    { kind: "project", outcome: "saved", schema: ProjectUpdateSchema },
    () => submitProjectUpdate(request, params.id),
  );
}

export default function EditProject() {
  return (
    <ProjectEditor
      edited={useLoaderData<typeof loader>()}
      failure={useActionData<typeof action>()}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EditorError kind="project" error={error} />;
}
